import type { JsonSchema } from './routes';

/** Strings that mean something to a database, a shell, a template or a browser, and must mean nothing here. */
export const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "\" OR \"\"=\"",
  "') UNION SELECT auth_id, email FROM users --",
  '../../../../etc/passwd',
  '<script>alert(document.cookie)</script>',
  '{{constructor.constructor("return process")()}}',
  '${process.env}',
  '$(rm -rf /)',
  '__proto__',
  '%00%27',
  '\u202eevil\u202c',
] as const;

/** A string of UTF-16 code units that is not Unicode: a high surrogate with no low one after it. */
export const LONE_SURROGATE = 'before \ud800 after';

/** Just over the API's body limit (5 MiB). */
export const OVERSIZED_BODY = JSON.stringify({ title: 'x'.repeat(5 * 1024 * 1024 + 16) });

export type Hostile = { name: string; status: number; body?: unknown; rawBody?: string; contentType?: string };

const ownTypes = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);
/** The types a field takes, a union's (anyOf: a string or null) as one list. */
const typesOf = (schema: JsonSchema): string[] => [...ownTypes(schema), ...(schema.anyOf ?? []).flatMap(ownTypes)];
/** A union's branches folded into one field, so its string branch's limits are attacked too. */
const folded = (schema: JsonSchema): JsonSchema => (schema.anyOf ? { ...Object.assign({}, ...schema.anyOf), ...schema, type: typesOf(schema) } : schema);

/** A value of a type the schema does not take. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return 12345;
  if (types.includes('number') || types.includes('integer')) return '12';
  if (types.includes('boolean')) return 'false';
  if (types.includes('array')) return 'not a list';
  if (types.includes('object')) return ['not', 'an', 'object'];
  return undefined;
}

/** Values a field must refuse: its type, its limits, its choices. */
function badValuesFor(field: JsonSchema): [string, unknown][] {
  const schema = folded(field);
  const out: [string, unknown][] = [];
  const wrong = wrongTypeFor(schema);
  if (wrong !== undefined) out.push(['a value of the wrong type', wrong]);
  const types = typesOf(schema);
  if (types.includes('string')) {
    // A huge string where a field has no limit of its own: the collection's schema or the body limit refuse it.
    out.push(schema.maxLength !== undefined ? [`${schema.maxLength + 1} characters`, 'x'.repeat(schema.maxLength + 1)] : ['a million characters', 'x'.repeat(1_000_000)]);
    if (schema.enum) out.push(['a value outside its choices', 'not-a-choice']);
    if (schema.format === 'date-time' || schema.format === 'email') out.push([`text that is no ${schema.format}`, 'yesterday at noon']);
  }
  if (types.includes('number') || types.includes('integer')) {
    if (schema.minimum !== undefined) out.push(['a number below its minimum', schema.minimum - 1]);
    if (schema.maximum !== undefined) out.push(['a number above its maximum', schema.maximum * 10 + 1]);
    if (types.includes('integer')) out.push(['a fraction', 1.5]);
  }
  if (types.includes('array') && schema.items) {
    if (schema.maxItems !== undefined) out.push([`${schema.maxItems + 1} items`, Array.from({ length: schema.maxItems + 1 }, (_v, i) => `item-${i}`)]);
    const item = wrongTypeFor(schema.items);
    if (item !== undefined) out.push(['an item of the wrong type', [item]]);
  }
  return out;
}

/** The object branch of a schema (a body may also allow null). */
export function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (ownTypes(schema).includes('object')) return schema;
  return schema.anyOf?.find((branch) => ownTypes(branch).includes('object'));
}

const setAt = (base: unknown, path: string[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object = (base && typeof base === 'object' && !Array.isArray(base) ? base : {}) as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head], rest, value) };
};

const withoutAt = (base: unknown, path: string[]): unknown => {
  const [head, ...rest] = path as [string, ...string[]];
  const object = { ...(base as Record<string, unknown>) };
  if (rest.length === 0) delete object[head];
  else object[head] = withoutAt(object[head], rest);
  return object;
};

