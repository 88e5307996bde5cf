import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface WayHomeCase {
  description: string;
  /** Where the hero is lost, as the story names it: it opens there. */
  from: RegExp;
  /** Home as the story names it (the one waiting there, or the home place). */
  home: RegExp;
  names: string[];
  species: RegExp;
  /** A colour the animal never has by nature. */
  wrongColour?: RegExp;
}

const CASES: Record<StoryLanguage, WayHomeCase[]> = {
  en: [
    {
      description:
        'A little penguin named Pip gets lost in the big city and wants to go back home to the South Pole',
      from: /\btown\b/,
      home: /South Pole/,
      names: ['Pip'],
      species: /penguin/,
      wrongColour: /\b(black|white|brown|grey|blue|red|green|yellow|orange) penguin/,
    },
    {
      description: 'Mo the monkey is lost in the jungle and wants to find his way home to his mum',
      from: /jungle/,
      home: /\bMum\b/,
      names: ['Mo'],
      species: /monkey/,
    },
    {
      description: "A puppy called Max is stranded on an island and can't get home",
      from: /island/,
      home: /\bhome\b/,
      names: ['Max'],
      species: /puppy/,
    },
    {
      description:
        'The wind blew Tilly the kitten far away, and now she cannot find her way home to Grandma',
      from: /\b(forest|town|mountain|meadow)\b/,
      home: /Grandma/,
      names: ['Tilly'],
      species: /kitten/,
    },
    {
      description:
        'Bruno the polar bear floated away on the sea ice and wants to get back home to his dad',
      from: /\b(sea|island|beach)\b/,
      home: /\bDad\b/,
      names: ['Bruno'],
      species: /polar bear/,
      wrongColour: /\b(brown|black|grey|orange) polar bear/,
    },
  ],
  no: [
    {
      description: 'Isbjørnen Nanuk har gått seg bort på Nordpolen og vil hjem til mamma',
      from: /Nordpolen/,
      home: /\bmamma\b/i,
      names: ['Nanuk'],
      species: /isbjørn/,
      wrongColour: /\b(brun|svart|grå|oransje)e? isbjørn/,
    },
    {
      description: 'Kaninen Trille har rotet seg bort i skogen og finner ikke veien hjem',
      from: /skogen/,
      home: /\bhjem/,
      names: ['Trille'],
      species: /kanin/,
    },
    {
      description: 'Pingvinen Pelle drev bort på et isflak og kommer seg ikke hjem til Sydpolen',
      from: /(havet|øya|stranda)/,
      home: /Sydpolen/,
      names: ['Pelle'],
      species: /pingvin/,
      wrongColour: /\b(svart|hvit|brun|grå|blå|rød|grønn|gul|oransje)e? pingvin/,
    },
    {
      description: 'Musa Mille blåste bort i stormen og vil tilbake til mamma i skogen',
      from: /\b(byen|fjellet|enga)\b/,
      home: /\bmamma\b/i,
      names: ['Mille'],
      species: /\bmus/,
    },
    {
      description: 'Reven Rikke har gått seg vill i storbyen og vil hjem til bestemor på gården',
      from: /\bbyen\b/,
      home: /\bbestemor\b/i,
      names: ['Rikke'],
      species: /\brev/,
    },
    {
      description: 'Elgen Elias er strandet på en øy langt hjemmefra og savner pappa',
      from: /øya/,
      home: /\bpappa\b/i,
      names: ['Elias'],
      species: /\belg/,
    },
  ],
};

/** Not the way home: the hero lost something, or a thing got lost. */
const NOT_WAY_HOME = [
  'Emma lost her balloon in the park and wants to find it',
  'The kite blew away and Tom wants to find it',
  'Ballongen til Emma blåste bort',
  'Ola har mistet bamsen sin i skogen og leter etter den',
  "Sam's red balloon got lost and Sam wants to find it",
  'Emma finds a lost puppy and helps it find its way home',
  'Jonas hjelper en kattunge som har gått seg bort, med å finne veien hjem',
];

