import { parentPort } from 'node:worker_threads';
import { isSafeName } from '../../safety-gate/index.js';
import type { EngineRequest } from './offline-engines.js';
import { offlineStoryPart } from './offline-story-parts.js';
import { renderOfflinePicture } from './offline-render.js';

// Entry point of an offline engine worker thread (offline-engines.ts): one request at a time.

const port = parentPort;
if (!port) throw new Error('offline-engine-worker must run as a worker thread');

port.on('message', ({ id, request }: { id: number; request: EngineRequest }) => {
  try {
    const result =
      request.kind === 'story'
        ? offlineStoryPart(request.input, isSafeName)
        : renderOfflinePicture(request.input);
    port.postMessage({ id, ok: true, result });
  } catch (error) {
    port.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
