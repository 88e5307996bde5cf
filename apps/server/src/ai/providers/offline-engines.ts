import { Worker } from 'node:worker_threads';
import { WorkerPool } from '../narrator/worker-pool.js';
import type { WordPredicate } from '../story-engine/story-types.js';
import { engineWorkerScript } from './engine-worker-script.js';
import type { ImageInput } from './image-input.js';
import type { OfflineStoryPart } from './offline-story-parts.js';
import type { StoryTextInput } from './story-text-input.js';

// The offline story engine and illustrator are synchronous and take 5–50 ms a call: with many
// stories at once that would stall every API request. By default they run in a worker thread
// (OFFLINE_ENGINE_WORKERS, like the narrator's); 0 runs them on the calling thread (tests).

export type EngineRequest =
  { kind: 'story'; input: StoryTextInput } | { kind: 'picture'; input: ImageInput };

export interface OfflineEngines {
  storyPart(input: StoryTextInput): Promise<OfflineStoryPart>;
  /** An SVG document. */
  picture(input: ImageInput): Promise<string>;
  /** Starts the worker and loads the engines (once), so a story does not wait for that. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

// Loaded on first call: the story engine's phrase banks take megabytes a server that runs its
// engines in a worker (the default) never needs on this thread.
export function inProcessEngines(isSafeToUse?: WordPredicate): OfflineEngines {
  return {
    storyPart: async (input) =>
      (await import('./offline-story-parts.js')).offlineStoryPart(input, isSafeToUse),
    picture: async (input) => (await import('./offline-render.js')).renderOfflinePicture(input),
    warmUp: async () => {},
    close: async () => {},
  };
}

const CALL_TIMEOUT_MS = 30_000;

const WARM_UP_PICTURE: ImageInput = {
  kind: 'scene',
  seed: 'warm-up',
  scene: {
    setting: 'meadow',
    timeOfDay: 'day',
    mood: 'calm',
    weather: 'clear',
    characters: [],
    objects: [],
    caption: '',
  },
};

/** Engines in `size` worker threads; the gate's name rules are applied inside the worker. */
export function workerEngines(size: number): OfflineEngines {
  let script: URL | undefined;
  let loading: Promise<URL> | undefined;
  let warming: Promise<void> | undefined;
  const pool = new WorkerPool<EngineRequest, unknown>({
    size,
    // Kept alive (~40 MB): a worker started on demand would delay the first words by its start.
    idleMs: 0,
    spawn: () => new Worker(script as URL),
  });
  const run = async <T>(request: EngineRequest, label: string): Promise<T> => {
    loading ??= engineWorkerScript();
    script = await loading;
    try {
      return (await pool.run(request, { timeoutMs: CALL_TIMEOUT_MS, label })) as T;
    } catch (error) {
      // The pool is the narrator's; say which engine failed.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The offline ${request.kind} engine failed: ${reason}`, { cause: error });
    }
  };
  return {
    storyPart: (input) => run<OfflineStoryPart>({ kind: 'story', input }, 'story part'),
    picture: (input) => run<string>({ kind: 'picture', input }, 'picture'),
    warmUp: () =>
      (warming ??= run<string>({ kind: 'picture', input: WARM_UP_PICTURE }, 'warm-up').then(
        () => undefined,
        (error: unknown) => {
          warming = undefined;
          throw error;
        },
      )),
    close: () => pool.close(),
  };
}
