import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { handleShutdownSignals } from './platform/shutdown.js';

// `node apps/server/dist/worker.js`: runs jobs and serves no HTTP. It builds the same app as
// main.ts, so every module registers its jobs, and takes them from BullMQ (REDIS_URL) or from
// the shared database. API replicas beside it run with RUN_WORKERS=false.

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = { ...loadConfig(process.env), runWorkers: true };
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  let app: App;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    fail(
      `Monstory worker could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  // The runner's timers are unref'd (they must not hold tests open); with no server listening,
  // this one keeps the process alive until a signal comes.
  const keepAlive = setInterval(() => {}, 60_000);
  handleShutdownSignals({
    close: async () => {
      clearInterval(keepAlive);
      await app.close();
    },
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  if (!config.redisUrl) {
    app.log.warn('without REDIS_URL, live events from this worker reach no API process');
  }
  app.log.info(`Monstory worker is running (${app.jobs.kind} jobs)`);
}

void main();
