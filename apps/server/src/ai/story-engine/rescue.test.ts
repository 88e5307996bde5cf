// A rescue story tells the rescue the family asked for: who is stuck and where, named early;
// tries at that spot that fail; the rescue right there; the one stuck safe with whoever they
// belong to. A rescuer with a trade is that from the first line, never dreaming of it, and
// nobody is sent through caves, streams or thorns on the way.
import { describe, expect, it } from 'vitest';
import { Genre as GENRES } from '@monstory/contracts/story-shape';
import { tellWant } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { SPOTS, type SpotId } from './lexicon/rescue-spots';
import { ROLES, type RoleId } from './lexicon/roles';
import { creatureOf } from './lexicon/species';
import { creature } from './lexicon/creatures';
import { RESCUE_SKILLS } from './plan/cast';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  spot: SpotId;
  role?: RoleId;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    {
      description: 'brannmann Per redder en katt som sitter fast i et tre',
      spot: 'tree',
      role: 'firefighter',
    },
    { description: 'katten kommer seg ikke ned fra taket', spot: 'roof' },
    { description: 'en hundevalp har falt ned i en brønn', spot: 'well' },
    { description: 'redde en sau som sitter fast på en fjellhylle', spot: 'ledge' },
    {
      description: 'dyrlegen Anna hjelper et lam som sitter fast i gjørma',
      spot: 'mud',
      role: 'vet',
    },
    {
      description: 'livredderen redder en sel som har viklet seg inn i et fiskegarn',
      spot: 'net',
      role: 'lifeguard',
    },
    { description: 'en andunge sitter fast i en kum', spot: 'drain' },
    { description: 'hunden falt gjennom isen på tjernet', spot: 'ice' },
    {
      description: 'livredderen Ada redder en valp som har falt i elva',
      spot: 'rock',
      role: 'lifeguard',
    },
    { description: 'en andunge sitter fast på en stein i vannet', spot: 'rock' },
    {
      description: 'Per er brannmann og hjelper en kattunge ned fra taket',
      spot: 'roof',
      role: 'firefighter',
    },
  ],
  en: [
    {
      description: 'Firefighter Sam rescues a kitten stuck in a tall tree',
      spot: 'tree',
      role: 'firefighter',
    },
    { description: 'a puppy stuck down a well', spot: 'well' },
    { description: 'rescue a bird tangled in a net', spot: 'net' },
    { description: 'help a cat down from the roof', spot: 'roof' },
    {
      description: 'the lifeguard saves a seal caught in a fishing net',
      spot: 'net',
      role: 'lifeguard',
    },
    { description: 'a duckling stuck in a drain', spot: 'drain' },
    { description: 'vet Maya helps a lamb stuck in the mud', spot: 'mud', role: 'vet' },
    {
      description: 'police officer Tom rescues a puppy that fell into a hole',
      spot: 'hole',
      role: 'police',
    },
    { description: 'a sheep is stuck on a narrow ledge', spot: 'ledge' },
    {
      description: 'Owen the firefighter rescues a puppy from the river',
      spot: 'rock',
      role: 'firefighter',
    },
    { description: 'a duckling is stranded on a rock in the lake', spot: 'rock' },
  ],
};

/** Every form of the spot's word a story can use: "tree", «treet», «fjellhylla». */
function spotWords(spot: SpotId, language: StoryLanguage): RegExp {
  const s = SPOTS[spot];
  const forms =
    language === 'no'
      ? [s.no.noun.sg, s.no.noun.def, s.no.noun.pl]
      : [s.en.the.replace(/^the /, '')];
  return new RegExp(`(?<![\\p{L}])(?:${forms.join('|')})(?![\\p{L}])`, 'iu');
}

/** Words that say the one stuck is home again with whoever they belong to. */
const HOME: Record<StoryLanguage, RegExp> = {
  en: /\b(owner|farmer|family|mother|mum and dad)\b/i,
  no: /\b(eieren|bonden|familien|mamma og pappa)\b/i,
};
/** A job held is never dreamt of. */
const DREAM: Record<StoryLanguage, RegExp> = {
  en: /\b(dream\w* of being|like a real (firefighter|vet|doctor|pilot|lifeguard))\b/i,
  no: /\b(drømte om å bli|som en ekte (brannkonstabel|brannmann|dyrlege|lege|pilot|livredder))\b/i,
};
/**
 * Stock obstacles of a journey that have no place in a rescue nobody asked to go through. (A
 * stream by the house is scenery; a cave or thorns to get through are a detour.)
 */
