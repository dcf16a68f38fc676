import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { RxJsonSchema } from 'rxdb';
import type { CollectionName } from '../../schemas/collections';

// ajv-formats ships CommonJS; its default export sits one level down under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** An Ajv that knows the JSON schema formats (date-time, email, …), for every validator of the server. */
export const ajvWithFormats = (options: Options = {}) => addFormats(new Ajv({ allErrors: false, strict: false, ...options }));

const ajv = ajvWithFormats();

const RXDB_ONLY_KEYS = ['version', 'primaryKey', 'indexes', 'encrypted', 'keyCompression', 'attachments', 'title'];

/**
 * The problem with a document from outside, or null when it is a document of collection N's schema
 * (`N` names what a null answer vouches for).
 */
export type DocValidator<N extends CollectionName = CollectionName> = ((doc: unknown) => string | null) & { readonly collection?: N };

/**
 * Validates incoming documents against the same schema the client collections are built from.
 * The server stamps updatedAt itself, so a client need not send it.
 */
export function createDocValidator(schema: RxJsonSchema<unknown>, serverOwned: string[] = ['updatedAt']): DocValidator {
  const plain: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  for (const key of RXDB_ONLY_KEYS) delete plain[key];
  const properties = { ...(plain.properties as Record<string, unknown>), _deleted: { type: 'boolean' } };
  const required = ((plain.required as string[] | undefined) ?? []).filter((name) => !serverOwned.includes(name));
  const validate: ValidateFunction = ajv.compile({ ...plain, properties, required, additionalProperties: false });
  return (doc) => (validate(doc) ? null : describe(validate.errors?.[0]));
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'invalid document';
  const where = error.instancePath ? error.instancePath.slice(1).replaceAll('/', '.') : 'document';
  if (error.keyword === 'additionalProperties') {
    return `${where} has an unknown field '${String(error.params.additionalProperty)}'`;
  }
  if (error.keyword === 'required') return `${where} is missing '${String(error.params.missingProperty)}'`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/**
 * A collection's check of a written document, for REST as the push runs it: the rules a person can break
 * first, in their form's words (schemas/*-rules.ts), then the schema. A deletion has no form to check.
 */
export function createWriteValidator<N extends CollectionName>(def: {
  name: N;
  schema: RxJsonSchema<unknown>;
  serverOwned?: readonly string[] | undefined;
  formProblem?(doc: Record<string, unknown>): string | null;
}): DocValidator<N> {
  const schema = createDocValidator(def.schema, ['updatedAt', ...(def.serverOwned ?? [])]);
  return (doc) => {
    const fields = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : undefined;
    // A deletion has no form to check; what is no object is the schema's to refuse.
    const formProblem = fields && fields._deleted !== true ? def.formProblem?.(fields) : null;
    return formProblem ?? schema(doc);
  };
}
