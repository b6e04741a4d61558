/**
 * No function in server/, src/ or scripts/ is longer than MAX_LINES lines, from its first line to its last
 * (nested functions count within their parent too): a function that long does several things, each of
 * which can have a name. Read with the TypeScript compiler's own parser (.ts, .tsx and .mjs files).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const MAX_LINES = 60;
/** The folders held to the rule. */
const FOLDERS = ['server', 'src', 'scripts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Each function-like node of a file: where it is, its name when it has one, its length in lines. */
function functionLengths(file: string, text = fs.readFileSync(file, 'utf8')): { where: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { where: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '(anonymous)';
      out.push({ where: `${path.relative(ROOT, file)}:${start + 1} ${name}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe(`functions in ${FOLDERS.join(', ')}`, () => {
  it('measures a function from its first line to its last (the check itself)', () => {
    const lengths = functionLengths('x.ts', 'function a() {\n  const b = () => {\n    return 1;\n  };\n  return b();\n}\n');
    expect(lengths).toEqual([
      { where: 'x.ts:1 a', lines: 6 },
      { where: 'x.ts:2 b', lines: 3 },
    ]);
  });

  it(`has none longer than ${MAX_LINES} lines`, () => {
    const long = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .flatMap((f) => functionLengths(f))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.where}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});