const DETOUR: Record<StoryLanguage, RegExp> = {
  en: /\b(cave|caves|thorns|thorn bushes|thicket)\b/i,
  no: /\b(hula|hulen|grotta|grotten|torner|tornene|tornebuskene|tornekratt\w*)\b/i,
};

const SEEDS = [0, 1, 2, 3];
const AGES = [4, 7, 10];

describe('rescue stories', () => {
  for (const language of ['no', 'en'] as const) {
    it(`reads every ${language} phrasing as a rescue at its spot, with the rescuer's trade`, () => {
      for (const ask of ASKS[language]) {
        const parsed = parseDescription(ask.description, () => true);
        expect(parsed.rescue?.spot, ask.description).toBe(ask.spot);
        expect(parsed.help, ask.description).toBeDefined();
        const rescuer = parsed.characters.find((c) => c.role);
        expect(rescuer?.role, ask.description).toBe(ask.role);
        // The spot is no thing to carry and no place of its own; a trade is no pastime.
        expect(parsed.activities ?? [], ask.description).not.toContain(ask.role ?? '-');
      }
    });

    it(`tells ${language} rescues at the spot, named early, and ends with the one stuck safe`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((ask, a) => {
        for (const age of AGES)
          for (const seed of SEEDS) {
            const { session, story } = tellWant(
              language,
              ask.description,
              age,
              seed + a,
              GENRES,
              `rescue-${language}`,
            );
            const where = `${ask.description} (age ${age}, seed ${seed + a})`;
            const { cast, plan } = session.run.env;
            const paragraphs = story.paragraphs.map((p) => p.text);
            const text = paragraphs.join('\n');
            const goal = cast.goal;
            if (goal.variant !== 'rescue' || goal.spot !== ask.spot || !goal.other) {
              faults.push(`${where}: not told as a rescue at the ${ask.spot}`);
              continue;
            }
            // The middle happens where the one stuck is, and the rescue there too; what stands in
            // the way is getting them free, never terrain on the way.
            if (plan.places.length !== 2 || plan.resolution.place !== goal.place)
              faults.push(`${where}: goes to ${plan.places.slice(1).join(', ')}`);
            if (plan.obstacles.some((o) => o.kind !== 'try'))
              faults.push(`${where}: terrain in the way of a rescue`);
            const spot = spotWords(ask.spot, language);
            const other = creatureOf(goal.other);
            const names = language === 'no' ? [other.no.sg, other.no.def] : [other.en.sg];
            const early = paragraphs.slice(0, 3).join('\n');
            if (!spot.test(early)) faults.push(`${where}: the ${ask.spot} is not named early`);
            if (!names.some((n) => early.toLowerCase().includes(n.toLowerCase())))
              faults.push(`${where}: the ${names[0]} is not named early`);
            // The rescue itself names the spot, and at it or after it the one stuck is with
            // whoever they belong to (right there in a short story, at the end of the way home
            // in a longer one, whose second act may fill most of its second half).
            const at = paragraphs.findIndex((p, i) => i >= paragraphs.length / 4 && spot.test(p));
            const safe = paragraphs.findIndex((p, i) => i >= at && HOME[language].test(p));
            if (at < 0 || safe < 0)
              faults.push(`${where}: no rescue at the ${ask.spot} with the one stuck safe`);
            if (ask.role) {
              const role = ROLES[ask.role];
              const forms = language === 'no' ? [role.no.m.sg, role.no.f.sg] : [role.en.sg];
              const opening = paragraphs.slice(0, 2).join('\n').toLowerCase();
              if (!forms.some((f) => opening.includes(f)))
                faults.push(`${where}: the ${ask.role} is not one from the start`);
              if (DREAM[language].test(text)) faults.push(`${where}: dreams of the job held`);
            }
            // The first met has a gift that helps at this spot: no frog who swims at a treetop.
            const first = cast.helpers[0];
            if (first && !RESCUE_SKILLS[SPOTS[ask.spot].shape].has(creature(first.kind).skill))
              faults.push(`${where}: a ${first.kind} is no help at the ${ask.spot}`);
            const middle = paragraphs.slice(1).join('\n');
            const detour = DETOUR[language].exec(middle);
            if (detour) faults.push(`${where}: a ${detour[0]} nobody asked for`);
            const named = [cast.hero, cast.friend].flatMap((c) =>
              c?.name ? [{ name: c.name, gender: c.gender }] : [],
            );
            for (const hit of scanText(text, language, named))
              faults.push(`${where}: ${hit.id} «${hit.match}» in ${hit.sentence}`);
          }
      });
      expect(faults).toEqual([]);
    }, 120_000);
  }
});
