// Noises in the night are their own fear, not the dark's: heard where one sleeps or camps, met
// between evening and night, and found out at last to be something small and harmless.
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  en: [
    'Owen is scared of noises at night',
    'Ivy the mouse is afraid of the sounds in the night',
    'Rowan is scared of creaks and sounds at bedtime',
  ],
  no: [
    'Tiril er redd for lyder om natta',
    'Musa Ask er redd for lydene om natten',
    'Nils er redd for lyder når han skal sove om kvelden',
  ],
};
/** What the noise turns out to be: a branch, the house, a cat, the wind, an owl. */
const EXPLAINED: Record<StoryLanguage, RegExp> = {
  en: /branch|house (?:creaking|settling)|floor creaking|cat|wind|owl|hedgehog/,
  no: /grein|huset som|gulvet som|katt|vinden|ugle|pinnsvin/,
};
const AS_DARK: Record<StoryLanguage, RegExp> = {
  en: /afraid of the dark|scared of the dark/,
  no: /redd for mørket/,
};

describe('noises in the night', () => {
  for (const language of ['no', 'en'] as const)
    it(`are their own fear, met at night and found out (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((description, k) => {
        for (let seed = 0; seed < 18; seed += 1) {
          const { session, story, body } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 100,
            ['BEDTIME', 'ADVENTURE', 'FANTASY', 'ANIMALS', 'FUNNY', 'FRIENDSHIP'],
            'night-noises',
          );
          const goal = session.run.env.cast.goal;
          const tag = `${description} #${seed}`;
          if (goal.kind !== 'fear' || goal.fear !== 'night-noises')
            faults.push(`${tag}: read as ${goal.kind} ${goal.fear ?? ''}`);
          if (AS_DARK[language].test(body)) faults.push(`${tag}: told as the dark`);
          if (!EXPLAINED[language].test(body)) faults.push(`${tag}: never found out`);
          const hours = story.paragraphs.flatMap((p) => (p.scene ? [p.scene.timeOfDay] : []));
          if (hours.some((h) => !['evening', 'dusk', 'night'].includes(h)))
            faults.push(`${tag}: pictured at ${hours.join(',')}`);
        }
      });
      expect(faults).toEqual([]);
    });
});
