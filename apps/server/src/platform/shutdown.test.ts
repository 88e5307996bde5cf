import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred.testing.js';
import { handleShutdownSignals } from './shutdown.js';

const log = { info: () => {}, error: () => {} };

describe('handleShutdownSignals', () => {
  let signals: EventEmitter;
  let exit: ReturnType<typeof vi.fn<(code: number) => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    signals = new EventEmitter();
    exit = vi.fn<(code: number) => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['SIGTERM', 'SIGINT'])('closes the app on %s and exits 0', async (signal) => {
    const closing = deferred();
    const close = vi.fn(() => closing.promise);
    handleShutdownSignals({ close, timeoutMs: 10_000, log, exit, signals });

    signals.emit(signal, signal);
    expect(close).toHaveBeenCalledOnce();
    expect(exit).not.toHaveBeenCalled();

    closing.resolve();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    handleShutdownSignals({
      close: () => new Promise(() => {}),
      timeoutMs: 10_000,
      log,
      exit,
      signals,
    });
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 at once on a second signal', () => {
    const close = vi.fn(() => new Promise<void>(() => {}));
    handleShutdownSignals({ close, timeoutMs: 10_000, log, exit, signals });
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGINT', 'SIGINT');
    expect(close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('exits 1 when closing fails', async () => {
    const closing = deferred();
    handleShutdownSignals({ close: () => closing.promise, timeoutMs: 10_000, log, exit, signals });
    signals.emit('SIGTERM', 'SIGTERM');
    closing.reject(new Error('pool would not end'));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('stops listening when removed', () => {
    const remove = handleShutdownSignals({ close: vi.fn(), timeoutMs: 1, log, exit, signals });
    remove();
    expect(signals.listenerCount('SIGTERM') + signals.listenerCount('SIGINT')).toBe(0);
  });
});
