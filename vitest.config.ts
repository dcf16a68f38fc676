import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __PRODUCT_NAME__: JSON.stringify('Meetverse'), __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    include: ['{src,workers,schemas,local-store,server,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One test file per core (the default leaves one core free, half the machine on two cores).
    maxWorkers: os.availableParallelism(),
    setupFiles: ['src/test-utils/setup-dom.ts', 'server/scratch-dirs.setup.ts'],
  },
});
