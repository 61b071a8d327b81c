import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';
import { schemaErrorFormatter } from './input-schema';

/** A path segment that names a row by its positive id (a signed 32-bit column). */
export const idSegment = { type: 'string', format: 'id' } as const;

/** A path segment of up to `maxLength` characters, such as a token or a file name. */
export const textSegment = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The params schema of a path with the given named segments, all required. */
export function pathParams(segments: Record<string, object>): object {
  return {
    type: 'object',
    properties: segments,
    required: Object.keys(segments),
    additionalProperties: false,
  };
}

/**
 * A route-level schemaErrorFormatter: a path that names nothing the route could serve answers
 * the route's own refusal (an unknown row's 404, say), other parts the usual 400.
 */
export function refuseBadPathWith(refusal: () => Error) {
  return (errors: FastifySchemaValidationError[], part: SchemaErrorDataVar): Error =>
    part === 'params' ? refusal() : schemaErrorFormatter(errors, part);
}
