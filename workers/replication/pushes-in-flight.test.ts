import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { PushesInFlight } from './pushes-in-flight';

const later = <T = void>() => {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

const settledWithin = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('PushesInFlight', () => {
  it('holds a pulled copy of a document being pushed until the answer for each pushed document is recorded', async () => {
    const records = new Subject<string[]>();
    const inFlight = new PushesInFlight(() => records);
    const push = later();
    void inFlight.track(['a', 'b'], push.promise);

    const waiting = inFlight.before(['b']);
    expect(await settledWithin(waiting, 20)).toBe(false);
    push.resolve();
    records.next(['a']);
    expect(await settledWithin(waiting, 20)).toBe(false);
    records.next(['c', 'b']);
    expect(await settledWithin(waiting, 20)).toBe(true);
  });

  it('does not wait for later pushes of other documents', async () => {
    const records = new Subject<string[]>();
    const inFlight = new PushesInFlight(() => records);
    void inFlight.track(['a'], Promise.resolve());
    void inFlight.track(['b'], new Promise(() => {}));
    const waiting = inFlight.before(['a']);
    records.next(['a']);
    expect(await settledWithin(waiting, 20)).toBe(true);
  });

  it('tells whether a push of any of some documents waits for its answer to be recorded', async () => {
    const records = new Subject<string[]>();
    const inFlight = new PushesInFlight(() => records);
    const push = later();
    void inFlight.track(['a', 'b'], push.promise);
    expect(inFlight.holds(['c', 'b'])).toBe(true);
    expect(inFlight.holds(['c'])).toBe(false);
    push.resolve();
    records.next(['a', 'b']);
    await inFlight.before(['a']);
    expect(inFlight.holds(['a', 'b'])).toBe(false);
  });

  it('lets copies of other documents through at once', async () => {
    const inFlight = new PushesInFlight(() => new Subject<string[]>());
    void inFlight.track(['a'], new Promise(() => {}));
    expect(await settledWithin(inFlight.before(['c']), 20)).toBe(true);
  });

  it('lets copies through at once when the push got no answer, which records nothing', async () => {
    const inFlight = new PushesInFlight(() => new Subject<string[]>());
    const push = later();
    inFlight.track(['a'], push.promise).catch(() => {});
    push.reject(new Error('offline'));
    expect(await settledWithin(inFlight.before(['a']), 20)).toBe(true);
  });

  it('holds a copy no longer than its limit, then forgets the push', async () => {
    const inFlight = new PushesInFlight(() => new Subject<string[]>(), 50);
    void inFlight.track(['a'], Promise.resolve());
    const waiting = inFlight.before(['a']);
    expect(await settledWithin(waiting, 10)).toBe(false);
    expect(await settledWithin(waiting, 200)).toBe(true);
    expect(await settledWithin(inFlight.before(['a']), 5)).toBe(true);
  });

  it('returns the push itself, its answer or its error unchanged', async () => {
    const inFlight = new PushesInFlight(() => new Subject<string[]>(), 10);
    await expect(inFlight.track(['a'], Promise.resolve(['conflict']))).resolves.toEqual(['conflict']);
    await expect(inFlight.track(['a'], Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('keeps a stream in order: every item after a frame held for a push waits behind it, a resync too', async () => {
    const records = new Subject<string[]>();
    const inFlight = new PushesInFlight(() => records);
    const stream = new Subject<string>();
    const seen: string[] = [];
    inFlight.inOrder(stream, (item) => (item === 'RESYNC' ? [] : [item])).subscribe((item) => seen.push(item));

    stream.next('x');
    void inFlight.track(['a'], Promise.resolve());
    stream.next('a');
    stream.next('b');
    stream.next('RESYNC');
    await settledWithin(new Promise(() => {}), 20);
    expect(seen).toEqual(['x']);

    records.next(['a']);
    await vi.waitFor(() => expect(seen).toEqual(['x', 'a', 'b', 'RESYNC']));
    stream.next('c');
    expect(seen).toEqual(['x', 'a', 'b', 'RESYNC', 'c']);
  });
});
