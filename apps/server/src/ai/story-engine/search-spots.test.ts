// A search looks where the place has somewhere to look: on the beach under seaweed and behind
// rocks, indoors under cushions and behind doors. "Under puter og bak dører" on a beach and "a
// hollow tree on the beach" were the house's and the forest's furniture carried out to the sand.
// And what the family said is somewhere (a chest on the beach) is found there, at the end.
import { describe, expect, it } from 'vitest';
import { request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const ASK: Record<StoryLanguage, string[]> = {
  en: [
    'Ruby and her cat Whiskers find a treasure chest on the beach',
    'Leo looks for his lost shell on the beach',
    'Mia searches the library for a lost book',
    'Noah finds a secret map in the house',
  ],
  no: [
    'Ruby og katten Pus finner en skattekiste på stranda',
    'Leo leter etter det borte skjellet sitt på stranda',
    'Mia leter i biblioteket etter ei borte bok',
    'Noah finner et hemmelig kart i huset',
  ],
};
/** What is not there to look in, by kind of place. */
const WRONG: Record<StoryLanguage, Record<'beach' | 'indoor', RegExp>> = {
  en: {
    beach: /\b(hollow tree|roots|rabbit hole|cushions|behind doors|under leaves)\b/i,
    indoor: /\b(hollow tree|under roots|rabbit hole|under leaves|behind bushes|behind trees)\b/i,
  },
  no: {
    beach: /\b(hult tre|røtter|kaninhull|puter|bak dører|under blader)\b/i,
    indoor: /\b(hult tre|under røtter|kaninhull|under blader|bak busker|bak trær)\b/i,
  },
};
const INDOOR = new Set(['house', 'bedroom', 'library', 'school', 'castle', 'kitchen']);

describe('a search looks where the place has somewhere to look', () => {
  for (const language of ['en', 'no'] as const)
    it(`fits its searches to the beach and to rooms, and ends where the family said (${language})`, () => {
      const bad: string[] = [];
      const endedElsewhere: string[] = [];
      for (let n = 0; n < 40; n++) {
        const description = ASK[language][n % 4] as string;
        const session = openSession(
          request({
            language,
            description,
            genre: n % 2 ? 'ADVENTURE' : 'MYSTERY',
            length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
            age: 4 + (n % 3) * 3,
            seed: `spot-${n}`,
          }),
        );
        play(session, [], false);
        finish(session);
        const plan = session.run.env.plan;
        for (const p of session.run.paragraphs) {
          const setting =
            p.hint.place === 'beach' ? 'beach' : INDOOR.has(p.hint.place) ? 'indoor' : undefined;
          if (!setting) continue;
          for (const l of p.lines)
            if (WRONG[language][setting].test(l.text)) bad.push(`${p.hint.place}: ${l.text}`);
        }
        const named = n % 4 < 2 ? 'beach' : undefined;
        // (A story that starts there searches away from home.)
        if (named && plan.places.slice(1).includes(named) && plan.resolution.place !== named)
          endedElsewhere.push(`${description}: found at ${plan.resolution.place}`);
      }
      expect(bad).toEqual([]);
      expect(endedElsewhere).toEqual([]);
    });
});
