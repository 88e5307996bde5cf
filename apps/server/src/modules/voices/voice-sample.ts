import { voiceForLanguage } from '../../ai/narrator/narrator-voices.js';
import { narrate } from '../../ai/providers/speech-input.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { CatalogueVoice } from './voices.service.js';

// A voice's preview, spoken by the narrator that reads the stories with that voice (never the
// browser's own speech, which sounds like none of them). A few seconds of audio per voice, made
// on first request and kept in memory for as long as the app runs.

export interface VoiceSamples {
  /** The MP3 sample of `voice`; several callers at once share one narration. */
  get(voice: CatalogueVoice): Promise<Uint8Array>;
}

export function createVoiceSamples(ctx: Pick<ServiceContext, 'ai'>): VoiceSamples {
  const made = new Map<string, Promise<Uint8Array>>();
  return {
    get(voice) {
      const cached = made.get(voice.voiceUuid);
      if (cached) return cached;
      const engine = voiceForLanguage(voice.languageCode, voice.engineVoice);
      const sample = narrate(ctx.ai.speech, {
        text: voice.previewText,
        language: voice.languageCode,
        voice: engine.id,
        gender: voice.gender,
      }).then((narration) => narration.audio);
      made.set(voice.voiceUuid, sample);
      // A failed narration is not kept: the next request tries again.
      sample.catch(() => made.delete(voice.voiceUuid));
      return sample;
    },
  };
}
