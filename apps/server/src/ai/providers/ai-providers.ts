import type { ImageModelV3, LanguageModelV3, SpeechModelV3 } from '@ai-sdk/provider';
import { createNarrator, type Narrator } from '../narrator/narrator.js';
import type { WordPredicate } from '../story-engine/story-types.js';
import type { AiConfig } from './ai-config.js';
import { createHostedImageModel } from './hosted-image-model.js';
import { createHostedSpeechModel } from './hosted-speech-model.js';
import { createHostedTextModel } from './hosted-text-model.js';
import { createHostedModerator, type Moderator } from './moderation.js';
import { inProcessEngines, workerEngines, type OfflineEngines } from './offline-engines.js';
import { createOfflineImageModel } from './offline-image-model.js';
import { createOfflineSpeechModel } from './offline-speech-model.js';
import { createOfflineTextModel } from './offline-text-model.js';

/**
 * One model per medium, on the AI SDK's interfaces: the offline engines unless the medium's
 * API is configured (docs/decisions/0007-story-pipeline.md). Fields are writable so a test can
 * put a model of its own in (one that blocks, or fails).
 */
export interface AiProviders {
  text: LanguageModelV3;
  image: ImageModelV3;
  /** The size asked of a hosted image model. */
  imageSize: `${number}x${number}` | undefined;
  speech: SpeechModelV3;
  /** The provider's moderation, when configured; the local child-safety gate applies either way. */
  moderator: Moderator | undefined;
  readonly kinds: Record<'text' | 'image' | 'speech' | 'moderation', 'offline' | 'hosted'>;
  /** Gets the offline engines' worker ready ahead of use (once; cheap to call again). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface AiProviderOptions {
  /**
   * The child-safety word predicate the offline story engine asks about names, when it runs on
   * the calling thread (a worker applies the gate's name rules itself).
   */
  isSafeToUse?: WordPredicate;
  /** For tests: narrator settings (workers, timeouts). */
  narrator?: () => Narrator;
}

export function createAiProviders(config: AiConfig, options: AiProviderOptions = {}): AiProviders {
  let narrator: Narrator | undefined;
  const narratorOf = () => (narrator ??= options.narrator?.() ?? createNarrator());
  const engines: OfflineEngines =
    config.offlineEngineWorkers > 0
      ? workerEngines(config.offlineEngineWorkers)
      : inProcessEngines(options.isSafeToUse);
  return {
    text: config.text
      ? createHostedTextModel(config.text)
      : createOfflineTextModel({ streamMs: config.offlineTextStreamMs, engines }),
    image: config.image ? createHostedImageModel(config.image) : createOfflineImageModel(engines),
    imageSize: config.image?.size,
    speech: config.speech
      ? createHostedSpeechModel(config.speech)
      : createOfflineSpeechModel(narratorOf),
    moderator: config.moderation ? createHostedModerator(config.moderation) : undefined,
    kinds: {
      text: config.text ? 'hosted' : 'offline',
      image: config.image ? 'hosted' : 'offline',
      speech: config.speech ? 'hosted' : 'offline',
      moderation: config.moderation ? 'hosted' : 'offline',
    },
    warmUp: () => engines.warmUp(),
    async close() {
      await engines.close();
      await narrator?.close();
      narrator = undefined;
    },
  };
}
