import { Observable } from 'rxjs';

type Push = { ids: ReadonlySet<string>; recorded: Promise<void> };

/**
 * The documents of the pushes under way, until the replication has recorded the server's answer.
 *
 * The server stores an accepted write as 'sent' and its copy comes back to this device. RxDB holds
 * the stream's events while a push runs, but not the pages of a pull that was already under way: when
 * such a page brings the server's copy before the replication has recorded the push, it takes the
 * device's copy for a change not sent yet and leaves it as it is, and the write stays 'pending' with
 * the server's stamp never stored (the page's checkpoint is stored, so no later pull brings it again).
 * Pulled copies of documents being pushed therefore wait here until the replication has recorded what
 * the server answered for each of them, or `limitMs` at most. A push that got no answer records
 * nothing: its documents are let through at once.
 */
export class PushesInFlight {
  private readonly pushes = new Set<Push>();

  /** @param recordedIds the ids of the documents whose pushed state the replication records, as it does */
  constructor(
    private readonly recordedIds: () => Observable<readonly string[]>,
    private readonly limitMs = 10_000,
  ) {}

  /** Follows a push of these documents; returns it unchanged. */
  track<T>(ids: Iterable<string>, push: Promise<T>): Promise<T> {
    const pushed = new Set(ids);
    const unrecorded = new Set(pushed);
    let release = () => {};
    const recorded = new Promise<void>((resolve) => (release = resolve));
    const subscription = this.recordedIds().subscribe((written) => {
      for (const id of written) unrecorded.delete(id);
      if (unrecorded.size === 0) release();
    });
    const timer = setTimeout(release, this.limitMs);
    push.catch(release);
    const entry: Push = { ids: pushed, recorded };
    this.pushes.add(entry);
    void recorded.then(() => {
      subscription.unsubscribe();
      clearTimeout(timer);
      this.pushes.delete(entry);
    });
    return push;
  }

  /** Whether a push of any of these documents waits for its answer to be recorded. */
  holds(ids: Iterable<string>): boolean {
    const wanted = [...ids];
    return [...this.pushes].some((push) => wanted.some((id) => push.ids.has(id)));
  }

  /**
   * A stream's items in the order they came, a frame bringing a document whose push waits for its
   * answer to be recorded held until it is, and every item after it held behind it. Letting a later
   * frame past would move the checkpoint beyond the held one, and a reconnection's resync let past
   * it would pull from that checkpoint and drop the held frame: the write would stay pending.
   *
   * @param idsOf the ids of the documents an item brings (none for a resync)
   */
  inOrder<T>(items$: Observable<T>, idsOf: (item: T) => string[]): Observable<T> {
    return new Observable<T>((subscriber) => {
      let waiting = 0;
      let queue = Promise.resolve();
      const subscription = items$.subscribe({
        next: (item) => {
          const ids = idsOf(item);
          if (waiting === 0 && !this.holds(ids)) {
            subscriber.next(item);
            return;
          }
          waiting++;
          queue = queue
            .then(() => this.before(ids))
            .then(() => {
              waiting--;
              subscriber.next(item);
            });
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => subscription.unsubscribe();
    });
  }

  /** Resolves once no push of these documents waits for its answer to be recorded. */
  async before(ids: Iterable<string>): Promise<void> {
    const wanted = [...ids];
    await Promise.all([...this.pushes].filter((push) => wanted.some((id) => push.ids.has(id))).map((push) => push.recorded));
  }
}
