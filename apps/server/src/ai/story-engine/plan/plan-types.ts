// The language-neutral plan of a story: who, where, what they want, and how it is told.
import type { Ailment } from '../description/read-care';
import type { ContestWant } from '../description/read-contest';
import type { GrowWant } from '../description/read-grow';
import type { FishingWant } from '../description/read-fishing';
import type { FamilyOuting } from '../description/read-family-outing';
import type { ToyNight } from '../description/read-toy-night';
import type { NoSleep } from '../description/read-no-sleep';
import type { HiddenFrom } from '../description/read-secret';
import type { CharacterKind } from '../../scene-spec';
import type { Genre } from '@monstory/contracts/story-shape';
import type { ParsedFeature } from '../description/parse-description';
import type { ColourId } from '../lexicon/colours';
import type { MysteryId } from '../lexicon/goals-lexicon';
import type { StoryElement } from '../lexicon/story-element';
import type { RoleId } from '../lexicon/roles';
import type { SpotId } from '../lexicon/rescue-spots';
import type { SnowmanPart } from '../description/read-snowman';
import type { SaidWeather } from '../description/read-weather';
import type { SelfTrait } from '../description/read-self-wish';
import type { Virtue } from '../description/read-virtue';

export const GoalKind = [
  'learn',
  'fear',
  'find',
  'build',
  'reach',
  'help',
  'solve',
  'befriend',
] as const;
export type GoalKind = (typeof GoalKind)[number];

/**
 * How the middle is told. helpers: meeting one helper after another; tries: attempts that
 * fail and teach; journey: places and obstacles on the way; clues: searching and guessing;
 * gifts: helping others and being given something that matters at the end.
 */
export const Structure = ['helpers', 'tries', 'journey', 'clues', 'gifts'] as const;
export type Structure = (typeof Structure)[number];

/** How the climax is won; the second interactive choice picks one. */
export const Approach = ['together', 'gift', 'brave', 'clever'] as const;
export type Approach = (typeof Approach)[number];

export interface Character {
  kind: CharacterKind;
  /** The hero and friend always have one; helpers are called by their kind. */
  name?: string;
  gender: 'm' | 'f';
  colours: ColourId[];
  size?: 'small' | 'big';
  /** How the family described them ("shy", "klossete"): it colours the wish and the turn. */
  trait?: 'shy' | 'clumsy' | 'scared';
  features: ParsedFeature[];
  monsterDescription?: string;
  /** Walks instead of flying until the story's end (a flier still learning to fly). */
  grounded?: boolean;
  /** A species the illustrator draws as `kind`, told in its own words (lexicon/species). */
  species?: string;
  /** What they are by trade, told from the first line: a firefighter, a vet (lexicon/roles). */
  role?: RoleId;
}

