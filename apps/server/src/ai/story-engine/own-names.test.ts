// What the family calls someone or somewhere is what the story calls them: a title stays with
// its name («Kaptein Kråke», "Dr Fox"), a rank is what one is ("Princess Lily" a princess called
// Lily), a place the family made up is visited by its name
// ("Skull Island", «Hodeskalleøya») and is never a character, and one with a rank lives where
// that rank lives (a princess in the castle).
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { Genre } from '@monstory/contracts/story-shape';
import { LANGUAGES, LENGTHS, request, textOf } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  /** Names and places the body must say, as the family wrote them. */
  said: string[];
  /** Words that must never name a character. */
  nobody?: string[];
  /** Words, one of which the body must say (the rank or role). */
  role?: string[];
}

const CASES: Record<StoryLanguage, Case[]> = {
  no: [
    {
      description: 'Sjørøveren Kaptein Kråke leter etter skatten på Hodeskalleøya',
      said: ['Kaptein Kråke', 'Hodeskalleøya'],
      nobody: ['Kaptein', 'Kråke', 'Hodeskalleøya'],
      role: ['sjørøver', 'pirat'],
    },
    {
      description: 'Doktor Dyregod hjelper en skadet rev i Trollskogen',
      said: ['Doktor Dyregod', 'Trollskogen'],
      nobody: ['Dyregod', 'Trollskogen'],
    },
    {
      description: 'Tante Kari og katten Mons drar til Bjørnedalen',
      said: ['Tante Kari', 'Bjørnedalen', 'Mons'],
      nobody: ['Bjørnedalen'],
    },
    {
      description: 'Foreldrene til Jonas tar ham med til Blåvannet',
      said: ['Jonas', 'Blåvannet'],
      nobody: ['Foreldrene', 'Blåvannet'],
    },
    {
      description: 'kaptein Kråke og prinsesse Lea seiler til Hodeskalleøya',
      said: ['Kaptein Kråke', 'Lea', 'Hodeskalleøya'],
      nobody: ['Kråke', 'Hodeskalleøya'],
    },
    {
      description: 'Peppa Gris og Bamse Brakar leter etter en skatt',
      said: ['Peppa Gris', 'Bamse Brakar'],
      nobody: ['Gris', 'Peppa', 'Brakar', 'Bamse'],
      role: ['gris'],
    },
    {
      description: 'Ridder Rolf og hesten Lyn rir til Dragefjellet',
      said: ['Rolf', 'Lyn', 'Dragefjellet'],
      nobody: ['Ridder', 'Dragefjellet'],
      role: ['ridder'],
    },
  ],
  en: [
    {
      description: 'A pirate girl named Ruby looks for buried treasure on Skull Island',
      said: ['Ruby', 'Skull Island'],
      nobody: ['Skull', 'Skull Island'],
      role: ['pirate'],
    },
    {
      description: 'Captain Hook sails to Mount Doom to find a golden key',
      said: ['Captain Hook', 'Mount Doom'],
      nobody: ['Hook', 'Mount', 'Doom'],
    },
    {
      description: 'Dr Fox helps a hurt owl in the Whispering Forest',
      said: ['Dr Fox', 'Whispering Forest'],
      nobody: ['Fox', 'Whispering'],
    },
    {
      description: 'dr Fox helps a hurt owl in the Whispering Forest',
      said: ['Dr Fox', 'Whispering Forest'],
      nobody: ['Fox', 'Whispering'],
    },
    {
      description: 'Mickey Mouse and Peppa Pig go to the beach',
      said: ['Mickey Mouse', 'Peppa Pig'],
      nobody: ['Mickey', 'Mouse', 'Peppa', 'Pig'],
      role: ['pig'],
    },
    {
      description: 'Max the brave knight and his horse Star ride to Castle Grey',
      said: ['Max', 'Star', 'Castle Grey'],
      nobody: ['Grey', 'Castle'],
      role: ['knight'],
    },
    {
      description: 'Parents and children go to Lake Bluewater with a dog called Rex',
      said: ['Rex', 'Lake Bluewater'],
      nobody: ['Parents', 'Bluewater'],
    },
  ],
};

/** Where the family says one lives, or where a princess or a king lives when it does not. */
const RANKED: Record<StoryLanguage, [string, RegExp][]> = {
  no: [
    ['Prinsesse Ida har mistet stemmen sin', /slott/],
    ['Kong Olav leter etter kronen sin', /slott/],
    ['Enhjørningen Luna bor i Regnbuedalen', /regnbuedalen/],
  ],
  en: [
    ['Princess Lily looks for her lost crown', /castle/],
    ['King Olav looks for his lost crown', /castle/],
    ['Luna the unicorn lives in Rainbow Valley', /rainbow valley/],
  ],
};

describe('names, titles and places the family gave', () => {
  for (const language of LANGUAGES)
    it(`are the story's own (${language})`, () => {
      const faults: string[] = [];
      CASES[language].forEach((c, k) => {
        for (const [n, age] of [4, 6, 8, 10].entries())
          for (const length of LENGTHS) {
            const seed = `own-names-${k}-${n}-${length}`;
            const genre = Genre[(k + n) % Genre.length] as Genre;
            const story = generateStory(
              request({ language, age, length, genre, seed, description: c.description }),
            );
            const body = textOf(story);
            const at = `${c.description} (${age}, ${length})`;
            for (const w of c.said) if (!body.includes(w)) faults.push(`${at}: no «${w}»`);
            for (const w of c.nobody ?? [])
              if (story.characters.includes(w)) faults.push(`${at}: «${w}» is a character`);
            if (c.role && !c.role.some((r) => body.toLowerCase().includes(r)))
              faults.push(`${at}: never says ${c.role.join('/')}`);
          }
      });
      expect(faults).toEqual([]);
    });

  for (const language of LANGUAGES)
    it(`open at the home the family or the rank gives (${language})`, () => {
      const faults: string[] = [];
      RANKED[language].forEach(([description, home], k) => {
        for (const [n, age] of [4, 7, 10].entries()) {
          const story = generateStory(
            request({ language, age, length: 'SHORT', seed: `rank-${k}-${n}`, description }),
          );
          const opening = story.paragraphs
            .slice(0, 2)
            .map((p) => p.text.toLowerCase())
            .join(' ');
          if (!home.test(opening)) faults.push(`${description} (${age}): ${opening.slice(0, 120)}`);
        }
      });
      expect(faults).toEqual([]);
    });
});
