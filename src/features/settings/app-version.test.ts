import { describe, expect, it } from 'vitest';
import { checkForUpdate } from './app-version';

/** A service worker that is installing and ends in `end` when told to. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  finish(end: ServiceWorkerState) {
    this.state = end;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration whose update() finds `next`, as installing at once or announced by updatefound after. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  constructor(
    private readonly next: FakeWorker | null,
    private readonly announceLate = false,
  ) {
    super();
  }
  async update() {
    if (!this.next) return;
    if (this.announceLate) {
      this.installing = this.next;
      this.dispatchEvent(new Event('updatefound'));
      this.installing = null;
    } else this.installing = this.next;
  }
}

const check = (registration: FakeRegistration) => checkForUpdate(registration as unknown as ServiceWorkerRegistration);

describe('checkForUpdate', () => {
  it('says the app is the latest when the browser finds no new worker', async () => {
    expect(await check(new FakeRegistration(null))).toBe('latest');
  });

  it('waits for a new worker to install and then says a new version is ready', async () => {
    const worker = new FakeWorker();
    const registration = new FakeRegistration(worker);
    const result = check(registration);
    await Promise.resolve();
    registration.installing = null;
    registration.waiting = worker;
    worker.finish('installed');
    expect(await result).toBe('ready');
  });

  it('tells a new worker whose install failed apart from having the latest version', async () => {
    const worker = new FakeWorker();
    const registration = new FakeRegistration(worker);
    const result = check(registration);
    await Promise.resolve();
    registration.installing = null;
    worker.finish('redundant');
    expect(await result).toBe('install-failed');
  });

  it('follows a worker announced by updatefound even when it has left installing by the time update() resolves', async () => {
    const worker = new FakeWorker();
    const registration = new FakeRegistration(worker, true);
    const result = check(registration);
    await Promise.resolve();
    worker.finish('redundant');
    expect(await result).toBe('install-failed');
  });
});