/** The want told at the start: to get home. */
const WANTS_HOME: Record<StoryLanguage, RegExp> = {
  en: /\b(go|get|way|find the way)( back)? home\b/,
  no: /(?<![a-zæøå])(vil|ville|ønsket|veien)( [a-zæøå]+){0,2} hjem\b/,
};
/** Home reached at the end. */
const ARRIVED: Record<StoryLanguage, RegExp> = {
  en: /\b(there was home|was home again|You're home|home again)\b/,
  no: /\b(var hjemmet|hjemme igjen|Du er hjemme|var [A-ZÆØÅ]\w* hjemme)\b/,
};
/** A wish or a dream: never to go to where the hero is lost. */
const WISH_TO: Record<StoryLanguage, RegExp> = {
  en: /\b(wish|wished|dream|dreamed|longed)\b/,
  no: /(?<![a-zæøå])(ønsket|drøm|drømte|lengtet)(?![a-zæøå])/,
};

const GENRES: Genre[] = ['ADVENTURE', 'ANIMALS', 'FUNNY', 'FAIRY_TALE', 'BEDTIME', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 4;
const TABLE = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'home' };

describe('the way home', () => {
  it('is read only when the hero is away, not when a thing is lost', () => {
    for (const [language, cases] of Object.entries(CASES))
      for (const c of cases)
        expect(
          parseDescription(c.description, () => true).wayHome,
          `${language}: ${c.description}`,
        ).toBeDefined();
    for (const text of NOT_WAY_HOME)
      expect(parseDescription(text, () => true).wayHome, text).toBeUndefined();
  });

  for (const language of ['en', 'no'] as const) {
    it(`opens where the hero is lost, wants home, and arrives home (${language})`, () => {
      const faults: string[] = [];
      for (const told of toldWants(language, CASES[language], TABLE)) {
        const { c, cast, plan, story, body, where } = told;
        if (told.goal !== 'reach/home') faults.push(`${where}: goal ${told.goal}`);
        // The story starts at the far place and its last stop is home.
        if (plan.places[0] !== cast.start) faults.push(`${where}: opens at ${plan.places[0]}`);
        if (plan.resolution.place !== cast.home)
          faults.push(`${where}: won at ${plan.resolution.place}, home is ${cast.home}`);
        const paragraphs = story.paragraphs.map((p) => p.text);
        const opening = paragraphs.slice(0, 3).join(' ');
        const fromAt = body.search(c.from);
        if (fromAt < 0 || fromAt > opening.length)
          faults.push(`${where}: the lost place is not where it opens`);
        const homeAt = body.search(c.home);
        if (homeAt >= 0 && fromAt > homeAt && !c.home.test('home'))
          faults.push(`${where}: home named before the lost place`);
        if (!WANTS_HOME[language].test(opening))
          faults.push(`${where}: the want to get home is not told`);
        const ending = paragraphs.slice(-Math.max(3, Math.round(paragraphs.length * 0.3)));
        const end = ending.join(' ');
        if (!ARRIVED[language].test(end)) faults.push(`${where}: never arrives home`);
        if (!c.home.test(end)) faults.push(`${where}: the ending does not name ${c.home}`);
        const toFrom = new RegExp(`\\b(til|to)( the)? (${c.from.source})`);
        for (const sentence of body.split(/(?<=[.!?»"])\s+/))
          if (WISH_TO[language].test(sentence) && toFrom.test(sentence))
            faults.push(`${where}: a wish to go to the lost place: ${sentence}`);
        for (const name of c.names)
          if (!body.includes(name)) faults.push(`${where}: ${name} missing`);
        if (!c.species.test(body.toLowerCase())) faults.push(`${where}: species missing`);
        if (c.wrongColour?.test(body)) faults.push(`${where}: a colour against nature`);
        for (const hit of scanText(body, language))
          faults.push(`${where}: ${hit.id}: ${hit.sentence}`);
      }
      expect(faults).toEqual([]);
    });
  }
});
