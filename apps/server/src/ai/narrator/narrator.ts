import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LanguageCode } from '@monstory/contracts/language';
import { NARRATION_WPM } from '@monstory/contracts/story-shape';
import type { NarrationJob, NarrationOutput } from './narrate-text.js';
import { NarratorError } from './narrator-errors.js';
import { ENGINE_VOICES, ESPEAK_RATE_SCALE, findEngineVoice } from './narrator-voices.js';
import { narratorWorkerScript } from './worker-script.js';
import { WorkerPool } from './worker-pool.js';
import type { WordTiming } from './word-timings.js';

export interface SynthesizeRequest {
  text: string;
  language: LanguageCode;
  /** An engine voice id from narrator-voices.ts, e.g. `nb+f3`. */
  voice: string;
  /**
   * The pace of the narration: words per minute of audio, pauses included (80–450). A story is
   * narrated at its age band's pace (narrationWpm in contracts); DEFAULT_WORDS_PER_MINUTE else.
   */
  rate?: number;
  /** 0–100, overrides the voice's own pitch setting. */
  pitch?: number;
  /** Overrides the time allowed for this call (see NarratorOptions). */
  timeoutMs?: number;
}

export interface Narration {
  audio: Buffer;
  mimeType: string;
  durationMs: number;
  /** Every word of the text in order, with UTF-16 offsets into `text` and its time in the audio. */
  words: WordTiming[];
}

export interface NarratorOptions {
  /** Worker threads; default 1 on a machine with two cores or fewer, else 2. */
  workers?: number;
  /** Time allowed per call: timeoutMs + timeoutPerCharMs × text length (waiting in the queue is free). */
  timeoutMs?: number;
  timeoutPerCharMs?: number;
  /** An idle worker is ended after this long (each holds ~60–70 MB); 0 keeps it. */
  idleWorkerMs?: number;
  /** Another worker script (tests); by default the bundled narrator worker. */
  workerScript?: URL;
}

export interface Narrator {
  synthesize(request: SynthesizeRequest): Promise<Narration>;
  /** Rejects queued and running calls and ends the workers. */
  close(): Promise<void>;
}

// The middle band's pace: what a voice preview or a text without an age is spoken at.
export const DEFAULT_WORDS_PER_MINUTE = NARRATION_WPM['6-8'];
const MAX_TEXT_CHARS = 200_000;

export function createNarrator(options: NarratorOptions = {}): Narrator {
  // Found (and from source, bundled) on first use, so creating a narrator costs nothing.
  let script: Promise<URL> | undefined;
  let scriptUrl: URL | undefined;
  const pool = new WorkerPool<NarrationJob, NarrationOutput>({
    size: options.workers ?? (availableParallelism() > 2 ? 2 : 1),
    idleMs: options.idleWorkerMs ?? 5 * 60_000,
    spawn: () => new Worker(scriptUrl as URL),
  });
  const baseTimeoutMs = options.timeoutMs ?? 30_000;
  const perCharMs = options.timeoutPerCharMs ?? 10;

  return {
    async synthesize(request) {
      const job = toJob(request);
      script ??= options.workerScript
        ? Promise.resolve(options.workerScript)
        : narratorWorkerScript();
      scriptUrl = await script.catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new NarratorError('ENGINE_FAILED', `No narrator worker to start: ${reason}`);
      });
      const output = await pool.run(job, {
        timeoutMs: request.timeoutMs ?? baseTimeoutMs + perCharMs * request.text.length,
        label: `voice ${request.voice}, ${request.text.length} characters`,
      });
      const { audio } = output;
      return { ...output, audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength) };
    },
    close: () => pool.close(),
  };
}

function toJob(request: SynthesizeRequest): NarrationJob {
  const voice = findEngineVoice(request.voice);
  if (!voice) {
    const known = ENGINE_VOICES.map((v) => v.id).join(', ');
    throw new NarratorError(
      'UNKNOWN_VOICE',
      `Unknown narrator voice "${request.voice}"; known voices: ${known}`,
    );
  }
  if (voice.language !== request.language) {
    throw new NarratorError(
      'LANGUAGE_MISMATCH',
      `Voice ${voice.id} speaks "${voice.language}", not "${request.language}"`,
    );
  }
  if (!/[\p{L}\p{N}]/u.test(request.text)) {
    throw new NarratorError('EMPTY_TEXT', 'There is no word to speak in the text');
  }
  if (request.text.length > MAX_TEXT_CHARS) {
    throw new NarratorError(
      'INVALID_OPTIONS',
      `The text is longer than ${MAX_TEXT_CHARS} characters`,
    );
  }
  const rate = request.rate ?? DEFAULT_WORDS_PER_MINUTE;
  if (!Number.isFinite(rate) || rate < 80 || rate > 450) {
    throw new NarratorError('INVALID_OPTIONS', `rate must be 80–450 words per minute, got ${rate}`);
  }
  const pitch = request.pitch ?? voice.espeak.pitch;
  if (!Number.isFinite(pitch) || pitch < 0 || pitch > 100) {
    throw new NarratorError('INVALID_OPTIONS', `pitch must be 0–100, got ${pitch}`);
  }
  return {
    text: request.text,
    language: request.language,
    espeak: { ...voice.espeak, pitch },
    wordsPerMinute: rate,
    rateScale: ESPEAK_RATE_SCALE[voice.espeak.voice],
  };
}
