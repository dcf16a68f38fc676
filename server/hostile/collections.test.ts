import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_BATCH_MAX } from '../../schemas/api';
import { COLLECTION_NAMES } from '../../schemas/collections';
import { findCollection } from '../replication/collections';
import { openStream, pullAll } from '../test-support';
import { COLLECTION_CASES } from './collections';
import { LONE_SURROGATE, schemaAttacks } from './hostile-values';
import type { JsonSchema } from './routes';
import { call, changes, expectRefused, snapshot, startWorld, type SignedIn, type World } from './world';

let w: World;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.server.close());

const SIGNED_IN: SignedIn[] = ['member', 'other', 'champion', 'admin'];
const OTHERS = ['other', 'champion', 'admin'] as const;
const NAMES: string[] = COLLECTION_NAMES;
type Doc = Record<string, unknown> & { id: string; updatedAt: number };

const caseOf = (name: string) => {
  const found = COLLECTION_CASES[name];
  if (!found) throw new Error(`no case for the collection ${name}`);
  return found;
};
const pushPath = (name: string) => `/replication/${name}/push`;

/** The document as the server holds it, read through the member's own eyes. */
async function masterOf(name: string, id: string): Promise<Doc> {
  const found = await call(w.server, { method: 'GET', path: `/replication/${name}/docs?ids=${encodeURIComponent(id)}`, token: w.token.member });
  const [doc] = (found.body as { documents: Doc[] }).documents;
  if (!doc) throw new Error(`the member cannot read ${name} ${id}`);
  return doc;
}

describe('the collection table', () => {
  it('covers every synced collection of the registry, and nothing else', () => {
    expect(Object.keys(COLLECTION_CASES).sort()).toEqual([...NAMES].sort());
  });
});

describe.each(NAMES)('the %s collection', (name) => {
  const def = findCollection(name)!;

  it(`pulls for a guest ${def.publicRead ? 'as public data' : 'never: 401, and nothing written'}`, async () => {
    const request = { method: 'GET', path: `/replication/${name}/pull?limit=5` };
    if (def.publicRead) expect((await call(w.server, request)).status).toBe(200);
    else await expectRefused(w.server, request, 401);
  });

  it(`fetches documents by id for a guest ${def.publicRead ? 'as public data' : 'never'}`, async () => {
    const id = caseOf(name).memberDoc?.(w) ?? 'none';
    const request = { method: 'GET', path: `/replication/${name}/docs?ids=${encodeURIComponent(id)}` };
    if (def.publicRead) expect((await call(w.server, request)).status).toBe(200);
    else await expectRefused(w.server, request, 401);
  });

  it('refuses a push from a guest with 401, and writes nothing', async () => {
    await expectRefused(w.server, { method: 'POST', path: pushPath(name), body: [{ newDocumentState: caseOf(name).own(w, 'member') }] }, 401);
  });

  it.each(SIGNED_IN)('takes or refuses a new document of the %s in their own name as its rules say', async (role) => {
    const expected = caseOf(name).create[role];
    const request = { method: 'POST', path: pushPath(name), token: w.token[role], body: [{ newDocumentState: caseOf(name).own(w, role) }] };
    if (expected >= 400) await expectRefused(w.server, request, expected);
    else expect((await call(w.server, request)).status).toBe(expected);
  });

  const forged = caseOf(name).forged;
  if (forged) {
    it(`never lets another member push a new document naming the member as its ${forged.field}`, async () => {
      const doc = forged.make(w);
      const request = { method: 'POST', path: pushPath(name), token: w.token.other, body: [{ newDocumentState: doc }] };
      if (forged.outcome === 403) {
        await expectRefused(w.server, request, 403);
        return;
      }
      expect(await call(w.server, request)).toMatchObject({ status: 200, body: [] });
      expect((await masterOfAs(name, doc.id, 'other'))[forged.field]).toBe(w.id.other);
    });
  }

  const change = caseOf(name).change;
  if (change) {
    it.each(OTHERS)("answers the %s's push changing the member's document by its rules, and a refused one writes nothing", async (role) => {
      const id = caseOf(name).memberDoc!(w);
      const master = await masterOf(name, id);
      const outcome = change[role];
      const request = { method: 'POST', path: pushPath(name), token: w.token[role], body: [{ newDocumentState: { ...master, ...change.fields, [def.syncField]: 'pending' }, assumedMasterState: master }] };
      if (outcome === 403) {
        await expectRefused(w.server, request, 403);
        return;
      }
      const before = await snapshot(w.server);
      const answer = await call(w.server, request);
      expect(answer.status).toBe(200);
      if (outcome === 'conflict') {
        expect((answer.body as Doc[]).map((doc) => doc.id)).toEqual([id]);
        expect(changes(before, await snapshot(w.server))).toEqual({});
      } else {
        expect(answer.body).toEqual([]);
      }
    });
  }

  if (caseOf(name).private) {
    it('S5: never shows the member’s document to anyone else, by pull or by id', async () => {
      const id = caseOf(name).memberDoc!(w);
      expect((await pullAll(w.server, name, w.token.member)).map((doc) => doc.id)).toContain(id);
      for (const role of OTHERS) {
        expect((await pullAll(w.server, name, w.token[role])).map((doc) => doc.id), role).not.toContain(id);
        const byId = await call(w.server, { method: 'GET', path: `/replication/${name}/docs?ids=${encodeURIComponent(id)}`, token: w.token[role] });
        expect(byId).toMatchObject({ status: 200, body: { documents: [] } });
      }
    });
  }

  describe('hostile documents in a push', () => {
    const schema = def.schema as unknown as JsonSchema;
    const valid = () => caseOf(name).own(w, 'member');
    // The server stamps updatedAt, and fills the fields it owns: a document may leave them out.
    const owned = new Set(['updatedAt', ...(def.serverOwned ?? [])]);
    const attacks = () => schemaAttacks({ ...schema, required: (schema.required ?? []).filter((field) => !owned.has(field)) }, valid());
    const count = schemaAttacks(schema, {}).length;

    it(`refuses each of the ${count}-odd malformed documents with 400 and {error, message}, and writes nothing`, async () => {
      for (const attack of attacks()) {
        const request = { method: 'POST', path: pushPath(name), token: w.token.member, body: [{ newDocumentState: attack.body }] };
        await expectRefused(w.server, request, 400).catch((error: Error) => {
          throw new Error(`${attack.name}: ${error.message}`);
        });
      }
    });

    it('refuses ill-formed Unicode deep in a document, an assumed state of another document, and too many rows', async () => {
      const doc = valid();
      const bodies: unknown[] = [
        [{ newDocumentState: { ...doc, id: `${doc.id.slice(0, 30)}${LONE_SURROGATE.slice(7, 8)}` } }],
        [{ newDocumentState: doc, assumedMasterState: { ...doc, id: 'another-document' } }],
        [{ newDocumentState: doc, assumedMasterState: 'the master' }],
        [{ newDocumentState: doc, extra: true }],
        Array.from({ length: PUSH_BATCH_MAX + 1 }, () => ({ newDocumentState: doc })),
      ];
      for (const body of bodies) await expectRefused(w.server, { method: 'POST', path: pushPath(name), token: w.token.member, body }, 400);
    });
  });
});

