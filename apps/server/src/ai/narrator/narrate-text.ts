import type { LanguageCode } from '@monstory/contracts/language';
import { ESPEAK_SAMPLE_RATE, type SpeechEngine } from './espeak-engine.js';
import { MP3_MIME_TYPE, type Mp3Encoder } from './mp3-encoder.js';
import type { EspeakSettings } from './narrator-voices.js';
import { createPaceKeeper } from './pace.js';
import { concatPcm, silence, speechEndMs, toNormalizedFloat32, voicedFrames } from './pcm.js';
import { splitIntoChunks } from './speech-chunks.js';
import { sourceOffsetOf, toSpokenText } from './spoken-text.js';
import { findWords, timeWords, type WordTiming } from './word-timings.js';

export interface NarrationJob {
  text: string;
  language: LanguageCode;
  espeak: EspeakSettings;
  /** The pace the whole narration lands on: words per minute of audio, pauses included. */
  wordsPerMinute: number;
  /** The voice's first guess of espeak-ng's rate per real word per minute (narrator-voices.ts). */
  rateScale: number;
}

export interface NarrationOutput {
  audio: Uint8Array;
  mimeType: string;
  durationMs: number;
  words: WordTiming[];
}

// Pauses added between espeak-ng calls, on top of its own short end-of-sentence pause.
const SENTENCE_PAUSE_MS = 200;
const PARAGRAPH_PAUSE_MS = 600;

/** The whole narration of one text; runs inside a narrator worker (it blocks for seconds). */
export function narrateText(
  engine: SpeechEngine,
  encoder: Mp3Encoder,
  job: NarrationJob,
): NarrationOutput {
  const sampleRate = ESPEAK_SAMPLE_RATE;
  const parts: Int16Array[] = [];
  const words: WordTiming[] = [];
  let sampleOffset = 0;
  const chunks = splitIntoChunks(job.text, job.language).map((chunk, i) => ({
    ...chunk,
    words: findWords(job.text, job.language, chunk.start, chunk.end),
    pause:
      i === 0
        ? undefined
        : silence(chunk.newParagraph ? PARAGRAPH_PAUSE_MS : SENTENCE_PAUSE_MS, sampleRate),
  }));
  const pace = createPaceKeeper(
    job.wordsPerMinute,
    job.rateScale,
    chunks.reduce((sum, chunk) => sum + chunk.words.length, 0),
    chunks.reduce((sum, chunk) => sum + (chunk.pause?.length ?? 0), 0) * (1000 / sampleRate),
  );
  for (const chunk of chunks) {
    if (chunk.pause) {
      parts.push(chunk.pause);
      sampleOffset += chunk.pause.length;
    }
    const spoken = toSpokenText(job.text, chunk.start, chunk.end);
    const chunkWords = chunk.words;
    const plan = pace.plan(chunkWords.length);
    let rate = plan.rate;
    let { samples, marks } = engine.speak(spoken.spoken, job.espeak, rate);
    const retake = pace.retake(plan, chunkWords.length, (samples.length * 1000) / sampleRate);
    if (retake !== undefined) {
      rate = retake;
      ({ samples, marks } = engine.speak(spoken.spoken, job.espeak, rate));
    }
    const chunkMs = (samples.length * 1000) / sampleRate;
    const offsetMs = (sampleOffset * 1000) / sampleRate;
    pace.record(rate, chunkWords.length, chunkMs, ((chunk.pause?.length ?? 0) * 1000) / sampleRate);
    const starts = timeWords(
      chunkWords,
      marks.map((mark) => ({ offset: sourceOffsetOf(spoken, mark.position), ms: mark.ms })),
      chunkMs,
    );
    const voiced = voicedFrames(samples, sampleRate);
    chunkWords.forEach((word, i) => {
      const startMs = starts[i] ?? 0;
      const endMs = speechEndMs(voiced, startMs, starts[i + 1] ?? chunkMs);
      words.push({
        text: job.text.slice(word.start, word.end),
        start: word.start,
        end: word.end,
        startMs: Math.round(offsetMs + startMs),
        endMs: Math.round(offsetMs + endMs),
      });
    });
    parts.push(samples);
    sampleOffset += samples.length;
  }
  if (parts.length === 0) throw new Error('The text has nothing to speak');
  const pcm = concatPcm(parts);
  return {
    audio: encoder.encode(toNormalizedFloat32(pcm), sampleRate),
    mimeType: MP3_MIME_TYPE,
    durationMs: Math.round((pcm.length * 1000) / sampleRate),
    words,
  };
}
