// Den norske utgaven av det malene skriver med: aktører med pronomen og bøyde substantiv,
// steder med preposisjon, ting som bøyes etter kjønn.
import {
  agree,
  def,
  genitive,
  indef,
  LITEN,
  adj as adjNo,
  reflexive,
  type AdjNo,
  type NounNo,
} from '../grammar/norwegian';
import { COLOURS } from '../lexicon/colours';
import { creatureOf } from '../lexicon/species';
import { withRole } from '../lexicon/roles';
import { FEATURES, NUMBERS_NO } from '../lexicon/features';
import { fearWords, SKILLS, type FearEntry, type SkillEntry } from '../lexicon/goals-lexicon';
import { ownSkillForms } from '../lexicon/own-skills';
import { MOVES } from '../lexicon/moves';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import { wordingNouns } from '../lexicon/thing-words';
import type { Character, GoalVariant } from '../plan/plan-types';
import type { BaseCtx } from './ctx-base';
import { hasHandsKind, isDressed, type ActorBody } from './body';

export interface NoActor extends ActorBody {
  /** «Ola», eller «ugla» for en hjelper uten navn. */
  name: string;
  named: boolean;
  han: string;
  ham: string;
  /** Eieform for andre enn subjektet: «hans», «hennes». */
  hans: string;
  /** «Olas», «uglas» */
  gen: string;
  noun: NounNo;
  /** «en liten, grønn drage» */
  indef: string;
  /** «den lille, grønne dragen» */
  def: string;
  /** Bare slaget: «dragen». */
  kindDef: string;
  /** Slaget med sitt kjennetegn: «den kloke ugla», «ei klok ugle». */
  traitDef: string;
  traitIndef: string;
  look: AdjNo[];
  trait: AdjNo;
  /** «tre øyne og store vinger», eller tomt */
  features: string;
}

export interface NoGroup {
  name: string;
  de: string;
  dem: string;
  plural: boolean;
}

export interface NoPlace {
  id: string;
  noun: NounNo;
  def: string;
  in: string;
  to: string;
}

export interface NoThing {
  id: string;
  noun: NounNo;
  indef: string;
  def: string;
  /** «lykta si», «kartet sitt» */
  sin: string;
  pl: string;
  /** Pekeord og pronomen som passer kjønnet: «denne/den» eller «dette/det». */
  denne: string;
  den: string;
}

export interface NoCtx extends BaseCtx {
  lang: 'no';
  hero: NoActor;
  friend?: NoActor;
  helper?: NoActor;
  other?: NoActor;
  /** Whom the found or made thing is for, or who is visited (plan Goal.recipient). */
  recipient?: NoActor;
  /** How the goal is meant: a lost thing, a thing sought, a door or owner, a mend, a visit. */
  variant?: GoalVariant;
  owner: NoActor;
  team: NoGroup;
  buddy?: NoActor;
  place: NoPlace;
  prev?: NoPlace;
  /** Hvor fortellingen går videre, så en hjelper kan vise vei. */
  next?: NoPlace;
  home: NoPlace;
  /** The grown-up of the family who keeps a case's scene, when the family named one. */
  keeper?: NoActor;
  /** The animal of the house that snatches one of what is baked (plan Goal.snatcher). */
  snatcher?: NoActor;
  /** The one of the family whose pet is helped (plan Goal.petOwner). */
  petOwner?: NoActor;
  /** Where a hero far from home is when the story opens (plan Cast.start). */
  start?: NoPlace;
  target?: NoPlace;
  thing?: NoThing;
  /** What a built ride is flown out to its place to fetch (plan Goal.fetch). */
  fetch?: NoThing;
  gift?: NoThing;
  keepsake?: NoThing;
  helpersMet: NoActor[];
  /** How the team gets there when it needs a lift: "on Flamme's back", "in a little boat". */
  ride?: string;
  /** Who carries whom on the way there, when one of the team flies or swims for both. */
  carrier?: NoActor;
  rider?: NoActor;
  skill?: SkillEntry['no'];
  fear?: FearEntry['no'];
  /**
   * Et helt utsagn med V2-ordstilling: med et forfelt byttes verb og subjekt om
   * («Snart gikk Ola videre»), ellers står subjektet først («Ola gikk videre»).
   */
  v2(front: string | null, verb: string, subject: string, rest: string): string;
  /** Et tilfeldig forfelt («Snart», «Etter en stund») eller null. */
  front(): string | null;
}

