import { describe, expect, it } from 'vitest';
import { localWins, sameDocument } from './collections';

const master = { id: 'i1', active: true, sync_state: 'sent', updatedAt: 20 };

describe('conflict rules', () => {
  it("the member's toggle wins over the server's older state", async () => {
    const resolved = await localWins<typeof master>().resolve(
      { newDocumentState: { ...master, active: false, sync_state: 'pending', updatedAt: 10, _deleted: false }, realMasterState: { ...master, _deleted: false } },
      'test',
    );
    expect(resolved).toMatchObject({ active: false, sync_state: 'pending', updatedAt: 20 });
  });

  it('a replayed write the server already holds takes the acknowledged state', async () => {
    const resolved = await localWins<typeof master>().resolve(
      { newDocumentState: { ...master, sync_state: 'pending', updatedAt: 10, _deleted: false }, realMasterState: { ...master, _deleted: false } },
      'test',
    );
    expect(resolved).toMatchObject({ sync_state: 'sent', updatedAt: 20 });
  });

  it('two states are the same but for the stamp, never but for the sync state', () => {
    expect(sameDocument({ ...master, updatedAt: 1 }, master)).toBe(true);
    expect(sameDocument({ ...master, sync_state: 'pending' }, master)).toBe(false);
  });
});
