/**
 * Derives the GraphQL type definitions (SDL) of the content nodes from the zod schemas, so the
 * schema Gatsby builds is explicit (no inference) and cannot drift from the validation.
 * Fields named `image` become `File @link(by: "relativePath")` (images under content/images), calendar
 * dates `Date`, a number-or-word (8 or 'N/A') a nullable number, and prose with linked placeholders
 * (linkedText) gets a second field, `<name>Filled`, with every placeholder filled.
 */
import { ZodArray, ZodBoolean, ZodEffects, ZodEnum, ZodLiteral, ZodNullable, ZodNumber, ZodObject, ZodOptional, ZodString, ZodUnion, type ZodTypeAny } from 'zod';
import { DATE_FIELD } from '../content/calendar-date';
import { LINKED_TEXT } from '../content/content-schema-copy';

/** Field extensions the SDL uses; the local plugin defines them (createFieldExtension, plugins/gatsby-plugin-site-build/content-nodes.ts). */
export const NUMBER_OR_NULL = 'numberOrNull';
export const FILLED = 'filled';

function pascal(s: string): string {
  return s.replace(/(^|[-_ .])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

/** True when the schema lets the value be null or missing. */
function nullable(schema: ZodTypeAny): boolean {
  if (schema instanceof ZodNullable || schema instanceof ZodOptional) return true;
  return schema instanceof ZodEffects && nullable(schema.innerType() as ZodTypeAny);
}

/**
 * Non-null (`!`) where the content always has a value: the files are validated before the nodes are
 * made, so the query result types (Queries.*) say exactly what the pages receive. Image links stay
 * nullable: a File node is found by path at query time.
 */
function marked(schema: ZodTypeAny, type: string): string {
  if (nullable(schema) || type.includes('@link') || type.includes(`@${NUMBER_OR_NULL}`)) return type;
  const [base, ...directives] = type.split(' @'); // "Date @dateformat" -> "Date! @dateformat"
  return [`${base}!`, ...directives].join(' @');
}

/** GraphQL scalar or type name for a zod schema (walked with zod's own classes and accessors); nested objects are emitted into `out`. */
function fieldType(schema: ZodTypeAny, typeName: string, field: string, out: string[]): string {
  if (schema instanceof ZodNullable || schema instanceof ZodOptional) return fieldType(schema.unwrap() as ZodTypeAny, typeName, field, out);
  if (schema instanceof ZodEffects) {
    // A calendar date (src/content/calendar-date): GraphQL's Date, so a query can format or sort it.
    if (schema.description === DATE_FIELD) return 'Date @dateformat';
    return fieldType(schema.innerType() as ZodTypeAny, typeName, field, out);
  }
  if (schema instanceof ZodString || schema instanceof ZodEnum) return field === 'image' ? 'File @link(by: "relativePath")' : 'String';
  if (schema instanceof ZodLiteral) {
    const value: unknown = schema.value;
    return typeof value === 'number' ? 'Float' : typeof value === 'boolean' ? 'Boolean' : 'String';
  }
  if (schema instanceof ZodNumber) return schema.isInt ? 'Int' : 'Float';
  if (schema instanceof ZodBoolean) return 'Boolean';
  if (schema instanceof ZodArray) {
    const item = schema.element as ZodTypeAny;
    const inner = fieldType(item, typeName, field, out);
    return inner.includes('@link') ? `[${inner.replace(/ @link.*$/, '')}] @link(by: "relativePath")` : `[${marked(item, inner)}]`;
  }
  if (schema instanceof ZodObject) {
    const name = `${typeName}${pascal(field)}`;
    emitObject(name, schema, out, false);
    return name;
  }
  if (schema instanceof ZodUnion) {
    // A number or a word standing for none (trainers' yearsExperience: 8 or 'N/A'): the number, null for the word.
    const options = schema.options as readonly ZodTypeAny[];
    const number = options.find((o) => o instanceof ZodNumber);
    if (number && options.every((o) => o instanceof ZodNumber || o instanceof ZodLiteral)) return `${fieldType(number, typeName, field, out)} @${NUMBER_OR_NULL}`;
    return 'JSON';
  }
  // Free-form records (the SEO rows' JSON-LD) and anything else: kept as JSON.
  return 'JSON';
}

function emitObject(name: string, schema: ZodTypeAny, out: string[], isNode: boolean): void {
  if (!(schema instanceof ZodObject)) throw new Error(`${name}: the content schema must be an object`);
  const shape = schema.shape as Record<string, ZodTypeAny>;
  const lines = Object.entries(shape).flatMap(([key, s]) => {
    const line = `  ${key}: ${marked(s, fieldType(s, name, key, out))}`;
    // Prose whose {phone} and {email} the page turns into links: also offered with every placeholder filled.
    if (s.description !== LINKED_TEXT) return [line];
    return [`  "As written: {phone} and {email} are left for the page to render as links (${key}Filled has them filled)."\n${line}`, `  "${key} with every placeholder filled, as a reader sees it."\n  ${key}Filled: String! @${FILLED}(from: "${key}")`];
  });
  if (isNode) lines.push('  "The language of this version of the file: en (the English it is written in), pa (Punjabi) or hi (Hindi)."\n  lang: String!');
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
