import { describe, expect, it } from 'vitest';
import { collectionSpecs, COLLECTION_POLICY, type CollectionName } from './collections';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { tombstoneOf } from './tombstone';

const SPECS = collectionSpecs();

describe('a tombstone', () => {
  it('keeps the id, the stamp and the deleted flag, and none of what a person wrote', () => {
    const question = { id: 'q1', title: 'My secret plan', description: 'Details only I should know', event_id: 'e1', author_id: 'u1', updatedAt: 42, _deleted: true };
    const tombstone = tombstoneOf(SPECS.questions.schema as never, question, 'sync_state');
    expect(tombstone).toMatchObject({ id: 'q1', updatedAt: 42, _deleted: true, sync_state: 'sent' });
    const said = JSON.stringify(tombstone);
    for (const words of ['secret', 'Details', 'e1', 'u1']) expect(said).not.toContain(words);
    expect(tombstone).not.toHaveProperty('description');
  });

  it.each(Object.keys(SPECS) as CollectionName[])('of the %s collection still fits its schema, so a device can store it', (name) => {
    const { indexes: _indexes, primaryKey: _key, version: _version, ...schema } = SPECS[name].schema as unknown as Record<string, unknown> & { properties: Record<string, unknown> };
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile({ ...schema, properties: { ...schema.properties, _deleted: { type: 'boolean' } } });
    const tombstone = tombstoneOf(schema as never, { id: 'x1', updatedAt: 7 }, COLLECTION_POLICY[name].syncField);
    expect(validate(tombstone), JSON.stringify(validate.errors)).toBe(true);
  });
});
