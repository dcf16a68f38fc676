import { describe, expect, it } from 'vitest';
import {
  INVALID_INPUT,
  assertCacheInput,
  isStale,
  messagesOverRoomLimit,
  oldestQuarter,
  queueDecision,
  roomsOverLimit,
  type CachedMessage,
} from './chat-cache-rules';

const message = (n: number, status = 'sent', room = 'r1'): CachedMessage => ({
  id: `m${String(n).padStart(5, '0')}`,
  room_id: room,
  status,
  timestamp: n,
  cached_at: 10_000 - n,
});

// A small deterministic generator, so property runs repeat exactly.
function random(seed: number) {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe('keeping a room at 1000 messages', () => {
  it('drops nothing at or under the limit', () => {
    expect(messagesOverRoomLimit(Array.from({ length: 1000 }, (_, i) => message(i)))).toEqual([]);
  });

  it('drops the oldest synced messages beyond the limit', () => {
    const messages = Array.from({ length: 1003 }, (_, i) => message(i));
    expect(messagesOverRoomLimit(messages)).toEqual(['m00000', 'm00001', 'm00002']);
  });

  it('never drops an unsent or failed message, whatever the mix (property)', () => {
    const next = random(42);
    for (let run = 0; run < 200; run++) {
      const size = Math.floor(next() * 60);
      const messages = Array.from({ length: size }, (_, i) => message(i, next() < 0.3 ? (next() < 0.5 ? 'pending' : 'failed') : 'sent'));
      const limit = Math.floor(next() * 40);
      const dropped = new Set(messagesOverRoomLimit(messages, limit));
      const kept = messages.filter((m) => !dropped.has(m.id));
      expect(messages.filter((m) => m.status !== 'sent').every((m) => !dropped.has(m.id))).toBe(true);
      const synced = messages.filter((m) => m.status === 'sent').length;
      expect(kept.length).toBe(Math.min(messages.length, Math.max(limit, messages.length - synced)));
      // Whatever is dropped is older than every synced message kept.
      const newestDropped = Math.max(-1, ...messages.filter((m) => dropped.has(m.id)).map((m) => m.timestamp));
      expect(kept.filter((m) => m.status === 'sent').every((m) => m.timestamp > newestDropped)).toBe(true);
    }
  });
});

describe('keeping 50 rooms', () => {
  it('evicts the least recently opened rooms beyond 50', () => {
    const rooms = Array.from({ length: 52 }, (_, i) => ({ room_id: `room-${i}`, last_opened: 1000 - i }));
    expect(roomsOverLimit(rooms)).toEqual(['room-51', 'room-50']);
    expect(roomsOverLimit(rooms.slice(0, 50))).toEqual([]);
  });
});

describe('the storage quota rule', () => {
  it('clears the oldest quarter of synced entries, rounding up, and no unsent one', () => {
    const messages = [...Array.from({ length: 8 }, (_, i) => message(i)), message(100, 'pending')];
    const cleared = oldestQuarter(messages);
    expect(cleared).toEqual(['m00007', 'm00006']);
    expect(cleared).not.toContain('m00100');
    expect(oldestQuarter([message(1)])).toEqual(['m00001']);
    expect(oldestQuarter([message(1, 'pending')])).toEqual([]);
  });
});

describe('the offline queue of 100', () => {
  const queued = Array.from({ length: 100 }, (_, i) => ({ id: `q${i}`, timestamp: 500 + i }));

  it('ignores a duplicate id', () => {
    expect(queueDecision(queued, 'q7')).toEqual({ duplicate: true });
  });

  it('drops the oldest when it holds 100', () => {
    expect(queueDecision(queued, 'new')).toEqual({ duplicate: false, drop: 'q0' });
  });

  it('drops nothing below 100', () => {
    expect(queueDecision(queued.slice(1), 'new')).toEqual({ duplicate: false, drop: null });
  });
});

describe('staleness and input', () => {
  it('is stale just after 5 minutes', () => {
    expect(isStale({ last_fetched: 0 }, 300_000)).toBe(false);
    expect(isStale({ last_fetched: 0 }, 300_001)).toBe(true);
  });

  it.each([[undefined, []], ['', []], ['  ', []], ['room', undefined], ['room', 'messages'], [5, []]])(
    'refuses room %j with messages %j',
    (roomId, messages) => {
      expect(() => assertCacheInput(roomId, messages)).toThrow(INVALID_INPUT);
    },
  );

  it('accepts a room id and an array', () => {
    expect(() => assertCacheInput('room', [])).not.toThrow();
  });
});