export interface Goal {
  kind: GoalKind;
  /** The animal of the house that snatches one of what is baked: the bake's own mishap. */
  snatcher?: Character;
  /** The one of the family whose pet is helped ("Granny's cat"): thanked by name at the end. */
  petOwner?: Character;
  /** Whose want or fear it is: the hero's or the friend's. */
  owner: 'hero' | 'friend';
  skill?: string;
  /** Who the learner dreams of being, in the family's word ("ballerina"): why the skill matters. */
  dream?: string;
  fear?: string;
  /** What is found, built, or carried home. */
  thing?: string;
  /** Where the story is heading (reach) or what a built thing goes to (build). */
  place?: string;
  /**
   * What a built ride is flown out to its place to fetch or see ("a rocket to the comet to fetch
   * a star stone"): found there on arrival and taken home.
   */
  fetch?: string;
  /** The one who needs help (help) or who becomes a friend (befriend). */
  other?: Character;
  mystery?: MysteryId;
  /** The one visited is ill in bed: the visit cheers them up (reach). */
  ill?: boolean;
  /**
   * How the goal is meant. find: `lost` (the owner's own thing is gone), `seek` (a new thing
   * is sought), `door`/`owner`/`nest` (a found thing's door, owner or nest is sought); build:
   * `mend` (it is broken and mended); reach: `visit` (someone lives there); befriend:
   * `newcomer` (the hero is the new or lonely one), `quarrel` (friends fall out over the thing
   * and make up, sharing it), `first-day` (the hero's first day at school or in kindergarten:
   * the goodbye at the door, the day inside, a friend, being fetched); reach: `shop` (an errand:
   * something is bought at the shop and used at home), `home` (the hero is lost or stranded far
   * away and finds the way home: the story opens at the far place, `Cast.start`, and `place` is
   * home); help: `rescue` (the other is stuck at `spot` and is got free there); help: `stuck` (the
   * owner's `thing` is stuck up high at `spot`, got down there and given back); reach: `camp` (a
   * night out: they go there, pitch the tent or open the cabin, cook over the fire, and the story
   * ends with the night spent there, not back home in bed); build: `party` (a birthday party is
   * got ready, goes wrong in small ways and is held); build: `bake` (something baked at home:
   * the recipe, what is gathered in the house and garden, the oven, a small mishap, shared);
   * befriend: `sibling` (a new baby brother or
   * sister comes home and the hero finds their place as the big one); build: `snowman` (a
   * snowman built in the snow from parts gathered at home and outside, and standing at the
   * end); befriend: `tooth` (a first tooth comes out, is kept safe, and the tooth fairy comes at
   * bedtime); befriend: `checkup` (a dreaded visit to the doctor or the dentist: the way there,
   * the waiting room, the chair, a kind grown-up, and pride at the end); befriend: `care` (a
   * pet, an animal or a friend hurt or poorly, `other`, looked after at home until well);
   * befriend: `contest` (a contest to win or a show to perform in: practised for at home and
   * nearby with the friend or sibling, held at `place`, a mishap met there, the result said);
   * build: `grow` (something planted, cared for and grown, at home or at school, `grow`); reach:
   * `fish` (a fishing trip to the water at `place`, and perhaps a talking fish, `fishing`); solve:
   * `case` (a missing thing: opened at the scene, `Cast.start`, and solved by clues there and
   * next door, with suspects ruled out and the one who took it caught kindly);
   * befriend: `secret` (a creature found, `other`, hidden at home from `secret.from`, until
   * it goes home to its own or may stay); reach: `reunite` (the hero loses the grown-up,
   * `recipient`, inside the busy place, `place`, does the safe things a child is taught there,
   * and they find each other again; plan/lost-plan); learn: `self` (the hero wishes to be
   * different, tries to change, and that very trait, `self`, saves the day); reach: `toy-night`
   * (the hero is a toy that wakes when the house sleeps, goes through its rooms for what the
   * child, `recipient`, lost, and is back in its place by morning; plan/toy-night-plan); find:
   * `pet` (the family's own pet, `other`, has gone missing: looked for in the rooms, the garden
   * and next door, found safe and carried home).
   */
  variant?: GoalVariant;
  /**
   * Who the found or made thing is for, or who is visited: the ending brings it to them. On a
   * first day: the grown-up who takes the hero there in the morning and fetches them again.
   */
  recipient?: Character;
  /** What a shopping errand buys (a food or thing id): bought at the shop, used at home. */
  buy?: string;
  /** Where the one helped is stuck (help `rescue`): got free there, at `place`. */
  spot?: SpotId;
  /** The roof a thing is stuck on is the garage's or the shed's at home (help `stuck`). */
  roofOf?: 'garage' | 'shed';
  /** Where a night out is slept: in a tent they pitch, or in a cabin they open and warm up. */
  shelter?: 'tent' | 'cabin';
  /** What a night out cooks over the fire (food ids): the family's own foods, or the camp's. */
  cook?: string[];
  /** How a hero far from home came to be there (reach, variant `home`). */
  astray?: Astray;
  /** How many of it the family asked for, when they said: "an egg", "three apples". */
  buyCount?: 'one' | 'many';
  /** The rest of the shopping list ("melk, egg og brød"): bought, carried home and used too. */
  buyAlso?: { id: string; count?: 'one' | 'many' }[];
  /** What the hero dreads about a first day (nobody to play with, the toilet, missing Mum). */
  worry?: string;
  /** A birthday party kept secret from the one it is for until they walk in. */
  surprise?: boolean;
  /** How old the one whose birthday it is turns. */
  age?: number;
  /** What the hero wishes they were not (learn, variant `self`): it saves the day at the end. */
  self?: SelfTrait;
  /** A way of being learnt on the day (kind, sharing, patient): said at the start and the end. */
  virtue?: Virtue;
  /** How the hero feels about the new baby: left out, jealous or worried. */
  feeling?: 'left-out' | 'jealous' | 'worried';
  /** A snowman's parts the family named, gathered first (build, variant `snowman`). */
  parts?: SnowmanPart[];
  /** The colours the family gave those parts. */
  partColours?: Partial<Record<SnowmanPart, ColourId>>;
  /** The biggest snowman ever. */
  big?: boolean;
  /** Whom a dreaded check-up is with (befriend, variant `checkup`). */
  clinic?: 'dentist' | 'doctor';
  /** What is wrong with the one looked after (befriend, variant `care`). */
  ailment?: Ailment;
  /** The contest or show (befriend, variant `contest`), and whether it is won outright. */
  contest?: ContestWant & { won: boolean };
  /** What is planted, whether it is magic or to grow huge, and where (build, variant `grow`). */
  grow?: GrowWant;
  /** Whether the fish caught talks, and what it asks (reach, variant `fish`). */
  fishing?: FishingWant;
  /** A picnic, berry picking or a zoo day (reach, variants `picnic`, `berries`, `zoo`). */
  familyOuting?: FamilyOuting;
  /** A toy awake at night (reach, variant `toy-night`). */
  toyNight?: ToyNight;
  /** A hero who cannot fall asleep (reach, variant `no-sleep`; plan/no-sleep-plan). */
  noSleep?: NoSleep;
  /** A creature kept secret (befriend, variant `secret`). */
  secret?: SecretPlot;
}

