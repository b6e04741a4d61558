/**
 * Route schemas are zod schemas. Fastify checks a request's params, query and body with them before the
 * handler (setValidatorCompiler): a request the route's schema refuses gets a 400 with the schema's first
 * message, through the error handler of the route's scope, and the handler receives the parsed value.
 * Every JSON answer is written through the route's schema of its status code (`schema.response`, by code
 * or class: 200, '4xx'; setSerializerCompiler): fastify-type-provider-zod's serializer parses the answer
 * with it and writes what it gives, so a property the schema does not name is left out, and an answer it
 * refuses is a 500. Text answers (a page, the CSV export) are sent as they are.
 *
 * The handlers take their types from the same schemas (ZodTypeProvider, `withTypeProvider`): the parsed
 * input, and the answers each status code may send.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodTypeAny } from 'zod';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const zodValidatorCompiler: FastifySchemaCompiler<ZodTypeAny> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data as unknown };
    return { error: new Error(result.error.issues[0]?.message ?? 'The request is not valid.') };
  };

/** Writes a JSON answer through the zod schema of its status code. */
export const zodSerializerCompiler = serializerCompiler;

/** `schema` with every refusal answered by one message (what the caller is told, whatever was wrong). */
export function oneMessage<T extends ZodTypeAny>(schema: T, message: string): z.ZodEffects<z.ZodUnknown, z.output<T>> {
  return z.unknown().transform((value, ctx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.output<T>;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });
}

/** Anything: a route that reads no input of that kind still says so. */
export const anything = z.unknown();

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : false) : false;

/**
 * `schema`, when what it parses to is exactly T: the same keys, each of the same type (else the call asks
 * for an argument no value has, and does not compile). An answer's schema that left out a field of its
 * type would drop that field from the answer.
 */
export const exactly =
  <T>() =>
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type matters: no argument, or one no value has
  <S extends ZodTypeAny>(schema: S, ...unlessExactly: Same<z.output<S>, T> extends true ? [] : [never]): S =>
    schema;
