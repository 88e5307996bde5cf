import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { request } from './engine.testing';
import { generateStory } from './generate-story';
import { hourRefused } from './packs/hour';
import type { StoryLanguage } from './story-types';

// The words keep the hour the picture shows: no sun shining on a paragraph told at night, no
// stars out at noon. Bedtime stories and the fear of the dark run on into the night.

const ASKS: Record<StoryLanguage, string[]> = {
  no: ['', 'Lille Ole er redd for mørket', 'Mia og katten leter etter en borte ball i skogen'],
  en: ['', 'Sam is scared of the dark', 'Mia and her cat look for a lost ball in the forest'],
};

describe('the hour of each paragraph', () => {
  for (const language of ['no', 'en'] as const)
    it(`holds only what that hour can hold (${language})`, () => {
      const off: string[] = [];
      let n = 0;
      for (const genre of Genre)
        for (const description of ASKS[language])
          for (const length of ['SHORT', 'LONG'] as const) {
            n += 1;
            const story = generateStory(
              request({
                language,
                genre,
                length,
                description,
                age: 4 + (n % 3) * 3,
                seed: `hour-${n}`,
              }),
            );
            for (const p of story.paragraphs) {
              const refused = p.scene && hourRefused(p.scene.timeOfDay, language);
              if (refused?.test(p.text)) off.push(`${p.scene?.timeOfDay}: ${p.text}`);
            }
          }
      expect(off).toEqual([]);
    });
});
