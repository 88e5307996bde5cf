import type { Transferable, Worker } from 'node:worker_threads';
import { NarratorError } from './narrator-errors.js';

export interface WorkerPoolOptions {
  size: number;
  spawn: () => Worker;
  /** A worker idle this long is ended to give its memory back; 0 keeps it. */
  idleMs: number;
}

export interface RunOptions {
  timeoutMs: number;
  /** Names the job in errors ("voice nb+f3, 812 characters"). */
  label: string;
  transfer?: Transferable[];
}

type Reply<Result> =
  { id: number; ok: true; result: Result } | { id: number; ok: false; message: string };

interface Task<Request, Result> {
  id: number;
  request: Request;
  options: RunOptions;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Request, Result> {
  worker: Worker;
  task?: Task<Request, Result>;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

/**
 * A few worker threads with a queue. Each worker takes one job at a time; a job that overruns its
 * time has its worker terminated (a stuck WASM call cannot be interrupted any other way) and
 * rejects; the next job gets a fresh worker. Idle workers do not keep the process alive.
 */
export class WorkerPool<Request, Result> {
  private readonly slots: Slot<Request, Result>[] = [];
  private readonly queue: Task<Request, Result>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(request: Request, options: RunOptions): Promise<Result> {
    if (this.closed) return Promise.reject(new NarratorError('CLOSED', 'The narrator is closed'));
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, options, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers running now (busy or idle); for tests and diagnostics. */
  get workerCount(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const closedError = () => new NarratorError('CLOSED', 'The narrator was closed');
    for (const task of this.queue.splice(0)) task.reject(closedError());
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      this.clearTimers(slot);
      slot.task?.reject(closedError());
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.task) ?? this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as Task<Request, Result>;
      this.clearTimers(slot);
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.timeOut(slot), task.options.timeoutMs);
      slot.worker.postMessage({ id: task.id, request: task.request }, task.options.transfer);
    }
  }

  private spawn(): Slot<Request, Result> | undefined {
    if (this.slots.length >= this.options.size) return undefined;
    const slot: Slot<Request, Result> = { worker: this.options.spawn() };
    slot.worker.on('message', (reply: Reply<Result>) => this.settle(slot, reply));
    slot.worker.on('error', (error) =>
      this.fail(slot, `The narrator worker crashed: ${error.message}`),
    );
    slot.worker.on('exit', (code) =>
      this.fail(slot, `The narrator worker stopped (exit code ${code})`),
    );
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot<Request, Result>, reply: Reply<Result>): void {
    const task = slot.task;
    if (!task || reply.id !== task.id) return;
    this.clearTimers(slot);
    slot.task = undefined;
    slot.worker.unref();
    if (this.options.idleMs > 0) {
      slot.idleTimer = setTimeout(() => this.retire(slot), this.options.idleMs);
      slot.idleTimer.unref();
    }
    if (reply.ok) task.resolve(reply.result);
    else task.reject(new NarratorError('ENGINE_FAILED', `Narration failed: ${reply.message}`));
    this.dispatch();
  }

  private timeOut(slot: Slot<Request, Result>): void {
    const task = slot.task;
    this.retire(slot);
    task?.reject(
      new NarratorError(
        'TIMEOUT',
        `Narration timed out after ${task.options.timeoutMs} ms (${task.options.label}); its worker was restarted`,
      ),
    );
    this.dispatch();
  }

  private fail(slot: Slot<Request, Result>, message: string): void {
    if (!this.slots.includes(slot)) return;
    const task = slot.task;
    this.retire(slot);
    task?.reject(new NarratorError('ENGINE_FAILED', `${message} (${task.options.label})`));
    this.dispatch();
  }

  // Takes a worker out of the pool and ends it; whoever owns its task settles that.
  private retire(slot: Slot<Request, Result>): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    this.clearTimers(slot);
    slot.task = undefined;
    void slot.worker.terminate();
  }

  private clearTimers(slot: Slot<Request, Result>): void {
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    slot.timer = undefined;
    slot.idleTimer = undefined;
  }
}
