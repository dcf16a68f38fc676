import { sqlBool, type Dialect } from '../db/database';

type PropertySchema = { type?: string | readonly string[] };
type Kind = 'string' | 'number' | 'boolean' | 'json';

export type Codec = {
  columns: string[];
  toRow: (doc: Record<string, unknown>, deleted: boolean) => Record<string, unknown>;
  fromRow: (row: Record<string, unknown>) => Record<string, unknown> & { _deleted: boolean };
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
 * into documents, so they never leave the server through pull, stream or REST.
 */
export function createCodec(properties: Record<string, PropertySchema>, dialect: Dialect, privateColumns: string[] = []): Codec {
  const kinds = Object.entries(properties).map(([name, property]) => [name, kindOf(property)] as const);
  const encodeBool = sqlBool(dialect);
  return {
    columns: [...kinds.map(([name]) => name), '_deleted'],
    toRow(doc, deleted) {
      const row: Record<string, unknown> = { _deleted: encodeBool(deleted) };
      for (const name of privateColumns) if (doc[name] !== undefined) row[name] = doc[name];
      for (const [name, kind] of kinds) {
        const value = doc[name];
        if (value === undefined || value === null) row[name] = null;
        else if (kind === 'json') row[name] = JSON.stringify(value);
        else if (kind === 'boolean') row[name] = encodeBool(Boolean(value));
        else row[name] = value;
      }
      return row;
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
      return { ...doc, _deleted: Boolean(row._deleted) };
    },
  };
}
