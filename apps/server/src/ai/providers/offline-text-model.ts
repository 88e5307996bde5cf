import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { OfflineEngines } from './offline-engines.js';
import { storyMarkupPieces } from './story-markup.js';
import { readStoryTextInput } from './story-text-input.js';

// The offline story engine as an AI SDK language model: it reads the StoryTextInput from the
// call's providerOptions, tells the story (a few milliseconds) and streams it in the markup
// both providers speak, paced so the words arrive like a hosted model's would.

export interface OfflineTextModelOptions {
  /** The whole text streams over about this long; 0 sends it at once. */
  streamMs: number;
  engines: OfflineEngines;
}

const TICK_MS = 60;

const NO_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function markupFor(
  options: LanguageModelV3CallOptions,
  engines: OfflineEngines,
): Promise<string[]> {
  const part = await engines.storyPart(readStoryTextInput(options.providerOptions));
  return storyMarkupPieces({
    ...(part.title && { title: part.title }),
    paragraphs: part.paragraphs,
    choices: part.choices,
  });
}

export function createOfflineTextModel(options: OfflineTextModelOptions): LanguageModelV3 {
  const finish = {
    type: 'finish',
    usage: NO_USAGE,
    finishReason: { unified: 'stop', raw: 'stop' },
  };
  return {
    specificationVersion: 'v3',
    provider: 'monstory.offline',
    modelId: 'story-engine',
    supportedUrls: {},
    async doGenerate(call) {
      const text = (await markupFor(call, options.engines)).join('');
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: NO_USAGE,
        warnings: [],
      };
    },
    async doStream(call) {
      const pieces = await markupFor(call, options.engines);
      const ticks = Math.max(1, Math.floor(options.streamMs / TICK_MS));
      const perTick = options.streamMs > 0 ? Math.ceil(pieces.length / ticks) : pieces.length;
      const signal = call.abortSignal;
      let next = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'story' });
        },
        async pull(controller) {
          if (next > 0) await wait(TICK_MS, signal);
          const delta = pieces.slice(next, next + perTick).join('');
          next += perTick;
          if (delta) controller.enqueue({ type: 'text-delta', id: 'story', delta });
          if (next >= pieces.length) {
            controller.enqueue({ type: 'text-end', id: 'story' });
            controller.enqueue(finish as LanguageModelV3StreamPart);
            controller.close();
          }
        },
      });
      return { stream };
    },
  };
}
