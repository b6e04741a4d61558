/**
 * Route schemas are zod schemas, checked by Fastify before the handler (setValidatorCompiler): a
 * request whose params, query or body the route's schema refuses gets a 400 with the schema's first
 * message, through the error handler of the route's scope; the handler receives the parsed value.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodTypeAny } from 'zod';

export const zodValidatorCompiler: FastifySchemaCompiler<ZodTypeAny> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data as unknown };
    return { error: new Error(result.error.issues[0]?.message ?? 'The request is not valid.') };
  };

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
