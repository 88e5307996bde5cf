// A fishing trip is the plot: the water the family named, the grown-up who goes along, getting
// ready (rods, worms, a packed lunch), the waiting and its small mishaps, the catch; a talking
// fish asks to be let go and gives a wish. Never a summit, a treasure or a raft to build.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { thirdsOf, toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  /** Where they fish (a place id). */
  water: string;
  talking?: true;
  /** The grown-up who goes along, as the story calls them, when the family named one. */
  with?: string;
  hero?: string;
  /** The talking fish's own name. */
  fish?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'Noah and his dad go fishing on the lake and catch a talking fish',
      water: 'lake',
      talking: true,
      with: 'Dad',
      hero: 'Noah',
    },
    {
      description: 'Ella goes fishing with Grandpa by the river',
      water: 'river',
      with: 'Grandpa',
      hero: 'Ella',
    },
    {
      description:
        'Max and Grandma go fishing off the pier and catch a magic fish that grants a wish',
      water: 'pier',
      talking: true,
      with: 'Grandma',
      hero: 'Max',
    },
    { description: 'A fishing trip with Mum to the pond', water: 'pond', with: 'Mum' },
    {
      description: 'Ruby and her grandad go fishing and catch a talking fish called Goldie',
      water: 'lake',
      talking: true,
      hero: 'Ruby',
      fish: 'Goldie',
    },
    {
      description: 'Tom wants to catch his first fish with Dad at the sea',
      water: 'pier',
      with: 'Dad',
      hero: 'Tom',
    },
  ],
  no: [
    {
      description: 'Ola og bestefar drar på fisketur og får en snakkende fisk',
      water: 'lake',
      talking: true,
      with: 'bestefar',
      hero: 'Ola',
    },
    {
      description: 'Sara skal fiske med pappa ved elva',
      water: 'river',
      with: 'pappa',
      hero: 'Sara',
    },
    {
      description: 'Mormor og Jonas fisker fra brygga',
      water: 'pier',
      with: 'mormor',
      hero: 'Jonas',
    },
    {
      description: 'Lise vil fange sin første fisk sammen med morfar',
      water: 'lake',
      with: 'morfar',
      hero: 'Lise',
    },
    { description: 'Fisketur til tjernet med mamma', water: 'lake', with: 'mamma' },
    {
      description:
        'Emil og farfar drar på fisketur og fanger en magisk fisk som kan snakke og gi et ønske',
      water: 'lake',
      talking: true,
      with: 'farfar',
      hero: 'Emil',
    },
  ],
};

const WORDS: Record<
  StoryLanguage,
  {
    ready: RegExp;
    mishap: RegExp;
    catch: RegExp;
    talk: RegExp;
    wish: RegExp;
    caught: RegExp;
    off: RegExp;
  }
> = {
  en: {
    ready: /\b(rods?|worms?|lunch|sandwiches|flask|landing net)\b/,
    mishap: /\b(tangled|stuck|weeds|rain|no worms|would not close|would not screw on)\b/,
    catch: /\b(float went|reeled in)\b/i,
    talk: /"Please let me go,"/,
    wish: /\bwish\b/,
    caught: /\b(big silver fish|had caught a fish)\b/,
    off: /\b(raft|summit|treasure (map|hunt)|mountain top|build a boat)\b/i,
  },
  no: {
    ready: /\b(fiskestengene|stengene|mark|meitemark|niste|nista|termos|håven)\b/,
    mishap:
      /\b(floke\w*|floket|fast|tangen|tang|regne|ingen mark|ikke en eneste mark|ville ikke)\b/,
    catch: /\b(dupperen gikk|gikk dupperen|sveivet inn)\b/i,
    talk: /«(Vær så snill, )?[Ss]lipp meg fri,»/,
    wish: /ønske/,
    caught: /\b(blank fisk|hadde fått fisk)\b/,
    off: /\b(flåten?|fjelltoppen|skattekart\w*|skattejakt\w*|bygge en båt)\b/i,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 3;
const HOME_STEPS = ['house', 'woodshed', 'garden', 'kitchen', 'forest', 'meadow', 'village'];

describe('a fishing trip', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads where they fish and whether the fish talks (${language})`, () => {
      for (const a of ASKS[language]) {
        const fishing = parseDescription(a.description, () => true).fishing;
        expect(fishing?.water, a.description).toBe(a.water);
        expect(!!fishing?.talking, a.description).toBe(!!a.talking);
      }
    });

    it(`tells getting ready, the way, the waiting, the catch and the talking fish (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'fish' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(told.goal, where).toBe('reach/fish');
        expect(cast.goal.place, where).toBe(a.water);
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        // A grown-up of the family goes along, by the family's word for them.
        if (a.with) expect(cast.friend?.name?.toLowerCase(), where).toBe(a.with.toLowerCase());
        expect(['grandparent', 'grown-up'], where).toContain(cast.friend?.kind);
        expect(body, where).toMatch(new RegExp(`\\b${cast.friend?.name}\\b`, 'i'));
        expect(body, where).toMatch(w.ready);
        expect(body, where).toMatch(w.mishap);
        expect(body, where).not.toMatch(w.off);
        // The water they set out for is named, and the day ends there before home.
        const target = told.session.run.env.plan.places.at(-1);
        expect(target, where).toBe(a.water);
        for (const p of story.places.slice(0, -1)) expect(HOME_STEPS, where).toContain(p);
        const [, , end] = thirdsOf(story) as [string, string, string];
        expect(end, where).toMatch(w.catch);
        if (a.talking) {
          expect(end, where).toMatch(w.talk);
          expect(end, where).toMatch(w.wish);
          if (a.fish) expect(end, where).toMatch(new RegExp(`\\b${a.fish}\\b`));
        } else expect(end, where).toMatch(w.caught);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 300_000);
  }
});
