import type { LanguageCode } from '@monstory/contracts/language';
import { AGE_BAND_AGES, AgeBand, narrationWpm } from '@monstory/contracts/story-shape';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNarrator, type Narrator } from './narrator.js';

// The pace a story's minutes label is worked out with (narrationWpm) is the pace it is narrated
// at: measured on the audio's own length, pauses included, with the words counted as the story
// engine counts them.

let narrator: Narrator;
beforeAll(async () => {
  narrator = createNarrator({ workers: 1 });
  await narrator.synthesize({ text: 'Hei.', language: 'no', voice: 'nb+f3' });
}, 60_000);
afterAll(() => narrator.close());

// The slowest variant of each language: the furthest from espeak-ng's nominal rate.
const SAMPLES: Partial<Record<LanguageCode, { voices: string[]; text: string }>> = {
  no: {
    voices: ['nb+f2'],
    text: 'Trulte var en liten drage. Hun bodde i en hule ved havet. Hver morgen fløy hun over fjellet.\n\nEn dag møtte hun en rev. «Jeg har gått meg vill,» sa reven. «Hopp opp på ryggen min,» sa Trulte, og så fløy de hjem til mamma rev, som hadde laget vafler.',
  },
  en: {
    voices: ['en-gb+f4'],
    text: 'Pip was a little dragon. He lived in a cave by the sea. Every morning he flew over the hills.\n\nOne day he met a fox. "I am lost," said the fox. "Jump on my back," said Pip, and they flew all the way home to mother fox, who had made waffles.',
  },
};

const countWords = (text: string) =>
  text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

describe('narration pace', { timeout: 60_000 }, () => {
  it.each(
    Object.entries(SAMPLES).flatMap(([language, sample]) =>
      sample.voices.flatMap((voice) =>
        AgeBand.map((band) => ({ language: language as LanguageCode, voice, band, sample })),
      ),
    ),
  )(
    '$voice speaks ages $band at their pace, within 5 %',
    async ({ language, voice, band, sample }) => {
      const wordsPerMinute = narrationWpm(AGE_BAND_AGES[band][0]);
      const narration = await narrator.synthesize({
        text: sample.text,
        language,
        voice,
        rate: wordsPerMinute,
      });
      const measured = countWords(sample.text) / (narration.durationMs / 60_000);
      expect(Math.abs(measured / wordsPerMinute - 1)).toBeLessThan(0.05);
    },
  );
});
