import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { badInput } from '../common/app-error';
import { isRowIdText } from '../common/row-id';

/**
 * JSON Schema pieces for REST bodies and query strings. Schemas check shapes (types, known
 * values, required fields); the services keep the rules GraphQL shares (lengths, links, prices).
 */
export const text = { type: 'string' } as const;
export const textOrNull = { type: ['string', 'null'] } as const;

/** One of the listed strings. */
export const oneOf = (values: readonly string[]) =>
  ({ type: 'string', enum: [...values] }) as const;

/**
 * The schema of a body or query string the route never reads: anything sent passes, unread.
 * Declared so that each route says what it reads (declared-schemas.int-spec.ts).
 */
export const unread = {} as const;

/** A query parameter taken once or repeated (the reader keeps the first value): never refused. */
export const repeatableText = { type: ['string', 'array'], items: text } as const;

/** A query parameter that is empty (meaning "the default") or a number such as 400 or 0.5. */
export const numberText = { type: 'string', format: 'decimal' } as const;
/** A query parameter that is empty or a whole number of at most three digits. */
export const countText = { type: 'string', format: 'count' } as const;

/** The formats above, as Fastify's Ajv is given them, each with what its message says. */
export const INPUT_FORMATS = {
  decimal: /^(-?\d+(\.\d+)?)?$/,
  count: /^(\d{1,3})?$/,
  id: isRowIdText,
};
const FORMAT_WORDS: Record<string, string> = {
  id: 'a positive whole number',
  decimal: 'a number',
  count: 'a whole number',
};

export function objectOf(
  properties: Record<string, object>,
  required: readonly string[] = [],
): object {
  return { type: 'object', properties, required: [...required] };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

/** The values a client may name; '' and null, which mean "the default", go unsaid. */
function listed(allowed: readonly unknown[]): string {
  const values = allowed.filter((value) => value !== '' && value !== null).map(String);
  return values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(', ')}`;
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((name) => TYPE_WORDS[String(name)] ?? String(name)).join(' or ');
}

/** The field an error is about: `title` for /title, `images[2]` for /images/2. */
function fieldName(instancePath: string): string {
  return instancePath
    .slice(1)
    .split('/')
    .map((segment, index) => (index > 0 && /^\d+$/.test(segment) ? `[${segment}]` : segment))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** One clear sentence for a mismatch, such as "sort must be one of newest, oldest, popular". */
function describe(error: FastifySchemaValidationError, field: string, part: string): string {
  const params = error.params;
  const subject = field || PART_NAMES[part] || part;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      // A query value is text unless the parameter was repeated.
      if (part === 'querystring') return `${subject} must be given once`;
      return field
        ? `${subject} must be ${typeWords(params.type)}`
        : `${subject} must be a JSON ${typeWords(params.type).replace(/^an? /, '')}`;
    case 'enum':
      return `${subject} must be ${listed(params.allowedValues as unknown[])}`;
    case 'format':
      return `${subject} must be ${FORMAT_WORDS[String(params.format)] ?? String(params.format)}`;
    default:
      return `${subject} ${error.message ?? 'is not valid'}`;
  }
}

/**
 * Fastify's schemaErrorFormatter: the first mismatch as a 400 `{message, field}`, `field` naming
 * the input a form should mark, as the services' own refusals do.
 */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], part: string): Error {
  const [error] = errors;
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : fieldName(error.instancePath);
  return badInput(describe(error, field, part), field ? { field } : undefined);
}