async function masterOfAs(name: string, id: string, role: SignedIn): Promise<Doc> {
  const found = await call(w.server, { method: 'GET', path: `/replication/${name}/docs?ids=${encodeURIComponent(id)}`, token: w.token[role] });
  const [doc] = (found.body as { documents: Doc[] }).documents;
  if (!doc) throw new Error(`${role} cannot read ${name} ${id}`);
  return doc;
}

describe('the live stream', () => {
  it("brings each change of the member's private documents to the member alone, and guests only public collections", async () => {
    const streams = {
      guest: await openStream(w.server),
      member: await openStream(w.server, w.token.member),
      other: await openStream(w.server, w.token.other),
      champion: await openStream(w.server, w.token.champion),
      admin: await openStream(w.server, w.token.admin),
    };
    try {
      const privateIds = new Set<string>();
      for (const name of NAMES.filter((collection) => caseOf(collection).private)) {
        // A change of the member's own document, or a new one where documents never change.
        const { ownChange, memberDoc, own } = caseOf(name);
        if (ownChange && memberDoc) {
          const master = await masterOf(name, memberDoc(w));
          const next = { ...master, ...ownChange(master), [findCollection(name)!.syncField]: 'pending' };
          expect(await call(w.server, { method: 'POST', path: pushPath(name), token: w.token.member, body: [{ newDocumentState: next, assumedMasterState: master }] })).toMatchObject({ status: 200, body: [] });
          privateIds.add(master.id);
        } else {
          const made = own(w, 'member');
          expect(await call(w.server, { method: 'POST', path: pushPath(name), token: w.token.member, body: [{ newDocumentState: made }] })).toMatchObject({ status: 200, body: [] });
          privateIds.add(made.id);
        }
      }
      // A public change after them: once every stream has it, each has had every frame before it.
      const event = await call(w.server, { method: 'PUT', path: `/events/${w.fixtures.event.id}`, token: w.token.member, body: { location: 'Hall B' } });
      expect(event.status).toBe(200);
      const barrier = (frame: { collection: string; documents: { id: string; location?: unknown }[] }) =>
        frame.collection === 'events' && frame.documents.some((doc) => doc.id === w.fixtures.event.id && doc.location === 'Hall B');
      for (const stream of Object.values(streams)) await stream.waitFor(barrier);

      const seen = (role: keyof typeof streams) => new Set(streams[role].frames.flatMap((frame) => frame.documents.map((doc) => doc.id)));
      expect([...privateIds].filter((id) => !seen('member').has(id))).toEqual([]);
      for (const role of ['guest', ...OTHERS] as const) expect([...privateIds].filter((id) => seen(role).has(id)), role).toEqual([]);
      const publicNames = NAMES.filter((collection) => findCollection(collection)!.publicRead);
      expect(streams.guest.frames.filter((frame) => !publicNames.includes(frame.collection))).toEqual([]);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });

  it('shows no member’s email or sign-in id in a pulled profile', async () => {
    for (const role of SIGNED_IN) {
      for (const profile of await pullAll(w.server, 'users', w.token[role])) {
        expect(Object.keys(profile)).not.toContain('email');
        expect(Object.keys(profile)).not.toContain('auth_id');
      }
    }
  });
});
