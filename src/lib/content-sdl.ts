/**
 * Derives the GraphQL type definitions (SDL) of the content nodes from the zod schemas, so the
 * schema Gatsby builds is explicit (no inference) and cannot drift from the validation.
 * Fields named `image` become `File @link(by: "relativePath")` (images under content/images).
 */
import type { ZodTypeAny } from 'zod';

interface Def {
  typeName: string;
  shape?: () => Record<string, ZodTypeAny>;
  type?: ZodTypeAny;
  innerType?: ZodTypeAny;
  options?: ZodTypeAny[];
  checks?: { kind: string }[];
  value?: unknown;
  schema?: ZodTypeAny;
}

const defOf = (s: ZodTypeAny): Def => s._def as Def;

function pascal(s: string): string {
  return s.replace(/(^|[-_ .])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

/** GraphQL scalar or type name for a zod schema; nested objects are emitted into `out`. */
function fieldType(schema: ZodTypeAny, typeName: string, field: string, out: string[]): string {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodNullable':
    case 'ZodOptional':
      return fieldType(def.innerType as ZodTypeAny, typeName, field, out);
    case 'ZodEffects':
      return fieldType(def.schema as ZodTypeAny, typeName, field, out);
    case 'ZodString':
    case 'ZodEnum':
      return field === 'image' ? 'File @link(by: "relativePath")' : 'String';
    case 'ZodLiteral':
      return typeof def.value === 'number' ? 'Float' : typeof def.value === 'boolean' ? 'Boolean' : 'String';
    case 'ZodNumber':
      return def.checks?.some((c) => c.kind === 'int') ? 'Int' : 'Float';
    case 'ZodBoolean':
      return 'Boolean';
    case 'ZodArray': {
      const inner = fieldType(def.type as ZodTypeAny, typeName, field, out);
      return `[${inner.replace(/ @link.*$/, '')}]${inner.includes('@link') ? ' @link(by: "relativePath")' : ''}`;
    }
    case 'ZodObject': {
      const name = `${typeName}${pascal(field)}`;
      emitObject(name, schema, out, false);
      return name;
    }
    default:
      // number | 'N/A', free-form records and anything else: kept as JSON.
      return 'JSON';
  }
}

function emitObject(name: string, schema: ZodTypeAny, out: string[], isNode: boolean): void {
  const shape = (defOf(schema).shape as () => Record<string, ZodTypeAny>)();
  const lines = Object.entries(shape).map(([key, s]) => `  ${key}: ${fieldType(s, name, key, out)}`);
  out.push(`type ${name}${isNode ? ' implements Node @dontInfer' : ''} {\n${lines.join('\n')}\n}`);
}

/** SDL for a node type named `name` whose fields follow an object schema. */
export function sdlForNode(name: string, schema: ZodTypeAny): string {
  const out: string[] = [];
  emitObject(name, schema, out, true);
  return out.join('\n\n');
}

/** Node type name for a content file: "business-info.yaml" -> "ContentBusinessInfo". */
export function nodeTypeForFile(file: string): string {
  return `Content${pascal(file.replace(/\.ya?ml$/, ''))}`;
}