const PRONOUNS = { m: ['han', 'ham', 'hans'], f: ['hun', 'henne', 'hennes'] } as const;

export function noActor(ch: Character): NoActor {
  const entry = withRole(creatureOf(ch), ch);
  const [han, ham, hans] = PRONOUNS[ch.gender];
  const size = ch.size === 'small' ? [LITEN] : ch.size === 'big' ? [adjNo('stor')] : [];
  const look = [...size, ...(entry.person ? [] : ch.colours.map((c) => COLOURS[c].no))];
  const name = ch.name ?? def(entry.no, ch.size ? size : []);
  return {
    name,
    named: !!ch.name,
    han,
    ham,
    hans,
    gen: genitive(name),
    noun: entry.no,
    indef: indef(entry.no, look),
    def: def(entry.no, look),
    kindDef: entry.no.def,
    traitDef: def(entry.no, [entry.trait.no]),
    traitIndef: indef(entry.no, [entry.trait.no]),
    look,
    trait: entry.trait.no,
    move: MOVES[ch.grounded ? 'walk' : entry.move].no.inf,
    moved: MOVES[ch.grounded ? 'walk' : entry.move].no.past,
    ...(entry.sound ? { sound: entry.sound.no } : {}),
    features: featuresNo(ch),
    person: !!entry.person,
    dressed: isDressed(ch.kind, entry.person),
    hands: hasHandsKind(ch.kind, entry.person),
    perches: !entry.person && ['fly', 'hop', 'scamper', 'sneak', 'crawl'].includes(entry.move),
    char: ch,
  };
}

function featuresNo(ch: Character): string {
  const parts = ch.features.map((f) => {
    const entry = FEATURES.find((e) => e.id === f.id);
    if (!entry) return '';
    const adjs: AdjNo[] = [
      ...(f.big === true ? [adjNo('stor')] : f.big === false ? [LITEN] : []),
      ...(f.colour ? [COLOURS[f.colour].no] : []),
    ];
    const count = f.count;
    if (count === 1 || (!entry.pair && count === undefined)) return indef(entry.no, adjs);
    const n = count !== undefined ? `${NUMBERS_NO[count] ?? count} ` : '';
    const a = adjs.map((x) => x.pl).join(', ');
    return `${n}${a ? `${a} ` : ''}${entry.no.pl}`;
  });
  const list = parts.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} og ${list[list.length - 1]}`;
}

export function noGroup(hero: NoActor, friend?: NoActor): NoGroup {
  if (!friend) return { name: hero.name, de: hero.han, dem: hero.ham, plural: false };
  return { name: `${hero.name} og ${friend.name}`, de: 'de', dem: 'dem', plural: true };
}

export function noPlace(id: string): NoPlace {
  const p = placeById(id);
  return { id, noun: p.no.noun, def: p.no.noun.def, in: p.no.in, to: p.no.to };
}

export function noThing(id: string, colour?: keyof typeof COLOURS, word?: string): NoThing {
  // «ei nøtt», ikke «ei eikenøtt», når familien sa nøtt.
  const n = wordingNouns(id, word)?.no ?? thingById(id).no;
  const adjs = colour ? [COLOURS[colour].no] : [];
  const neuter = n.g === 'n';
  return {
    id,
    noun: n,
    indef: indef(n, adjs),
    def: def(n, adjs),
    sin: reflexive(n),
    pl: n.pl,
    denne: neuter ? 'dette' : 'denne',
    den: neuter ? 'det' : 'den',
  };
}

export function noSkill(id?: string): SkillEntry['no'] | undefined {
  return SKILLS.find((s) => s.id === id)?.no ?? ownSkillForms(id, 'no');
}

export function noFear(id?: string): FearEntry['no'] | undefined {
  return fearWords(id, 'no');
}

export function v2(front: string | null, verb: string, subject: string, rest: string): string {
  const tail = rest ? ` ${rest}` : '';
  return front ? `${front} ${verb} ${subject}${tail}` : `${subject} ${verb}${tail}`;
}

export { agree };
