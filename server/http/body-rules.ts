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

/** How deep a body may nest: the deepest the API takes is a push row's document's list (4 levels). */
export const BODY_DEPTH_MAX = 32;

/**
 * The path of the first string in `value` that is not well-formed Unicode (a lone surrogate such as
 * "\ud800"), or null. Stored, such a string comes back as replacement characters and a different length.
 * Walked with a stack of its own and at most BODY_DEPTH_MAX deep, so no body can overflow the call stack:
 * deeper nesting throws a 400 before anything else reads the body.
 */
export function illFormedTextAt(value: unknown): string | null {
  // Nearly every body is clean: it is walked once without naming paths, and named only when it is not.
  return wellFormedThroughout(value) ? null : firstIllFormedPath(value);
}

/** Whether every string and key in `value` is well-formed, at most BODY_DEPTH_MAX deep. */
function wellFormedThroughout(value: unknown): boolean {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const item = values.pop();
    const depth = depths.pop() ?? 0;
    if (typeof item === 'string') {
      if (!wellFormed(item)) return false;
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= BODY_DEPTH_MAX) return false;
    if (Array.isArray(item)) {
      for (const child of item) {
        values.push(child);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key of Object.keys(item)) {
      if (!wellFormed(key)) return false;
      values.push((item as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return true;
}

function firstIllFormedPath(value: unknown): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { path, depth } = item;
    if (typeof item.value === 'string') {
      if (!wellFormed(item.value)) return path || 'body';
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (depth >= BODY_DEPTH_MAX) throw new HttpError(400, 'bad_request', `The request nests more than ${BODY_DEPTH_MAX} levels deep`);
    // A key is text too, checked before its value: pushed after it, it is popped first.
    const children = Array.isArray(item.value)
      ? item.value.map((child, index) => [[`${path}[${index}]`, child]] as const)
      : Object.entries(item.value).map(([key, child]) => {
          const where = path ? `${path}.${key}` : key;
          return [[where, child], [where, key]] as const;
        });
    // Reversed onto the stack, so the first problem in document order is the one named.
    for (const pair of children.reverse()) {
      for (const [where, child] of pair) pending.push({ value: child, path: where, depth: depth + 1 });
    }
  }
  return null;
}

/** Refuses a body holding ill-formed Unicode, on every route, before anything reads it. */
export async function refuseIllFormedText(request: { body: unknown }): Promise<void> {
  const at = request.body === undefined ? null : illFormedTextAt(request.body);
  if (at) throw new HttpError(400, 'bad_request', `Text must be valid Unicode: ${at} holds a lone surrogate`);
}
