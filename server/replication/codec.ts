import type { CollectionName } from '../../schemas/collections';
import { tombstoneOf } from '../../schemas/tombstone';
import { sqlBool, type Dialect } from '../db/database';
import type { SqlBool } from 'kysely';
import type { CollectionTables } from '../db/tables';
import type { Doc, Draft } from './collection-def';

type PropertySchema = { type?: string | readonly string[] };
type Kind = 'string' | 'number' | 'boolean' | 'json';

/** What the codec reads of a collection's JSON schema. */
export type CodecSchema = { properties: object; required?: readonly string[] | undefined };

export type Codec<N extends CollectionName> = {
  columns: string[];
  /** The row a document is stored as, with the stamp it is written with. */
  toRow: (doc: Draft<N> & { updatedAt: number }) => CollectionTables[N] & { id: string; updatedAt: number; _deleted: SqlBool };
  /** The document a row holds, as every read serves it: the one place SQL values become document values. */
  fromRow: (row: Record<string, unknown>) => Doc<N>;
  /** What a deleted document is served as (schemas/tombstone.ts): still a document of the schema. */
  tombstone: (doc: Doc<N>, syncField: string) => Doc<N>;
};

function kindOf(property: PropertySchema): Kind {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'boolean') return 'boolean';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'array' || type === 'object') return 'json';
  return 'string';
}

/**
 * Maps documents of a schema to table rows and back: lists as JSON text, booleans as 0/1 in SQLite.
 * Private columns (a member's email, say) are written when a document carries them and never read back
 * into documents, so they never leave the server through pull, stream or REST. Rows come from the
 * database, whose columns the migrations make from the same schema: a row read back is a document of it.
 */
export function createCodec<N extends CollectionName>(schema: CodecSchema, dialect: Dialect, privateColumns: string[] = []): Codec<N> {
  const properties = schema.properties as Record<string, PropertySchema>;
  const kinds = Object.entries(properties).map(([name, property]) => [name, kindOf(property)] as const);
  const encodeBool = sqlBool(dialect);
  return {
    columns: [...kinds.map(([name]) => name), '_deleted'],
    toRow(doc) {
      const fields: Record<string, unknown> = doc;
      const row: Record<string, unknown> = { _deleted: encodeBool(doc._deleted) };
      for (const name of privateColumns) if (fields[name] !== undefined) row[name] = fields[name];
      for (const [name, kind] of kinds) {
        const value = fields[name];
        if (value === undefined || value === null) row[name] = null;
        else if (kind === 'json') row[name] = JSON.stringify(value);
        else if (kind === 'boolean') row[name] = encodeBool(Boolean(value));
        else row[name] = value;
      }
      return row as CollectionTables[N] & { id: string; updatedAt: number; _deleted: SqlBool };
    },
    fromRow(row) {
      const doc: Record<string, unknown> = {};
      for (const [name, kind] of kinds) {
        const value = row[name];
        if (value === null || value === undefined) continue;
        if (kind === 'json') doc[name] = JSON.parse(String(value));
        else if (kind === 'boolean') doc[name] = Boolean(value);
        else if (kind === 'number') doc[name] = Number(value);
        else doc[name] = value;
      }
      return { ...doc, _deleted: Boolean(row._deleted) } as Doc<N>;
    },
    tombstone: (doc, syncField) => tombstoneOf({ properties, required: schema.required ?? [] }, doc, syncField) as Doc<N>,
  };
}
