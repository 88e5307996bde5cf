import type { JSONObject, SpeechModelV3 } from '@ai-sdk/provider';
import type { LanguageCode } from '@monstory/contracts/language';
import type { VoiceGender } from '@monstory/contracts/voices';
import { z } from 'zod';
import { PROVIDER_OPTIONS_KEY } from './story-text-input.js';

// One narration from whichever speech model is configured. Both models report the audio's
// length and where each word is spoken in `providerMetadata.monstory`: the offline narrator
// measures it, the hosted one estimates it (hosted-speech-model.ts).

export interface SpeechInput {
  text: string;
  language: LanguageCode;
  /** The offline narrator's voice id (`nb+f3`); a hosted model picks its voice by gender. */
  voice: string;
  gender: VoiceGender;
  /**
   * The pace: words per minute of audio, pauses included. A story is narrated at its age band's
   * (narrationWpm in contracts), so it lasts the minutes its label shows; each model turns this
   * into its own setting (the offline narrator's rate, a hosted model's `speed`).
   */
  wordsPerMinute?: number;
}

export interface SpokenWord {
  /** UTF-16 offsets into the narrated text. */
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

export interface Narration {
  audio: Uint8Array;
  durationMs: number;
  words: SpokenWord[];
}

const NarrationMetadata = z.object({
  durationMs: z.number().min(0),
  words: z.array(
    z.object({ start: z.number(), end: z.number(), startMs: z.number(), endMs: z.number() }),
  ),
});

export function narrationMetadata(
  durationMs: number,
  words: SpokenWord[],
): Record<string, JSONObject> {
  const compact = words.map(({ start, end, startMs, endMs }) => ({ start, end, startMs, endMs }));
  return { [PROVIDER_OPTIONS_KEY]: { durationMs, words: compact } };
}

export function readGender(options: Record<string, JSONObject> | undefined): VoiceGender {
  const gender = options?.[PROVIDER_OPTIONS_KEY]?.gender;
  return gender === 'MALE' || gender === 'NEUTRAL' ? gender : 'FEMALE';
}

/** The pace asked for in the call's provider options, if any. */
export function readWordsPerMinute(
  options: Record<string, JSONObject> | undefined,
): number | undefined {
  const pace = options?.[PROVIDER_OPTIONS_KEY]?.wordsPerMinute;
  return typeof pace === 'number' && Number.isFinite(pace) && pace > 0 ? pace : undefined;
}

export async function narrate(
  model: SpeechModelV3,
  input: SpeechInput,
  signal?: AbortSignal,
): Promise<Narration> {
  // The AI SDK (a few MB) loads with the first story, not at start.
  const { experimental_generateSpeech: generateSpeech } = await import('ai');
  const result = await generateSpeech({
    model,
    text: input.text,
    voice: input.voice,
    language: input.language,
    outputFormat: 'mp3',
    providerOptions: {
      [PROVIDER_OPTIONS_KEY]: {
        gender: input.gender,
        ...(input.wordsPerMinute !== undefined && { wordsPerMinute: input.wordsPerMinute }),
      },
    },
    maxRetries: 1,
    ...(signal && { abortSignal: signal }),
  });
  const meta = NarrationMetadata.parse(result.providerMetadata?.[PROVIDER_OPTIONS_KEY]);
  return { audio: result.audio.uint8Array, durationMs: meta.durationMs, words: meta.words };
}
