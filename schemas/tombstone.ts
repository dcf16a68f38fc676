/** A JSON schema property, as far as a blank value of it needs. */
type Property = { type?: string | readonly string[]; enum?: readonly unknown[]; format?: string; minLength?: number; minimum?: number; minItems?: number; items?: Property };
type ObjectSchema = { properties: Record<string, Property>; required?: readonly string[] };

const EPOCH = new Date(0).toISOString();

/** The emptiest value a property's schema accepts: no one wrote it. */
function blankOf(property: Property | undefined): unknown {
  if (!property) return null;
  if (property.enum) return property.enum[0];
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'string':
      return property.format === 'date-time' ? EPOCH : '-'.repeat(property.minLength ?? 0);
    case 'number':
    case 'integer':
      return property.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: property.minItems ?? 0 }, () => blankOf(property.items));
    case 'object':
      return {};
    default:
      return null;
  }
}

/**
 * What a deleted document is served as, to everyone: its id, the deleted flag, the server's stamp and
 * the sync state that acknowledges it, and for every other field the schema requires a blank value
 * (so the document still fits its schema on a device) in place of anything a person wrote.
 */
export function tombstoneOf<T extends { id: string; updatedAt?: unknown }>(schema: ObjectSchema, doc: T, syncField: string): Record<string, unknown> {
  const kept: Record<string, unknown> = { id: doc.id, updatedAt: doc.updatedAt, [syncField]: 'sent', _deleted: true };
  for (const key of schema.required ?? []) if (!(key in kept)) kept[key] = blankOf(schema.properties[key]);
  return kept;
}
