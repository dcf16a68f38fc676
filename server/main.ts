import fs from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const { app, store } = await buildApp(config);
/** Where a benchmark asks for how long this process's writes held the commit order, written as it stops. */
const writeTimesFile = process.env.WRITE_TIMES_FILE;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    if (writeTimesFile) fs.writeFileSync(writeTimesFile, JSON.stringify(store.serialized));
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`Meetverse is running at ${config.publicUrl} (data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);
