import type { SpeechModelV3 } from '@ai-sdk/provider';
import { isLanguageCode } from '@monstory/contracts/language';
import type { Narrator } from '../narrator/narrator.js';
import { narrationMetadata, readWordsPerMinute } from './speech-input.js';

/** The offline narrator (espeak-ng in worker threads) as an AI SDK speech model. */
export function createOfflineSpeechModel(narrator: () => Narrator): SpeechModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'monstory.offline',
    modelId: 'espeak-ng',
    async doGenerate(options) {
      const language = options.language;
      if (!isLanguageCode(language) || !options.voice) {
        throw new TypeError('The offline narrator needs a language (no, en, da, sv) and a voice');
      }
      const rate = readWordsPerMinute(options.providerOptions);
      const narration = await narrator().synthesize({
        text: options.text,
        language,
        voice: options.voice,
        ...(rate !== undefined && { rate }),
      });
      return {
        audio: new Uint8Array(narration.audio),
        warnings: [],
        response: { timestamp: new Date(), modelId: 'espeak-ng' },
        providerMetadata: narrationMetadata(narration.durationMs, narration.words),
      };
    },
  };
}