/** A creature found and kept secret: where, from whom, and how it ends. */
export interface SecretPlot {
  /** Where it was found (a place id), when the family said. */
  found?: string;
  from: HiddenFrom;
  /** `home`: its own come for it, or it goes back where it belongs; `stay`: it may stay. */
  fate: 'home' | 'stay';
  /** The last place: where it belongs, or where it was found. */
  end: string;
  /** The grown-up told in the end (a helper's name), when one is met. */
  trusted?: string;
}

/** Wandered off and lost, carried off by water or wind, stranded, or simply far away. */
export type Astray = 'lost' | 'drift' | 'blown' | 'stranded' | 'away';

export type GoalVariant =
  | 'lost'
  | 'seek'
  | 'door'
  | 'owner'
  | 'nest'
  | 'mend'
  | 'visit'
  | 'newcomer'
  | 'quarrel'
  | 'first-day'
  | 'shop'
  | 'rescue'
  | 'stuck'
  | 'camp'
  | 'home'
  | 'party'
  | 'bake'
  | 'sibling'
  | 'snowman'
  | 'tooth'
  | 'checkup'
  | 'care'
  | 'contest'
  | 'grow'
  | 'fish'
  | 'picnic'
  | 'berries'
  | 'zoo'
  | 'case'
  | 'secret'
  | 'reunite'
  | 'self'
  | 'toy-night'
  | 'hungry'
  | 'no-sleep'
  | 'pet';

export interface Pattern {
  id: string;
  genre: Genre;
  goal: GoalKind;
  structure: Structure;
  homes: string[];
  route: string[];
  helpers: CharacterKind[];
  heroes: CharacterKind[];
  /** Defaults when the description names none. */
  things?: string[];
  skills?: string[];
  fears?: string[];
  mysteries?: MysteryId[];
  places?: string[];
  others?: CharacterKind[];
  /** Bedtime stories start in the evening. */
  evening?: boolean;
}

export interface Cast {
  hero: Character;
  friend?: Character;
  /** Helpers in the order they may be met; choices draw from the front. */
  helpers: Character[];
  home: string;
  /** Where the story opens when the hero is not at home: the far place a lost hero starts from. */
  start?: string;
  /** Places the middle may visit, in a seeded order. */
  route: string[];
  goal: Goal;
  /** The story's key object when it has one, with the colour the description gave it. */
  /** `word`: the family's own word for it, where the lexicon keeps it under a near neighbour. */
  thing?: { id: string; colour?: ColourId; word?: string };
  keepsakes: string[];
  /** The places the family named, in their order. */
  asked?: string[];
  /** Where the family said the thing is sought or found: the search ends there, and is won. */
  findAt?: string;
  /** The weather the family set the story in: the opening is told in it, and it clears later. */
  weather?: SaidWeather;
  /** What else the description named, each to be told acting or mattering (packs/elements). */
  elements?: StoryElement[];
}
