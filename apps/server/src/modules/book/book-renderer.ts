import { Worker } from 'node:worker_threads';
import { WorkerPool } from '../../ai/narrator/worker-pool.js';
import { workerScript } from '../../ai/providers/engine-worker-script.js';
import type { BookContent } from './book-pdf.js';

// A long book is about half a second of pdfkit and SVG drawing: made in a worker thread, so the
// API thread keeps answering while it is made. One book at a time; a second waits its turn.

const BOOK_TIMEOUT_MS = 60_000;
// An idle worker (~50 MB with its fonts) is ended after a minute; a book now and then starts one.
const IDLE_MS = 60_000;
// Drawing the SVG pictures makes a great many short-lived objects: with a young generation this
// size the worker collects garbage far less often, and a long book costs about a fifth less CPU.
const YOUNG_GENERATION_MB = 96;

let script: Promise<URL> | undefined;
let scriptUrl: URL | undefined;
let pool: WorkerPool<BookContent, Uint8Array> | undefined;

function bookPool(): WorkerPool<BookContent, Uint8Array> {
  pool ??= new WorkerPool<BookContent, Uint8Array>({
    size: 1,
    idleMs: IDLE_MS,
    spawn: () =>
      new Worker(scriptUrl as URL, {
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      }),
  });
  return pool;
}

/** The book as PDF bytes, made in the book worker thread (renderBook in book-pdf.ts). */
export async function renderBookOffThread(book: BookContent): Promise<Buffer> {
  script ??= workerScript('book-worker', import.meta.url).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  scriptUrl = await script;
  try {
    const bytes = await bookPool().run(book, {
      timeoutMs: BOOK_TIMEOUT_MS,
      label: `book of ${book.scenes.length} scenes`,
    });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    // The pool is the narrator's: its errors speak of narration.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The book could not be made: ${reason}`, { cause: error });
  }
}

/** Ends the book worker (tests, benchmarks); the next book starts a new one. */
export async function closeBookRenderer(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.close();
}
