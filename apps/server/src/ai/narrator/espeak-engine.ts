import createEspeak from '@echogarden/espeak-ng-emscripten';
import type { EspeakSettings } from './narrator-voices.js';
import { concatPcm } from './pcm.js';

export const ESPEAK_SAMPLE_RATE = 22050;

export interface SpokenChunk {
  samples: Int16Array;
  /** Word events: 1-based code point position in the text given, and milliseconds into the audio. */
  marks: { position: number; ms: number }[];
}

export interface SpeechEngine {
  speak(text: string, settings: EspeakSettings, wordsPerMinute: number): SpokenChunk;
}

/** Loads espeak-ng (WASM, ~24 MB of voice data read from node_modules): once per worker. */
export async function loadEspeakEngine(): Promise<SpeechEngine> {
  const module = await createEspeak();
  const espeak = new module.eSpeakNGWorker();
  return {
    speak(text, settings, wordsPerMinute) {
      const name = `${settings.voice}+${settings.variant}`;
      // Parameters are set after the voice: set_voice resets them to the voice's defaults.
      if (espeak.set_voice(name) !== 0) throw new Error(`espeak-ng has no voice "${name}"`);
      espeak.set_rate(wordsPerMinute);
      espeak.set_pitch(settings.pitch);
      espeak.set_range(settings.range);
      const parts: Int16Array[] = [];
      const marks: SpokenChunk['marks'] = [];
      espeak.synthesize(text, (samples, events) => {
        if (samples.length > 0) parts.push(samples);
        for (const event of events) {
          if (event.type === 'word')
            marks.push({ position: event.text_position, ms: event.audio_position });
        }
        return 0;
      });
      return { samples: concatPcm(parts), marks };
    },
  };
}
