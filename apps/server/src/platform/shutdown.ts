import type { EventEmitter } from 'node:events';

export interface ShutdownOptions {
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
  timeoutMs: number;
  log: { info(message: string): void; error(context: object, message: string): void };
  exit(code: number): void;
  /** The process, or a stand-in that tests can emit signals on. */
  signals?: Pick<EventEmitter, 'on' | 'off'>;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Closes the app on SIGTERM/SIGINT and exits 0. A close that hangs past `timeoutMs`, or a
 * second signal (Ctrl+C twice), exits 1 at once. Returns a function that removes the handlers.
 */
export function handleShutdownSignals(options: ShutdownOptions): () => void {
  const { close, timeoutMs, log, exit, signals = process } = options;
  let shuttingDown = false;

  const onSignal = (signal: string) => {
    if (shuttingDown) {
      log.error({ signal }, 'second signal during shutdown, exiting now');
      exit(1);
      return;
    }
    shuttingDown = true;
    log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown timed out, exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        clearTimeout(timer);
        log.info('shutdown complete');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };

  for (const signal of SIGNALS) signals.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) signals.off(signal, onSignal);
  };
}
