import { buildApp, type App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { handleShutdownSignals } from './platform/shutdown.js';

// Startup problems are the operator's to fix: one clear line on stderr, no stack trace.
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function describe(error: unknown, config: Config): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${config.port} is already in use; set PORT to another port.`;
  if (code === 'EACCES') return `Not allowed: ${(error as Error).message}`;
  return error instanceof Error ? error.message : String(error);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    fail(`Monstory could not start: ${describe(error, config)}`);
  }

  handleShutdownSignals({
    close: () => app.close(),
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    fail(`Monstory could not start: ${describe(error, config)}`);
  }
  app.log.info(`Monstory is running at http://localhost:${config.port}`);
}

void main();
