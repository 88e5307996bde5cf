// What the plan carries for each thing the family named that the goal alone would not tell:
// other characters, places, objects, foods, pastimes and unknown nouns, in both languages'
// words, so the writer can make each one act or matter.
import type { NounNo } from '../grammar/norwegian';
import type { NounEn } from '../grammar/english';
import type { Character } from '../plan/plan-types';
import type { ColourId } from './colours';

/** `look`: how the family described the hero or the friend, told once if the opening did not. */
export type ElementKind = 'character' | 'place' | 'object' | 'food' | 'activity' | 'look';

export interface StoryElement {
  kind: ElementKind;
  /** Lexicon id, or `word:<as written>` for a noun the lexicon does not know. */
  id: string;
  no: NounNo;
  en: NounEn;
  colour?: ColourId;
  /** A detail kept as written: "to ringeklokker", "two bells". */
  detail?: string;
  /** A character's name, when the family gave one. */
  name?: string;
  /** Told in the plural (foods: "pannekaker"); otherwise in the singular or as a mass. */
  countable?: boolean;
  /** An activity's verb phrases. */
  act?: { no: string; en: string; enIng: string };
  /** A place's prepositions ("ved fyret", "by the lighthouse"). */
  at?: { no: string; en: string };
  /**
   * Character elements: a person of the family's world — `named` (a sister called Poppy) or
   * `titled`, called by what they are (Mormor, Grandpa).
   */
  person?: 'named' | 'titled';
  /** Character elements: the character itself, so how it looks ("fem bein") can be told. */
  char?: Character;
  /** Character elements: the pronoun. */
  gender?: 'm' | 'f';
  /** Whose look a `look` element tells. */
  who?: 'hero' | 'friend' | 'other';
  /**
   * Object elements too big to carry: `ride` is ridden or pulled along (a bike, a sledge),
   * `fixed` stays where it is (a carousel, a trampoline, a tree house), `flown` goes up on the
   * wind on a string and carries no one (a kite, a balloon).
   */
  size?: 'ride' | 'fixed' | 'flown';
  /** Named in the plural ("his parents"): never given "a", and told as "they". */
  plural?: boolean;
  /** A noun without a known gender: Norwegian frames that need none are used for it. */
  unsure?: boolean;
  /** A place called by its own name, with no article: "Paris", "Mars". */
  proper?: boolean;
  /** An object the description says someone has; only then may the story say it was had. */
  owned?: boolean;
}
