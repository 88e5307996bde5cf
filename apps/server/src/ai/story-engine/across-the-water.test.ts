import { describe, expect, it } from 'vitest';
import { cycledRequest, textOf } from './engine.testing';
import { generateStory } from './generate-story';
import { openSession } from './story-session';
import type { StoryLanguage } from './story-types';

// Sailed out to an island to find something: the island is where it is found, reached by boat,
// not a place the story only longs for while the search ends on the ship or in a glade.

const CASES: { language: StoryLanguage; description: string; island: RegExp; boat: RegExp }[] = [
  {
    language: 'en',
    description:
      'Max and his dog Biscuit sail a little red boat to an island to find buried treasure',
    island: /\bisland\b/,
    boat: /\b(boat|rowed|sailed|gangplank)\b/,
  },
  {
    language: 'en',
    description: 'Two pirates row out to a faraway island to look for a golden crown',
    island: /\bisland\b/,
    boat: /\b(boat|rowed|sailed|gangplank)\b/,
  },
  {
    language: 'no',
    description: 'Ida og katten Findus seiler til en øy for å finne en skatt',
    island: /(?<!\p{L})øya(?!\p{L})/u,
    boat: /båt|rodde|seilte|landgangen/,
  },
  {
    language: 'no',
    description: 'Sjøreven Ola ror ut til ei lita øy for å lete etter en gullmynt',
    island: /(?<!\p{L})øya(?!\p{L})/u,
    boat: /båt|rodde|seilte|landgangen/,
  },
];

describe('what is sought across the water is found on the island', () => {
  for (const { language, description, island, boat } of CASES)
    it(description, () => {
      for (let i = 0; i < 24; i++) {
        const req = cycledRequest({ language, description, age: 4 + (i % 3) * 3 }, i, 'isle');
        // Out in space a ride goes up, not across the water.
        if (req.genre === 'SPACE') continue;
        const plan = openSession(req).run.env.plan;
        expect(plan.places.at(-1), `${req.genre} ${req.seed}`).toBe('island');
        const text = textOf(generateStory(req));
        expect(text).toMatch(island);
        expect(text).toMatch(boat);
      }
    });
});
