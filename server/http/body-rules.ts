import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from '../http-error';
import { ajvWithFormats } from '../replication/validation';

const options = { removeAdditional: false, useDefaults: true } as const;
// A body is JSON: a value of the wrong type is a mistake, never converted ({"title": 12345} is refused,
// as the replication push refuses it). Query strings, path parameters and headers are text and are
// converted to what their schema asks for.
const bodies = ajvWithFormats({ ...options, coerceTypes: false });
const text = ajvWithFormats({ ...options, coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodies : text).compile(schema);

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * The path of the first string in `value` that is not well-formed Unicode (a lone surrogate such as
 * "\ud800"), or null. Stored, such a string comes back as replacement characters and a different length.
 */
export function illFormedTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return wellFormed(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedTextAt(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      if (!wellFormed(key)) return where;
      const found = illFormedTextAt(item, where);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses a body holding ill-formed Unicode, on every route, before anything reads it. */
export async function refuseIllFormedText(request: { body: unknown }): Promise<void> {
  const at = request.body === undefined ? null : illFormedTextAt(request.body);
  if (at) throw new HttpError(400, 'bad_request', `Text must be valid Unicode: ${at} holds a lone surrogate`);
}
