import type { VoiceGender } from '@monstory/contracts/voices';
import { z } from 'zod';

// The AI providers' settings. Each medium is hosted (an OpenAI-compatible API) when its base URL
// is set, and offline otherwise; nothing else decides it.

export interface HostedModelConfig {
  /** Up to and including the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

export interface HostedImageConfig extends HostedModelConfig {
  size: `${number}x${number}`;
}

export interface HostedSpeechConfig extends HostedModelConfig {
  /** The provider's voice for each gender of our catalogue's voices. */
  voices: Record<VoiceGender, string>;
}

export interface AiConfig {
  text: HostedModelConfig | undefined;
  image: HostedImageConfig | undefined;
  speech: HostedSpeechConfig | undefined;
  moderation: HostedModelConfig | undefined;
  /** How long the offline engine takes to stream one story's text (0: all at once). */
  offlineTextStreamMs: number;
  /** Worker threads for the offline story engine and illustrator (0: the calling thread). */
  offlineEngineWorkers: number;
}

const httpUrl = z
  .string()
  .refine((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), {
    message: 'must be an http(s) URL',
  });

const DEFAULT_SPEECH_VOICES: Record<VoiceGender, string> = {
  FEMALE: 'nova',
  MALE: 'onyx',
  NEUTRAL: 'alloy',
};

const speechVoices = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object({
        FEMALE: z.string().min(1).optional(),
        MALE: z.string().min(1).optional(),
        NEUTRAL: z.string().min(1).optional(),
      })
      .strict(),
  );

export const AI_ENV = {
  TEXT_API_BASE_URL: httpUrl.optional(),
  TEXT_MODEL: z.string().optional(),
  TEXT_API_KEY: z.string().optional(),
  IMAGE_API_BASE_URL: httpUrl.optional(),
  IMAGE_MODEL: z.string().optional(),
  IMAGE_API_KEY: z.string().optional(),
  IMAGE_SIZE: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/, { message: 'must look like 1024x1024' })
    .default('1024x1024'),
  SPEECH_API_BASE_URL: httpUrl.optional(),
  SPEECH_MODEL: z.string().optional(),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_VOICES: speechVoices.optional(),
  MODERATION_API_BASE_URL: httpUrl.optional(),
  MODERATION_MODEL: z.string().default('omni-moderation-latest'),
  MODERATION_API_KEY: z.string().optional(),
  /**
   * `strict`: a hosted text model runs without the provider's moderation, on the local
   * child-safety gate alone (on the family's words and on every story). Without it, a hosted
   * text model needs MODERATION_API_BASE_URL.
   */
  SAFETY_LOCAL_ONLY: z
    .string()
    .refine((raw) => raw === 'strict', { message: "must be 'strict' (or unset)" })
    .optional(),
  OFFLINE_TEXT_STREAM_MS: z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) <= 120_000, {
      message: 'must be an integer between 0 and 120000',
    })
    .transform(Number)
    .default(4000),
  OFFLINE_ENGINE_WORKERS: z
    .string()
    .refine((raw) => /^\d$/.test(raw), { message: 'must be an integer between 0 and 9' })
    .transform(Number)
    .default(1),
};

export const AiEnvSchema = z.object(AI_ENV);
type AiEnv = z.output<typeof AiEnvSchema>;

class ConfigProblem extends Error {}

function hosted(
  name: string,
  baseUrl: string | undefined,
  model: string | undefined,
  apiKey: string | undefined,
): HostedModelConfig | undefined {
  if (!baseUrl) return undefined;
  if (!model) throw new ConfigProblem(`${name}_MODEL must be set when ${name}_API_BASE_URL is`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, apiKey };
}

/** The AI settings, or the problem that stops the start. */
export function aiConfigFrom(e: AiEnv): AiConfig | string {
  try {
    const image = hosted('IMAGE', e.IMAGE_API_BASE_URL, e.IMAGE_MODEL, e.IMAGE_API_KEY);
    const speech = hosted('SPEECH', e.SPEECH_API_BASE_URL, e.SPEECH_MODEL, e.SPEECH_API_KEY);
    const text = hosted('TEXT', e.TEXT_API_BASE_URL, e.TEXT_MODEL, e.TEXT_API_KEY);
    // A hosted model writes what it likes: its stories are held to the same line as the
    // offline engine's only when moderation reads them too, or when the operator says, in so
    // many words, that the local gate alone is enough.
    if (text && !e.MODERATION_API_BASE_URL && e.SAFETY_LOCAL_ONLY !== 'strict') {
      throw new ConfigProblem(
        'TEXT_API_BASE_URL (a hosted text model) needs MODERATION_API_BASE_URL, or ' +
          'SAFETY_LOCAL_ONLY=strict to rely on the local child-safety gate alone',
      );
    }
    return {
      text,
      image: image && { ...image, size: e.IMAGE_SIZE as `${number}x${number}` },
      speech: speech && { ...speech, voices: { ...DEFAULT_SPEECH_VOICES, ...e.SPEECH_VOICES } },
      moderation: hosted(
        'MODERATION',
        e.MODERATION_API_BASE_URL,
        e.MODERATION_MODEL,
        e.MODERATION_API_KEY,
      ),
      offlineTextStreamMs: e.OFFLINE_TEXT_STREAM_MS,
      offlineEngineWorkers: e.OFFLINE_ENGINE_WORKERS,
    };
  } catch (error) {
    if (error instanceof ConfigProblem) return error.message;
    throw error;
  }
}