/** Hostile bodies made from a body schema and a valid body: each field wrong in each way, unknown and missing fields. */
export function schemaAttacks(schema: JsonSchema, valid: unknown, path: string[] = []): Hostile[] {
  const object = objectSchemaOf(schema);
  const out: Hostile[] = [];
  if (!object?.properties) return out;
  const where = (name: string) => [...path, name].join('.');
  for (const [name, field] of Object.entries(object.properties)) {
    for (const [what, value] of badValuesFor(field)) out.push({ name: `${where(name)} as ${what}`, status: 400, body: setAt(valid, [...path, name], value) });
    const nested = objectSchemaOf(field);
    if (nested?.properties) {
      const inner = (valid as Record<string, unknown> | undefined)?.[name];
      out.push(...schemaAttacks(field, setAt(valid, [...path, name], inner ?? {}), [...path, name]));
    }
  }
  for (const name of object.required ?? []) out.push({ name: `${where(name)} left out`, status: 400, body: withoutAt(valid, [...path, name]) });
  if (object.additionalProperties === false) out.push({ name: `an unknown field beside ${path.join('.') || 'the fields'}`, status: 400, body: setAt(valid, [...path, 'is_admin'], true) });
  return out;
}

/** Bodies any route that reads a body refuses before it looks at them. */
export function bodyAttacks(valid: unknown): Hostile[] {
  const json = JSON.stringify(valid ?? {});
  const inside = (extra: string) => (json.startsWith('{') && json !== '{}' ? `{${extra},${json.slice(1)}` : `{${extra}}`);
  return [
    { name: 'malformed JSON', status: 400, rawBody: '{"title": "unfinished' },
    { name: 'an empty body said to be JSON', status: 400, rawBody: '' },
    { name: 'a body of another media type', status: 415, rawBody: '<title>x</title>', contentType: 'application/xml' },
    { name: 'a body over the size limit', status: 413, rawBody: OVERSIZED_BODY },
    { name: 'a __proto__ key', status: 400, rawBody: inside('"__proto__": {"role": "admin"}') },
    { name: 'a constructor.prototype key', status: 400, rawBody: inside('"constructor": {"prototype": {"role": "admin"}}') },
    { name: 'ill-formed Unicode in a value', status: 400, rawBody: inside(`"zz": ${JSON.stringify(LONE_SURROGATE)}`) },
    { name: 'ill-formed Unicode in a key', status: 400, rawBody: inside(`${JSON.stringify(LONE_SURROGATE)}: 1`) },
  ];
}

/** Bodies of the wrong JSON type altogether, for a route that takes an object. */
export const NOT_OBJECTS: Hostile[] = [
  { name: 'a list instead of an object', status: 400, body: [] },
  { name: 'a string instead of an object', status: 400, body: 'title' },
  { name: 'a number instead of an object', status: 400, body: 42 },
];

/** Query parameters a query schema refuses, one parameter at a time. */
export function queryAttacks(schema: JsonSchema | undefined, valid: Record<string, string>): { name: string; query: Record<string, string> }[] {
  if (!schema?.properties) return [];
  const out: { name: string; query: Record<string, string> }[] = [];
  for (const [name, field] of Object.entries(schema.properties)) {
    const types = typesOf(field);
    const bad: [string, string][] = [];
    if (types.includes('integer') || types.includes('number')) {
      bad.push(['text', 'abc']);
      if (field.minimum !== undefined) bad.push(['below its minimum', String(field.minimum - 1)]);
      if (field.maximum !== undefined) bad.push(['above its maximum', String(field.maximum * 10 + 1)]);
    }
    if (types.includes('integer')) bad.push(['a fraction', '1.5']);
    if (types.includes('boolean')) bad.push(['neither true nor false', 'maybe']);
    if (types.includes('string')) {
      if (field.enum) bad.push(['outside its choices', "latest' OR '1'='1"]);
      if (field.maxLength !== undefined) bad.push(['too long', 'x'.repeat(field.maxLength + 1)]);
      if (field.minLength) bad.push(['empty', '']);
    }
    for (const [what, value] of bad) out.push({ name: `${name} ${what}`, query: { ...valid, [name]: value } });
  }
  if (schema.additionalProperties === false) out.push({ name: 'an unknown parameter', query: { ...valid, is_admin: 'true' } });
  return out;
}
