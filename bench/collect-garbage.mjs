// Loaded into the load benchmark's API processes (NODE_OPTIONS with --expose-gc): SIGUSR2 collects
// garbage and writes the process's memory (process.memoryUsage(), bytes) to
// $BENCH_MEMORY_DIR/<pid>.json, so memory is read without the garbage a collection would free.
import fs from 'node:fs';
import path from 'node:path';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const directory = process.env.BENCH_MEMORY_DIR;
  if (directory) fs.writeFileSync(path.join(directory, `${process.pid}.json`), JSON.stringify(process.memoryUsage()));
});
