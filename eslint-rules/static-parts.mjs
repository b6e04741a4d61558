/**
 * ESLint rule `site/static-parts`: nothing inside a static part may have state, an effect, a ref or an
 * event handler (src/startup/README.md, mechanism 6).
 *
 * A static part (`<StaticHtml>`, or a `<Section isStatic>`) keeps the server's HTML on the page's first load
 * and is never hydrated, so such code would silently not run for a visitor. The rule follows every
 * component and hook used inside a static part to its declaration in the project (through the TypeScript
 * program typescript-eslint already builds for the type-aware rules), transitively, and reports the first
 * forbidden use with the chain that leads to it. Code in node_modules is not followed.
 */
import path from 'node:path';
import ts from 'typescript';

/** React's hooks that hold state, run effects or keep refs. */
const FORBIDDEN_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useRef',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useActionState',
  'useOptimistic',
]);

const isHandlerName = (name) => /^on[A-Z]/.test(name) || name === 'ref';
const isComponentName = (name) => /^[A-Z]/.test(name);
const isHookName = (name) => /^use[A-Z]/.test(name);

/** The declarations a name resolves to in the project (aliases of imports followed), or []. */
function declarationsOf(checker, node) {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return [];
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol.declarations ?? []).filter((d) => !d.getSourceFile().fileName.includes('/node_modules/'));
}

const where = (node) => {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${path.relative(process.cwd(), file.fileName)}:${line + 1}`;
};

/**
 * The first forbidden use reachable from a TypeScript node, as a chain of steps, or null. `seen` keeps
 * each declaration to one visit (components used twice, recursive ones).
 */
function findForbidden(checker, root, seen) {
  let found = null;
  const follow = (nameNode, label) => {
    for (const decl of declarationsOf(checker, nameNode)) {
      if (seen.has(decl)) continue;
      seen.add(decl);
      const inner = findForbidden(checker, decl, seen);
      if (inner) {
        found = [`${label} (${where(decl)})`, ...inner];
        return;
      }
    }
  };
  const visit = (node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && isHookName(node.expression.text)) {
      const name = node.expression.text;
      if (FORBIDDEN_HOOKS.has(name)) {
        found = [`${name} (${where(node)})`];
        return;
      }
      follow(node.expression, name);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && FORBIDDEN_HOOKS.has(node.expression.name.text)) {
      found = [`${node.expression.name.text} (${where(node)})`];
      return;
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && isHandlerName(node.name.text)) {
      found = [`the ${node.name.text} attribute (${where(node)})`];
      return;
    } else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName) && isComponentName(node.tagName.text)) {
      follow(node.tagName, `<${node.tagName.text}>`);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isIdentifier(node.expression)) {
      // {body}: a value built from JSX elsewhere in the same code.
      follow(node.expression, node.expression.text);
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** Whether a JSX opening element starts a static part. */
function isStaticPart(opening) {
  const name = opening.name.type === 'JSXIdentifier' ? opening.name.name : null;
  if (name === 'StaticHtml') return true;
  if (name !== 'Section') return false;
  const attr = opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'isStatic');
  if (!attr) return false;
  return attr.value === null || (attr.value.type === 'JSXExpressionContainer' && attr.value.expression.type === 'Literal' && attr.value.expression.value === true);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing inside a static part (StaticHtml, Section isStatic) has state, an effect, a ref or a handler' },
    schema: [],
    messages: {
      forbidden:
        'Inside the static part <{{part}}>, {{chain}}: a static part keeps the server HTML and is not hydrated on the first load, so this would never run. Move it out of the static part, or make the part not static (src/startup/README.md).',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    return {
      JSXElement(node) {
        if (!isStaticPart(node.openingElement)) return;
        const part = node.openingElement.name.name;
        const tsNode = services.esTreeNodeToTSNodeMap.get(node);
        // The part's own element is the StaticHtml or Section: what is inside it (children and, for a
        // Section, the title and intro it renders) is what must be inert.
        const seen = new Set();
        const inside = [];
        if (ts.isJsxElement(tsNode)) {
          inside.push(...tsNode.children);
          for (const attr of tsNode.openingElement.attributes.properties) {
            if (ts.isJsxAttribute(attr) && attr.initializer && ts.isIdentifier(attr.name) && !['id', 'isStatic'].includes(attr.name.text)) inside.push(attr.initializer);
          }
        }
        for (const child of inside) {
          const chain = findForbidden(checker, child, seen);
          if (chain) {
            context.report({ node: node.openingElement, messageId: 'forbidden', data: { part, chain: chain.join(' → ') } });
            return;
          }
        }
      },
    };
  },
};
