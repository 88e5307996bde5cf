// A contest to win or a show to put on is that event: named in the opening, practised for at
// home and nearby, the day itself where it is held with the others there, a mishap met with
// what was practised or a friend's help, and the result said. Every child the family named
// takes part; never a treasure map or a summit.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import type { ContestEvent } from './description/read-contest';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  event: ContestEvent;
  /** Where it is held. */
  at: string;
  /** How the story names it. */
  named: RegExp;
  /** The children the family named, all of whom take part. */
  kids: string[];
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Two sisters, Ava and Lily, want to win the sandcastle competition at the beach',
      event: 'sandcastle',
      at: 'beach',
      named: /the sandcastle competition/,
      kids: ['Ava', 'Lily'],
    },
    {
      description: 'Max wants to win the ski race in the winter holidays',
      event: 'ski',
      at: 'ski-slope',
      named: /the ski race/,
      kids: ['Max'],
    },
    {
      description: 'Sam and his friend Leo are playing in the big football match on Saturday',
      event: 'football',
      at: 'football-pitch',
      named: /the football match/,
      kids: ['Sam', 'Leo'],
    },
    {
      description: 'Mia is nervous about singing a solo in the school concert',
      event: 'sing',
      at: 'school-hall',
      named: /the school concert/,
      kids: ['Mia'],
    },
    {
      description: 'Olivia and Noah are in the Christmas play at school',
      event: 'play',
      at: 'school-hall',
      named: /the Christmas show/,
      kids: ['Olivia', 'Noah'],
    },
    {
      description: 'Ella has stage fright before her dance show at the theatre',
      event: 'dance',
      at: 'theatre',
      named: /the dance show/,
      kids: ['Ella'],
    },
    {
      description: 'Ruby wants to win the drawing competition at the library',
      event: 'drawing',
      at: 'library',
      named: /the drawing competition/,
      kids: ['Ruby'],
    },
  ],
  no: [
    {
      description: 'Emma og Sara vil vinne skikonkurransen på vinterferien',
      event: 'ski',
      at: 'ski-slope',
      named: /skirennet/,
      kids: ['Emma', 'Sara'],
    },
    {
      description: 'Nora og klassen skal ha juleforestilling og Nora skal synge alene',
      event: 'sing',
      at: 'school-hall',
      named: /juleforestillingen/,
      kids: ['Nora'],
    },
    {
      description: 'Jonas og Elias vil vinne sandslottkonkurransen på stranda',
      event: 'sandcastle',
      at: 'beach',
      named: /sandslottkonkurransen/,
      kids: ['Jonas', 'Elias'],
    },
    {
      description: 'Ingrid er nervøs fordi hun skal synge solo på konserten',
      event: 'sing',
      at: 'school-hall',
      named: /skolekonserten/,
      kids: ['Ingrid'],
    },
    {
      description: 'Oskar og vennen Filip skal spille fotballkamp på lørdag',
      event: 'football',
      at: 'football-pitch',
      named: /fotballkampen/,
      kids: ['Oskar', 'Filip'],
    },
    {
      description: 'Maja og Ida skal danse på danseoppvisningen',
      event: 'dance',
      at: 'theatre',
      named: /danseoppvisningen/,
      kids: ['Maja', 'Ida'],
    },
    {
      description: 'Lukas vil vinne kakekonkurransen',
      event: 'baking',
      at: 'square',
      named: /kakekonkurransen/,
      kids: ['Lukas'],
    },
  ],
};

const WORDS: Record<
  StoryLanguage,
  { practice: RegExp; day: RegExp; mishap: RegExp; met: RegExp; result: RegExp; off: RegExp }
> = {
  en: {
    practice: /\bpractis(e|ed)\b/,
    day: /\bthe (big )?day of\b|\bbig day came\b/,
    mishap: /\bBut then\b/,
    met: /\bjust as (they|she|he) had practised\b/,
    result: /\b(won|did not win|the winner)\b|\bclapped and cheered\b/,
    off: /\btreasure (chest|hunt)\b|\bsummit\b|\bmountain ?top\b|\balso the story of\b/i,
  },
  no: {
    practice: /(?<!\p{L})øv(de|er|e|ingen)\b/u,
    day: /\bdagen for\b|\bstore dagen\b/,
    mishap: /\bskjedde det\b/,
    met: /\b(som|slik) (de|hun|han) hadde øvd\b/,
    result: /\b(vant|vinneren)\b|\bklappet og jublet\b/,
    off: /\b(skattekiste|skattejakt|fjelltopp|fjelltoppen|toppen av fjellet)\b/i,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
/** With the length turned by age and seed, six seeds tell each age at every length twice. */
const SEEDS = 6;

describe('a contest or a show', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the contest or the show (${language})`, () => {
      for (const a of ASKS[language])
        expect(parseDescription(a.description, () => true).contest?.event, a.description).toBe(
          a.event,
        );
    });

    it(`tells the practice, the day, the mishap and the result (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'contest' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(cast.goal.variant, where).toBe('contest');
        expect(cast.goal.contest?.event, where).toBe(a.event);
        expect(cast.hero.name, where).toBe(a.kids[0]);
        if (a.kids[1]) expect(cast.friend?.name, where).toBe(a.kids[1]);
        const [start] = thirdsOf(story) as [string];
        expect(start, where).toMatch(a.named);
        expect(body, where).not.toMatch(w.off);
        // Practice first, then the day where it is held, the mishap, how it is met, the result.
        const practice = body.search(w.practice);
        const day = body.search(w.day);
        expect(practice, where).toBeGreaterThanOrEqual(0);
        expect(day, where).toBeGreaterThan(practice);
        const onTheDay = body.slice(day);
        expect(onTheDay, where).toMatch(w.mishap);
        expect(onTheDay, where).toMatch(w.met);
        expect(onTheDay, where).toMatch(w.result);
        expect(onTheDay.search(w.met), where).toBeGreaterThan(onTheDay.search(w.mishap));
        expect(story.places.at(-1), where).toBe(a.at);
        // Every child the family named is there on the day.
        for (const kid of a.kids) expect(onTheDay, where).toMatch(new RegExp(`\\b${kid}\\b`));
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 90_000);
  }
});
