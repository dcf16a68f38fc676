import { createRxDatabase } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { questionSchemaForStorageTests, testQuestion } from '../schemas/question.testing';
import { documentData } from './document-data';

const opened: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

describe('documentData', () => {
  it("gives a document's stored data, the same object on every read, equal to its JSON", async () => {
    const db = await createRxDatabase({ name: `data-${Math.random().toString(36).slice(2)}`, storage: getRxStorageMemory() });
    opened.push(db);
    const { questions } = await db.addCollections({ questions: { schema: questionSchemaForStorageTests } });
    const question = testQuestion(1);
    const doc = await questions.insert(question);
    const data = documentData<typeof question>(doc);
    expect(data).toMatchObject(doc.toJSON());
    expect(data.title).toBe(question.title);
    expect(documentData(await questions.findOne(question.id).exec())).toBe(data);
  });
});
