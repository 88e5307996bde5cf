import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadEspeakEngine } from './espeak-engine.js';
import { loadMp3Encoder } from './mp3-encoder.js';
import { narrateText, type NarrationJob } from './narrate-text.js';

// Entry point of a narrator worker thread: espeak-ng and LAME are loaded once, then jobs come in
// one at a time from the pool. Bundled on its own as dist/narrator-worker.js.

const port = parentPort;
if (!port) throw new Error('narrator-worker must run as a worker thread');

// Narration is background work: on Linux, where a thread has its own nice value, this worker
// yields the CPU to the API thread (elsewhere this would renice the whole server, so it doesn't).
if (process.platform === 'linux') setPriority(10);

const engines = Promise.all([loadEspeakEngine(), loadMp3Encoder()]);
// A load failure is reported with the first job rather than as an unhandled rejection.
engines.catch(() => undefined);

port.on('message', async ({ id, request }: { id: number; request: NarrationJob }) => {
  try {
    const [engine, encoder] = await engines;
    const result = narrateText(engine, encoder, request);
    port.postMessage({ id, ok: true, result }, [result.audio.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
