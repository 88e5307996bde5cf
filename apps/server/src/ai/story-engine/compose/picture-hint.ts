// A paragraph's scene hint whose picture words — the moment, the weather, the caption, the alt
// text and whether it is striking — are read from the paragraph's words only when first asked:
// a section is written several times to fit its length, and only the paragraphs it keeps are
// ever pictured.
import type { SceneMood, SceneMoment, SceneObject, TimeOfDay, Weather } from '../../scene-spec';
import type { Character } from '../plan/plan-types';
import { pictureWords, type PictureBeat, type PictureWords } from './caption';
import type { CastSlot, SceneHint } from './writer';

export interface HintFacts {
  place: string;
  time: TimeOfDay;
  mood: SceneMood;
  cast: CastSlot[];
  objects: SceneObject[];
  /** The beat is a key moment whatever its words say. */
  key: boolean;
  expression?: SceneHint['expression'];
  helper?: Character;
}

export class PictureHint implements SceneHint {
  readonly place: string;
  readonly time: TimeOfDay;
  readonly mood: SceneMood;
  readonly cast: CastSlot[];
  readonly objects: SceneObject[];
  readonly expression?: SceneHint['expression'];
  readonly helper?: Character;
  private readonly ownKey: boolean;
  private read?: PictureWords;

  constructor(
    facts: HintFacts,
    private readonly beat: PictureBeat,
  ) {
    this.place = facts.place;
    this.time = facts.time;
    this.mood = facts.mood;
    this.cast = facts.cast;
    this.objects = facts.objects;
    this.ownKey = facts.key;
    if (facts.expression) this.expression = facts.expression;
    if (facts.helper) this.helper = facts.helper;
  }

  private get words(): PictureWords {
    return (this.read ??= pictureWords(this.beat));
  }

  get weather(): Weather | undefined {
    return this.words.weather;
  }

  get caption(): string {
    return this.words.caption;
  }

  get alt(): string {
    return this.words.alt;
  }

  get moment(): SceneMoment {
    return this.words.moment;
  }

  get key(): boolean {
    return this.ownKey || this.words.striking;
  }
}
