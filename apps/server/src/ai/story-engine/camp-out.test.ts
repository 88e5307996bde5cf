import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface NightOut {
  description: string;
  /** Where the night is spent (a place id), when the family named it. */
  place?: string;
  shelter: 'tent' | 'cabin';
  /** The family's names, all in the story. */
  names: string[];
  /** Who goes along: there in every part of the story. */
  along?: RegExp;
  /** What the family said is cooked: eaten at the fire. */
  food?: RegExp;
  /** A fear the family named: met in the night, after the sleeping bags. */
  fear?: RegExp;
}

const CASES: Record<StoryLanguage, NightOut[]> = {
  en: [
    {
      description: 'Tom goes camping in the forest with grandpa and they sleep in a tent',
      place: 'forest',
      shelter: 'tent',
      names: ['Tom'],
      along: /Grandpa/,
    },
    {
      description: 'Emma and her dad camp out by the lake and toast marshmallows',
      place: 'lake',
      shelter: 'tent',
      names: ['Emma'],
      along: /Dad/,
      food: /marshmallows/,
    },
    {
      description:
        'Noah wants to sleep in a tent on the mountain with Mum, but he is afraid of the dark',
      place: 'mountain',
      shelter: 'tent',
      names: ['Noah'],
      along: /Mum/,
      fear: /dark/,
    },
    {
      description: 'A night under the stars in the garden for Lily and her friend Zoe',
      place: 'garden',
      shelter: 'tent',
      names: ['Lily', 'Zoe'],
      along: /Zoe/,
    },
    {
      description: 'Max goes on an overnight trip with dad and they grill sausages',
      shelter: 'tent',
      names: ['Max'],
      along: /Dad/,
      food: /sausages/,
    },
  ],
  no: [
    {
      description: 'Ola drar på telttur i skogen med bestefar',
      place: 'forest',
      shelter: 'tent',
      names: ['Ola'],
      along: /bestefar/i,
    },
    {
      description: 'Ida og pappa skal sove ute under stjernene ved vannet og steke pinnebrød',
      place: 'lake',
      shelter: 'tent',
      names: ['Ida'],
      along: /pappa/i,
      food: /pinnebrød/,
    },
    {
      description: 'Jonas skal overnatte på fjellet med mamma, men han er redd for mørket',
      place: 'mountain',
      shelter: 'tent',
      names: ['Jonas'],
      along: /mamma/i,
      fear: /mørk/,
    },
    {
      description: 'Emma og bestemor drar på hyttetur i skogen',
      place: 'forest',
      shelter: 'cabin',
      names: ['Emma'],
      along: /bestemor/i,
    },
    {
      description: 'Liam er på tur med telt sammen med vennen Noah og de griller pølser',
      shelter: 'tent',
      names: ['Liam', 'Noah'],
      along: /Noah/,
      food: /pølser/,
    },
  ],
};

/** Other ways families say it: the night out is read, with the place and shelter. */
const PHRASINGS: [string, string | undefined, 'tent' | 'cabin'][] = [
  ['Sofie skal på campingtur med bestefar', undefined, 'tent'],
  ['Kari vil overnatte i skogen', 'forest', 'tent'],
  ['Mia og Leo sover ute i hagen i natt', 'garden', 'tent'],
  ['Telttur ved sjøen med pappa', 'beach', 'tent'],
  ['Nils drar på hyttetur på fjellet med onkel', 'mountain', 'cabin'],
  ['Ella har sleepover i telt med venninna si', 'garden', 'tent'],
  ['Sam and Grandma go camping by the river', 'river', 'tent'],
  ['Ben wants to camp out in the woods', 'forest', 'tent'],
  ['Ava spends the night in the forest in a tent', 'forest', 'tent'],
  ['A sleepover in the garden with my friend Leo', 'garden', 'tent'],
  ['Mia and Grandma go on a cabin trip in the forest', 'forest', 'cabin'],
  ['Ola og mormor skal være ei natt på hytta ved vannet', 'lake', 'cabin'],
  ['Finn sleeps outside under the stars on the hill', 'hill', 'tent'],
];

