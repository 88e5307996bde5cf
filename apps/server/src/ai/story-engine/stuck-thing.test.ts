// A thing of the family's stuck up high ("Oliver's red balloon got stuck in a tall tree",
// «Dragen til Maja sitter fast på taket») is got down where it is stuck and given back: never a
// search for something gone, never found somewhere else. It is a thing, not a frightened animal;
// it keeps the family's colour; the tree stays a tree on Earth in any genre.
import { describe, expect, it } from 'vitest';
import { Genre as GENRES, targetWords } from '@monstory/contracts/story-shape';
import { tellWant } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { placeById } from './lexicon/places';
import { thingById } from './lexicon/things';
import { scanText } from './quality/grammar-scan';
import type { SpotId } from './lexicon/rescue-spots';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  spot: SpotId;
  thing: string;
  /** The family's colour, as the story must say it. */
  colour?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: "Oliver's red balloon got stuck in a tall tree",
      spot: 'tree',
      thing: 'balloon',
      colour: 'red balloon',
    },
    { description: "Maya's kite got stuck on the roof", spot: 'roof', thing: 'kite' },
    { description: 'the ball landed on the garage roof', spot: 'roof', thing: 'ball' },
    {
      description: "Leo's paper plane is stuck in the big oak",
      spot: 'tree',
      thing: 'paper-plane',
    },
    { description: "Emma's frisbee landed on the roof", spot: 'roof', thing: 'frisbee' },
    { description: "Mia's hat blew up onto the roof and got stuck", spot: 'roof', thing: 'hat' },
    { description: "Sam's teddy is stuck in the apple tree", spot: 'tree', thing: 'teddy' },
    { description: "Noah's gizmo landed on the roof", spot: 'roof', thing: 'word:gizmo' },
  ],
  no: [
    {
      description: 'Ballongen til Oliver har satt seg fast i et høyt tre',
      spot: 'tree',
      thing: 'balloon',
    },
    { description: 'Dragen til Maja sitter fast på taket', spot: 'roof', thing: 'kite' },
    { description: 'Ballen havnet oppe på garasjetaket', spot: 'roof', thing: 'ball' },
    { description: 'Papirflyet til Leo sitter fast i eika', spot: 'tree', thing: 'paper-plane' },
    { description: 'Frisbeen til Emma henger fast i treet', spot: 'tree', thing: 'frisbee' },
    {
      description: 'Den blå ballongen til Ida satt seg fast oppe i et høyt tre',
      spot: 'tree',
      thing: 'balloon',
      colour: 'blå ballongen',
    },
    { description: 'Bamsen min sitter fast oppe på taket', spot: 'roof', thing: 'teddy' },
    {
      description: 'Dragen fløy opp i et høyt tre i vinden og satt seg fast',
      spot: 'tree',
      thing: 'kite',
    },
  ],
};

/** Descriptions that must stay what they were: a creature stuck, a thing lost. */
const KEPT: { description: string; rescue: boolean }[] = [
  { description: 'a kitten stuck in a tall tree', rescue: true },
  { description: 'katten kommer seg ikke ned fra taket', rescue: true },
  // A dragon stuck, nobody's and with nothing of wind or string: a dragon to get free.
  { description: 'En drage sitter fast i et høyt tre', rescue: true },
  { description: 'Oliver lost his red balloon in the park', rescue: false },
  { description: 'Maja har mistet ballen sin', rescue: false },
];

/** What only a creature stuck is told with: its cries, its mother, its owner coming for it. */
const CREATURE: Record<StoryLanguage, RegExp> = {
  en: /\b(its mother|its owner|whimpered|mewed|cried for help|frightened eyes|shivering|came running for)\b/i,
  no: /\b(mora si|eieren|klynket|mjauet|ropte om hjelp|redde øyne|skalv|kom løpende etter)\b/i,
};
/** The thing back with its owner, said at the end. */
const BACK: Record<StoryLanguage, RegExp> = {
  en: /\b(back|(his|her) again|safe beside the bed|safe place)\b/i,
  no: /\b(tilbake|(hans|hennes) igjen|ved senga|trygg plass)\b/i,
};
/** A search for something gone: the plot this is not. */
const SEARCH: Record<StoryLanguage, RegExp> = {
  en: /\b(looked everywhere for|searched for|where could it be|went missing|in a little crater)\b/i,
  no: /\b(lette overalt etter|hvor kunne den være|var sporløst borte|i et lite krater)\b/i,
};
const SPOT_WORD: Record<StoryLanguage, Record<string, RegExp>> = {
  en: { tree: /\btree\b/i, roof: /\broof\b/i },
  no: { tree: /\btre(et)?\b/i, roof: /\b(tak|taket|garasjetaket)\b/i },
};

