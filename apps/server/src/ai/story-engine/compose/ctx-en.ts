// The English view of the story that templates write with: actors with pronouns and
// articles, places with their prepositions, things with a/an and plurals.
import { possessive, withArticle } from '../grammar/english';
import { COLOURS } from '../lexicon/colours';
import { creatureOf } from '../lexicon/species';
import { withRole } from '../lexicon/roles';
import { FEATURES, NUMBERS_EN } from '../lexicon/features';
import { MOVES, type MoveId } from '../lexicon/moves';
import { fearWords, SKILLS, type FearEntry, type SkillEntry } from '../lexicon/goals-lexicon';
import { ownSkillForms } from '../lexicon/own-skills';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import { wordingNouns } from '../lexicon/thing-words';
import type { Character, GoalVariant } from '../plan/plan-types';
import type { BaseCtx } from './ctx-base';
import { hasHandsKind, isDressed, type ActorBody } from './body';

export interface EnActor extends ActorBody {
  /** "Ola", or "the owl" for an unnamed helper. */
  name: string;
  named: boolean;
  he: string;
  him: string;
  his: string;
  /** "Ola's", "the owl's" */
  poss: string;
  /** The kind alone: "dragon". */
  kind: string;
  /** "a small green dragon" */
  a: string;
  /** "the small green dragon" */
  the: string;
  /** "small green" or "" */
  look: string;
  /** Only the colours, "green" or "": what one is all over (size is not). */
  hue: string;
  trait: string;
  /** "three eyes and big wings", or "" */
  features: string;
}

export interface EnGroup {
  name: string;
  they: string;
  them: string;
  their: string;
  was: string;
  plural: boolean;
}

export interface EnPlace {
  id: string;
  the: string;
  in: string;
  to: string;
}

export interface EnThing {
  id: string;
  sg: string;
  pl: string;
  a: string;
  the: string;
}

export interface EnCtx extends BaseCtx {
  lang: 'en';
  hero: EnActor;
  friend?: EnActor;
  helper?: EnActor;
  /** The one the goal is about: who needs help or becomes a friend. */
  other?: EnActor;
  /** Whom the found or made thing is for, or who is visited (plan Goal.recipient). */
  recipient?: EnActor;
  /** How the goal is meant: a lost thing, a thing sought, a door or owner, a mend, a visit. */
  variant?: GoalVariant;
  /** Whoever has the want or fear. */
  owner: EnActor;
  /** Hero and friend when there is one, else the hero alone. */
  team: EnGroup;
  /** The one who is not the owner, if anyone. */
  buddy?: EnActor;
  place: EnPlace;
  prev?: EnPlace;
  /** Where the story goes next, so a helper can point the way. */
  next?: EnPlace;
  home: EnPlace;
  /** The grown-up of the family who keeps a case's scene, when the family named one. */
  keeper?: EnActor;
  /** The animal of the house that snatches one of what is baked (plan Goal.snatcher). */
  snatcher?: EnActor;
  /** The one of the family whose pet is helped (plan Goal.petOwner). */
  petOwner?: EnActor;
  /** Where a hero far from home is when the story opens (plan Cast.start). */
  start?: EnPlace;
  target?: EnPlace;
  thing?: EnThing;
  /** What a built ride is flown out to its place to fetch (plan Goal.fetch). */
  fetch?: EnThing;
  gift?: EnThing;
  keepsake?: EnThing;
  helpersMet: EnActor[];
  /** How the team gets there when it needs a lift: "on Flamme's back", "in a little boat". */
  ride?: string;
  /** Who carries whom on the way there, when one of the team flies or swims for both. */
  carrier?: EnActor;
  rider?: EnActor;
  skill?: SkillEntry['en'];
  fear?: FearEntry['en'];
  /** "Soon, " and the like, or nothing: varies how sentences begin. */
  lead(): string;
}

const PRONOUNS = { m: ['he', 'him', 'his'], f: ['she', 'her', 'her'] } as const;

