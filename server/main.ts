import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const { app } = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`Meetverse is running at ${config.publicUrl} (data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);
