import type { LanguageModelV3, LanguageModelV3StreamPart, SpeechModelV3 } from '@ai-sdk/provider';
import { silentMp3 } from '../../ai/providers/fake-openai-server.js';
import { readStoryTextInput, type StoryTextInput } from '../../ai/providers/story-text-input.js';
import { estimateWordTimings } from '../../ai/providers/hosted-speech-model.js';
import { narrationMetadata } from '../../ai/providers/speech-input.js';
import { isLanguageCode } from '@monstory/contracts/language';

// Models for tests that must not wait for espeak-ng, or that need a provider to fail or hang.

const USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function textModel(doStream: LanguageModelV3['doStream']): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'test',
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error('not used')),
    doStream,
  };
}

/** Every call fails with `error`. */
export function failingTextModel(error: Error): LanguageModelV3 {
  return textModel(async () => {
    throw error;
  });
}

/** Ends a text stream the way a model does when it has said everything. */
function endText(controller: ReadableStreamDefaultController<LanguageModelV3StreamPart>): void {
  controller.enqueue({ type: 'text-end', id: 't' });
  controller.enqueue({
    type: 'finish',
    usage: USAGE,
    finishReason: { unified: 'stop', raw: 'stop' },
  });
  controller.close();
}

/** Streams `text` (the story markup), in one piece. */
export function scriptedTextModel(text: string): LanguageModelV3 {
  return textModel(async () => ({
    stream: new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        controller.enqueue({ type: 'text-start', id: 't' });
        controller.enqueue({ type: 'text-delta', id: 't', delta: text });
        endText(controller);
      },
    }),
  }));
}

/**
 * Streams `texts[i]` on the i-th call (the last one again after that) and keeps what each call
 * asked for (its StoryTextInput, from the provider options the offline engine reads).
 */
export function sequencedTextModel(texts: readonly string[]): LanguageModelV3 & {
  inputs: StoryTextInput[];
} {
  const inputs: StoryTextInput[] = [];
  const model = textModel(async (options) => {
    inputs.push(readStoryTextInput(options.providerOptions));
    return scriptedTextModel(texts[Math.min(inputs.length, texts.length) - 1] ?? '').doStream(
      options,
    );
  });
  return Object.assign(model, { inputs });
}

/**
 * Sends a title and the first words, calls `started`, then hangs until the call is aborted
 * (a crashed worker's provider call that never returns).
 */
export function hangingTextModel(started: () => void): LanguageModelV3 {
  return textModel(async (options) => ({
    stream: new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        controller.enqueue({ type: 'text-start', id: 't' });
        controller.enqueue({
          type: 'text-delta',
          id: 't',
          delta: 'TITLE: Half a Story\n\nOnce upon ',
        });
        started();
        options.abortSignal?.addEventListener('abort', () =>
          controller.error(options.abortSignal?.reason),
        );
      },
    }),
  }));
}

/** A speech model that answers at once: silent MP3, timings shared out by characters. */
export function fakeSpeechModel(fail?: Error): SpeechModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'silence',
    async doGenerate(options) {
      if (fail) throw fail;
      const language = isLanguageCode(options.language) ? options.language : 'en';
      const audio = silentMp3(Math.max(1, Math.round(options.text.length / 2)));
      const durationMs = Math.round((options.text.length / 14) * 1000);
      const range = { start: 0, end: options.text.length };
      const words = estimateWordTimings(options.text, language, range, durationMs, 0);
      return {
        audio,
        warnings: [],
        response: { timestamp: new Date(), modelId: 'silence' },
        providerMetadata: narrationMetadata(durationMs, words),
      };
    },
  };
}

/** Streams `first`, calls `paused`, waits for `resume`, then streams `rest` and ends. */
export function pausingTextModel(
  first: string,
  rest: string,
  paused: () => void,
  resume: Promise<void>,
): LanguageModelV3 {
  return textModel(async () => ({
    stream: new ReadableStream<LanguageModelV3StreamPart>({
      async start(controller) {
        controller.enqueue({ type: 'text-start', id: 't' });
        controller.enqueue({ type: 'text-delta', id: 't', delta: first });
        paused();
        await resume;
        controller.enqueue({ type: 'text-delta', id: 't', delta: rest });
        endText(controller);
      },
    }),
  }));
}
