import { defineConfig } from '@playwright/test';

/** Flows that measure timing, which a second flow on the same two cores would upset. */
const ALONE = ['**/sync-upgrade.spec.ts', '**/first-paint.spec.ts', '**/chaos.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Each test starts its own server and browser. A flow mostly waits (on the network, the issuer, the
  // sync), and the suite kept two cores 41% busy one flow at a time: two at a time, it takes a fifth
  // less time (14.3 to 11.4 minutes). The flows that time what the app does (an upgrade caught halfway,
  // the takeover of a rendered page, the chaos run) are a project of their own, one at a time, which
  // tests/e2e/run.sh runs after the others (a project dependency would run every other flow again
  // before any one of these picked out by name).
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1 },
  ],
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    // A failing flow keeps its trace of actions, console and network (its error context holds the page's
    // accessibility snapshot); screencast frames and DOM snapshots, which cost CPU on every flow, are left out.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    serviceWorkers: 'allow',
  },
});
