import type { SpeechModelV3 } from '@ai-sdk/provider';
import { isLanguageCode, type LanguageCode } from '@monstory/contracts/language';
import { readMp3Info } from '../narrator/mp3-frames.js';
import { splitIntoChunks } from '../narrator/speech-chunks.js';
import { findWords } from '../narrator/word-timings.js';
import type { HostedSpeechConfig } from './ai-config.js';
import { postToHostedApi } from './hosted-fetch.js';
import {
  narrationMetadata,
  readGender,
  readWordsPerMinute,
  type SpokenWord,
} from './speech-input.js';

// An OpenAI-compatible speech API (`POST {SPEECH_API_BASE_URL}/audio/speech`). It says nothing
// about when each word is spoken, so the read-along timings are ESTIMATED: each call's audio
// is shared out over its text in proportion to the characters before each word.

const MAX_CHARS_PER_CALL = 4000;
// A narrator at speed 1 speaks about this many characters a second (used only when the answer is
// not an MP3 whose length can be read; a slower speed stretches it).
const CHARS_PER_SECOND = 14;

// OpenAI's voices speak roughly 150 words a minute at `speed: 1` (the pace usually quoted for
// tts-1 and gpt-4o-mini-tts; it cannot be measured offline here), and `speed` (0.25–4) scales
// that. So a band's pace becomes speed = pace / 150: 0.8 for ages 3–5, 0.9 for 6–8, 1 for 9–12.
// The estimated word timings below follow the audio's real length, whatever the speed.
export const HOSTED_DEFAULT_WPM = 150;
const MIN_SPEED = 0.25;
const MAX_SPEED = 4;

/** The speech API's `speed` for a pace in words per minute; no pace asked → the voice's own. */
export function hostedSpeed(wordsPerMinute: number | undefined): number | undefined {
  if (wordsPerMinute === undefined) return undefined;
  const speed = Math.round((wordsPerMinute / HOSTED_DEFAULT_WPM) * 100) / 100;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

function callTexts(text: string, language: LanguageCode): { start: number; end: number }[] {
  const merged: { start: number; end: number }[] = [];
  for (const chunk of splitIntoChunks(text, language, MAX_CHARS_PER_CALL)) {
    const last = merged[merged.length - 1];
    if (last && chunk.end - last.start <= MAX_CHARS_PER_CALL) last.end = chunk.end;
    else merged.push({ start: chunk.start, end: chunk.end });
  }
  return merged;
}

function durationOf(audio: Uint8Array, chars: number, speed = 1): number {
  try {
    return readMp3Info(audio).durationMs;
  } catch {
    return Math.round((chars / (CHARS_PER_SECOND * speed)) * 1000);
  }
}

/** Words of text[start, end) timed in proportion to their character offsets. */
export function estimateWordTimings(
  text: string,
  language: LanguageCode,
  range: { start: number; end: number },
  durationMs: number,
  offsetMs: number,
): SpokenWord[] {
  const length = Math.max(1, range.end - range.start);
  const at = (offset: number) =>
    Math.round(offsetMs + ((offset - range.start) / length) * durationMs);
  return findWords(text, language, range.start, range.end).map((word) => ({
    start: word.start,
    end: word.end,
    startMs: at(word.start),
    endMs: at(word.end),
  }));
}

export function createHostedSpeechModel(config: HostedSpeechConfig): SpeechModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'speech',
    modelId: config.model,
    async doGenerate(options) {
      const language = isLanguageCode(options.language) ? options.language : 'en';
      const voice = config.voices[readGender(options.providerOptions)];
      const speed = hostedSpeed(readWordsPerMinute(options.providerOptions));
      const parts: Uint8Array[] = [];
      const words: SpokenWord[] = [];
      let totalMs = 0;
      for (const range of callTexts(options.text, language)) {
        const response = await postToHostedApi(
          config,
          '/audio/speech',
          {
            model: config.model,
            input: options.text.slice(range.start, range.end),
            voice,
            response_format: 'mp3',
            ...(speed !== undefined && { speed }),
          },
          options.abortSignal,
        );
        const audio = new Uint8Array(await response.arrayBuffer());
        const durationMs = durationOf(audio, range.end - range.start, speed);
        words.push(...estimateWordTimings(options.text, language, range, durationMs, totalMs));
        parts.push(audio);
        totalMs += durationMs;
      }
      if (parts.length === 0) throw new Error('There is no word to speak in the text');
      return {
        audio: Buffer.concat(parts),
        warnings: [],
        response: { timestamp: new Date(), modelId: config.model },
        providerMetadata: narrationMetadata(totalMs, words),
      };
    },
  };
}