export function enActor(ch: Character): EnActor {
  const entry = withRole(creatureOf(ch), ch);
  const [he, him, his] = PRONOUNS[ch.gender];
  // A person's colours are their clothes: the picture shows them, the text does not.
  const hues = entry.person ? [] : ch.colours.map((c) => COLOURS[c].en);
  const adjs = [ch.size === 'small' ? 'small' : ch.size === 'big' ? 'big' : '', ...hues].filter(
    Boolean,
  );
  const look = adjs.join(' ');
  const phrase = look ? `${look} ${entry.en.sg}` : entry.en.sg;
  const name =
    ch.name ??
    `the ${ch.size === 'small' ? 'small ' : ch.size === 'big' ? 'big ' : ''}${entry.en.sg}`;
  return {
    name,
    named: !!ch.name,
    he,
    him,
    his,
    poss: possessive(name),
    kind: entry.en.sg,
    a: withArticle(phrase),
    the: `the ${phrase}`,
    look,
    hue: hues.join(' and '),
    trait: entry.trait.en,
    move: entryMove(ch.grounded ? 'walk' : entry.move).inf,
    moved: entryMove(ch.grounded ? 'walk' : entry.move).past,
    ...(entry.sound ? { sound: entry.sound.en } : {}),
    features: featuresEn(ch),
    person: !!entry.person,
    dressed: isDressed(ch.kind, entry.person),
    hands: hasHandsKind(ch.kind, entry.person),
    perches: !entry.person && ['fly', 'hop', 'scamper', 'sneak', 'crawl'].includes(entry.move),
    char: ch,
  };
}

const entryMove = (m: MoveId) => MOVES[m].en;

function featuresEn(ch: Character): string {
  const parts = ch.features.map((f) => {
    const entry = FEATURES.find((e) => e.id === f.id);
    if (!entry) return '';
    const adj = [
      f.big === true ? 'big' : f.big === false ? 'tiny' : '',
      f.colour ? COLOURS[f.colour].en : '',
    ]
      .filter(Boolean)
      .join(' ');
    const count = f.count;
    if (count === 1 || (!entry.pair && count === undefined))
      return withArticle(adj ? `${adj} ${entry.en.sg}` : entry.en.sg);
    const n = count !== undefined ? `${NUMBERS_EN[count] ?? count} ` : '';
    return `${n}${adj ? `${adj} ` : ''}${entry.en.pl}`;
  });
  const list = parts.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

export function enGroup(hero: EnActor, friend?: EnActor): EnGroup {
  if (!friend)
    return {
      name: hero.name,
      they: hero.he,
      them: hero.him,
      their: hero.his,
      was: 'was',
      plural: false,
    };
  return {
    name: `${hero.name} and ${friend.name}`,
    they: 'they',
    them: 'them',
    their: 'their',
    was: 'were',
    plural: true,
  };
}

export function enPlace(id: string): EnPlace {
  const p = placeById(id);
  return { id, the: p.en.the, in: p.en.in, to: p.en.to };
}

export function enThing(id: string, colour?: keyof typeof COLOURS, word?: string): EnThing {
  // "a bike", never "a bicycle", when the family said bike.
  const en = wordingNouns(id, word)?.en ?? thingById(id).en;
  const sg = colour ? `${COLOURS[colour].en} ${en.sg}` : en.sg;
  // A name that is its own plural ("the northern lights") is never "a" one.
  const a = en.sg === en.pl && /s$/u.test(en.sg) ? `the ${sg}` : withArticle(sg);
  return { id, sg, pl: en.pl, a, the: `the ${sg}` };
}

export function enSkill(id?: string): SkillEntry['en'] | undefined {
  return SKILLS.find((s) => s.id === id)?.en ?? ownSkillForms(id, 'en');
}

export function enFear(id?: string): FearEntry['en'] | undefined {
  return fearWords(id, 'en');
}