/** Built, not pitched: a tent never needs nails, planks or paint. */
const BUILT: Record<StoryLanguage, RegExp> = {
  en: /\b(built|build|building|nails?|planks?|hammer(ed)?|paint(ed)?)\b[^.!?]*\btent\b|\btent\b[^.!?]*\b(nails?|planks?|hammered|painted|was done)\b/i,
  no: /\b(bygde|bygge|bygget|spiker|planker?|malte)\b[^.!?]*\btelt|\btelt\w*\b[^.!?]*\b(spiker|planker?|malt|ferdig bygd)\b/i,
};
/** The tent pitched, or the cabin opened: the camp made, not built. */
const PITCHED: Record<StoryLanguage, Record<'tent' | 'cabin', RegExp>> = {
  en: { tent: /pitched the tent/, cabin: /unlocked the cabin/ },
  no: { tent: /slo opp teltet/, cabin: /låste opp hytta/ },
};
/** The night out at its end: in the tent or cabin, in the sleeping bags, asleep out there. */
const NIGHT: Record<StoryLanguage, RegExp> = {
  en: /\b(tent|cabin|sleeping bags?|bunks|stars)\b/,
  no: /\b(teltet|telt|hytta|hytte|soveposen|soveposene|køyene|stjerner|stjernene)\b/,
};
/** Going home to bed: never the end of a night out. */
const HOME_TO_BED: Record<StoryLanguage, RegExp> = {
  en: /\b(went home|walked home|back home|came home|home again|in (his|her|their) (own )?bed)\b/i,
  no: /\b(gikk hjem|dro hjem|hjem igjen|hjemme igjen|kom hjem|i senga si|i sengen sin)\b/i,
};
/** Camping told as a pastime to practise, the way a skill is. */
const PRACTISED: Record<StoryLanguage, RegExp> = {
  en: /practi[sc]ed camping|got to go camping at last/i,
  no: /øvde (seg )?på (å )?(dra på )?campingtur|fikk (endelig )?dra på campingtur/i,
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'ANIMALS', 'FAIRY_TALE', 'FANTASY', 'BEDTIME'];
const AGES = [4, 7, 10];
const SEEDS = 4;
const TABLE = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'camp' };

describe('a night out', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the night out, where and how it is slept (${language})`, () => {
      for (const c of CASES[language]) {
        const parsed = parseDescription(c.description, () => true);
        expect(parsed.outing, c.description).toEqual({
          kind: 'camp',
          ...(c.place ? { place: c.place } : {}),
          shelter: c.shelter,
        });
        expect(parsed.build, c.description).toBeUndefined();
        expect(parsed.activities ?? [], c.description).not.toContain('camping');
      }
    });

    it(`pitches the camp, cooks at the fire and spends the night out there (${language})`, () => {
      const faults: string[] = [];
      for (const told of toldWants(language, CASES[language], TABLE)) {
        const { c, cast, plan, story, body, where } = told;
        if (told.goal !== 'reach/camp') {
          faults.push(`${where}: goal ${told.goal}`);
          continue;
        }
        const camp = cast.goal.place as string;
        if (c.place && camp !== c.place) faults.push(`${where}: camps at ${camp}`);
        // What a camp meets happens at the camp; on the way there is only the way.
        // (A night in one's own garden has no way there: the house's own steps come first.)
        for (const o of plan.obstacles)
          if (o.kind === 'try' && o.place !== camp && camp !== 'garden')
            faults.push(`${where}: a try at ${o.place}, not at the camp`);
        if (plan.resolution.place !== camp)
          faults.push(`${where}: won at ${plan.resolution.place}`);
        for (const name of c.names) if (!body.includes(name)) faults.push(`${where}: no ${name}`);
        if (!PITCHED[language][c.shelter].test(body)) faults.push(`${where}: nothing pitched`);
        if (BUILT[language].test(body))
          faults.push(`${where}: built «${body.match(BUILT[language])?.[0]}»`);
        if (PRACTISED[language].test(body)) faults.push(`${where}: camping practised like a skill`);
        const last = story.paragraphs
          .slice(-3)
          .map((p) => p.text)
          .join(' ');
        if (!NIGHT[language].test(story.paragraphs.at(-1)?.text ?? ''))
          faults.push(`${where}: the last paragraph is not the night out`);
        if (HOME_TO_BED[language].test(last)) faults.push(`${where}: home to bed at the end`);
        if (c.food && !c.food.test(body)) faults.push(`${where}: no ${c.food}`);
        if (c.fear) {
          const fear = [...body.matchAll(new RegExp(c.fear.source, 'g'))].at(-1)?.index ?? -1;
          const bags = body.search(
            language === 'en' ? /sleeping bags?|into the tent/i : /soveposen|inn i teltet/i,
          );
          if (fear < bags) faults.push(`${where}: the fear is not met in the night`);
        }
        if (c.along) {
          thirdsOf(story).forEach((t, k) => {
            if (!c.along?.test(t)) faults.push(`${where}: no ${c.along} in part ${k + 1}`);
          });
        }
        for (const hit of scanText(body, language))
          faults.push(`${where}: ${hit.id} «${hit.match}»`);
      }
      expect(faults.slice(0, 20)).toEqual([]);
    }, 300_000);
  }

  it('reads other ways of saying it', () => {
    for (const [text, place, shelter] of PHRASINGS) {
      const parsed = parseDescription(text, () => true);
      expect(parsed.outing, text).toEqual({
        kind: 'camp',
        ...(place ? { place } : {}),
        shelter,
      });
    }
  });

  it('leaves a tent only built, and a night at home, to their own stories', () => {
    for (const text of [
      'Tom builds a tent from sticks',
      'Ola bygger et telt av pinner',
      'Mia vil sove alene i sitt eget rom',
      'Sam cannot sleep and looks out at the stars',
      'The pirates had a secret camp on the island',
    ])
      expect(parseDescription(text, () => true).outing?.kind, text).not.toBe('camp');
  });
});
