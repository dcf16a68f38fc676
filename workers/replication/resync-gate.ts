import { Observable } from 'rxjs';

type Resync = 'RESYNC';

/**
 * Makes sure every resync the stream asks for (each reconnection) ends in a pull, before any later
 * frame can move the replication's checkpoint.
 *
 * RxDB's downstream takes its queued tasks in batches and stops a batch at a RESYNC; when stream
 * frames precede the RESYNC in the batch, it takes the RESYNC off the queue and never runs it. The
 * changes made while the stream was down are then never pulled, and the frames of the new stream
 * move the checkpoint past them for good.
 *
 * So after a RESYNC, frames are held back (dropped: the pull that follows brings what they carry)
 * until the pull handler has started, and the RESYNC is asked for again every `reaskMs` until it
 * has. A pull that starts after the RESYNC was asked for reads everything committed before it. Extra
 * RESYNCs cost nothing: RxDB drops those that arrive before a pull it then starts.
 */
export function resyncGate<T>(input: Observable<T | Resync>, reaskMs = 1_000): { stream$: Observable<T | Resync>; pullStarted: () => void } {
  let waiting = false;
  let stopAsking = () => {};
  const stream$ = new Observable<T | Resync>((subscriber) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    stopAsking = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const subscription = input.subscribe({
      next: (item) => {
        if (item === 'RESYNC') {
          waiting = true;
          subscriber.next(item);
          timer ??= setInterval(() => subscriber.next('RESYNC'), reaskMs);
          return;
        }
        if (!waiting) subscriber.next(item);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => {
      stopAsking();
      subscription.unsubscribe();
    };
  });
  return {
    stream$,
    pullStarted: () => {
      waiting = false;
      stopAsking();
    },
  };
}