const SEEDS = [0, 1, 2, 3];
const AGES = [4, 7, 10];

describe('a thing stuck up high', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads every ${language} probe as a thing stuck at its spot, not a lost thing`, () => {
      for (const ask of ASKS[language]) {
        const parsed = parseDescription(ask.description, () => true);
        expect(parsed.rescue, ask.description).toMatchObject({
          spot: ask.spot,
          thing: ask.thing,
        });
        expect(parsed.help, ask.description).toBeUndefined();
        expect(parsed.findMode, ask.description).toBeUndefined();
      }
    });

    it(`tells ${language} stories of getting it down there, and gives it back`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((ask, a) => {
        for (const age of AGES)
          for (const seed of SEEDS) {
            const { session, story, body } = tellWant(
              language,
              ask.description,
              age,
              seed + a,
              GENRES,
              `stuck-${language}`,
            );
            const where = `${ask.description} (age ${age}, seed ${seed + a})`;
            const { cast, plan, request } = {
              ...session.run.env,
              request: session.request,
            };
            const goal = cast.goal;
            if (goal.kind !== 'help' || goal.variant !== 'stuck' || goal.spot !== ask.spot) {
              faults.push(`${where}: told as ${goal.kind}/${goal.variant}`);
              continue;
            }
            if (cast.thing?.id !== ask.thing)
              faults.push(`${where}: the thing is ${cast.thing?.id}`);
            // The whole middle happens at the spot, on Earth, whatever the genre.
            if (plan.places.length !== 2 || plan.resolution.place !== goal.place)
              faults.push(`${where}: goes to ${plan.places.slice(1).join(', ')}`);
            // «dragen» is the kite: no dragon comes along to be «dragen» too.
            const met = [cast.friend, ...cast.helpers].filter((x) => x?.kind === 'dragon');
            if (language === 'no' && ask.thing === 'kite' && met.length)
              faults.push(`${where}: a dragon in a kite story`);
            const setting = placeById(goal.place as string).setting;
            if (['space', 'moon', 'planet', 'space-station'].includes(setting))
              faults.push(`${where}: the ${ask.spot} is out in ${setting}`);
            const noun = thingById(ask.thing)[language];
            const forms =
              language === 'no' && 'def' in noun
                ? [noun.sg, noun.def]
                : [(noun as { sg: string }).sg];
            const lower = body.toLowerCase();
            if (!forms.some((f) => lower.includes(f.toLowerCase())))
              faults.push(`${where}: the ${forms[0]} is never named`);
            if (!SPOT_WORD[language][ask.spot]!.test(body))
              faults.push(`${where}: the ${ask.spot} is never named`);
            if (ask.colour && !lower.includes(ask.colour))
              faults.push(`${where}: not the ${ask.colour}`);
            const creature = CREATURE[language].exec(body);
            if (creature) faults.push(`${where}: creature's word «${creature[0]}»`);
            const search = SEARCH[language].exec(body);
            if (search) faults.push(`${where}: told as a search «${search[0]}»`);
            const paragraphs = story.paragraphs.map((p) => p.text);
            const end = paragraphs.slice(Math.floor(paragraphs.length / 2)).join('\n');
            if (!BACK[language].test(end))
              faults.push(`${where}: the thing is not back at the end`);
            const target = targetWords(age, request.length);
            if (Math.abs(story.wordCount - target) > target * 0.1)
              faults.push(`${where}: ${story.wordCount} words for ${target} (${request.length})`);
            const named = [cast.hero, cast.friend].flatMap((c) =>
              c?.name ? [{ name: c.name, gender: c.gender }] : [],
            );
            for (const hit of scanText(body, language, named))
              faults.push(`${where}: ${hit.id} «${hit.match}» in ${hit.sentence}`);
          }
      });
      expect(faults).toEqual([]);
    }, 180_000);
  }

  it('keeps a creature stuck a rescue and a lost thing a search', () => {
    for (const k of KEPT) {
      const parsed = parseDescription(k.description, () => true);
      expect(parsed.rescue?.thing, k.description).toBeUndefined();
      expect(!!parsed.rescue, k.description).toBe(k.rescue);
      if (k.rescue) expect(parsed.help, k.description).toBeDefined();
    }
  });
});
