// Tells the beats of one section into a Writer: the opening, a leg of the middle, the
// ending. Language-neutral — the pack supplies the words, the plan supplies the facts.
import type { SceneMood, SceneObject } from '../../scene-spec';
import { creature } from '../lexicon/creatures';
import { enElementLines } from '../packs/en/elements';
import { noElementLines, type ElementMoment } from '../packs/no/elements';
import type { EnCtx } from './ctx-en';
import type { NoCtx } from './ctx-no';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import type { Rng } from '../rng';
import type { Character } from '../plan/plan-types';
import type { Deepen, PlanScene } from '../plan/story-plan';
import { pictureWords } from './caption';
import type { Bank } from './ctx-base';
import { tellEpisode } from './episodes';
import { NO_CAMP, SILENT, UNDER_ROOF } from './leg-events';
import type { Pack } from './pack-types';
import { timeAt, type RunState, type StoryEnv } from './run-state';
import type { CastSlot, SceneHint, Writer } from './writer';

/** How often a helper at an obstacle uses its own trick rather than watching the team's. */
const HELPER_TRICK = 0.5;
/** The ending's own extras (celebrate, thanks, supper…); any more are places on the way home. */
export const EXTRAS = 6;

export interface Engine<C> {
  pack: Pack<C>;
  /** Builds the context; given the one built before in the same section, just refreshes it. */
  makeCtx(env: StoryEnv, state: RunState, rng: Rng, reuse?: C): C;
}

interface Close {
  mood: SceneMood;
  event: string;
  key?: boolean;
  cast?: CastSlot[];
  expression?: SceneHint['expression'];
  withThing?: boolean;
}

export class Scribe<C> {
  constructor(
    readonly env: StoryEnv,
    readonly engine: Engine<C>,
    readonly state: RunState,
    readonly w: Writer,
    readonly rng: Rng,
    private readonly wordsBefore: number,
    private readonly target: number,
  ) {}

  private get pack(): Pack<C> {
    return this.engine.pack;
  }

  private get goal() {
    return this.pack.goals[this.env.cast.goal.kind];
  }

  private built: C | undefined;

  ctx(): C {
    const progress = (this.wordsBefore + this.w.words()) / this.target;
    this.state.time = timeAt(progress, this.env.pattern.evening === true);
    this.built = this.engine.makeCtx(this.env, this.state, this.rng, this.built);
    return this.built;
  }

  /**
   * Banks that had nothing fresh left to say at a place: asked again there, they are skipped
   * rather than tried template by template (a long story asks often).
   */
  private readonly dry = new Map<Bank<C>, Set<string>>();
  private asidesDry = false;

  say(bank: Bank<C> | undefined, optional = false): boolean {
    if (!bank) return false;
    const where = `${this.state.place}:${this.state.helper?.kind ?? ''}`;
    if (this.dry.get(bank)?.has(where)) return false;
    const told = this.w.say(bank, this.ctx(), optional);
    if (!told) {
      const places = this.dry.get(bank) ?? new Set<string>();
      places.add(where);
      this.dry.set(bank, places);
    }
    return told;
  }

  private team(): CastSlot[] {
    return this.env.cast.friend ? ['hero', 'friend'] : ['hero'];
  }

  close(o: Close): void {
    if (!this.w.open) return;
    const cast = o.cast ?? this.team();
    const place = placeById(this.state.place);
    const thing = this.env.cast.thing?.id;
    const objects = [...place.objects.slice(0, 2)];
    if (o.withThing && thing) {
      const scene = thingSceneObject(thing);
      if (scene && !objects.includes(scene)) objects.unshift(scene);
    }
    for (const g of this.state.gifts.slice(-1)) {
      const scene = thingSceneObject(g);
      if (scene && !objects.includes(scene) && o.event.includes('gift')) objects.push(scene);
    }
    const members = {
      hero: this.env.cast.hero,
      friend: this.env.cast.friend,
      other: this.env.cast.goal.other,
      helper: this.state.helper,
    };
    const words = pictureWords({
      language: this.env.language,
      who: cast.flatMap((slot) => members[slot] ?? []),
      event: o.event,
      goal: this.env.cast.goal.kind,
      text: this.w.draft(),
      place: this.state.place,
      time: this.state.time,
      ...(this.state.weather ? { weather: this.state.weather } : {}),
      ...(o.withThing && thing ? { thing } : {}),
    });
    this.w.close({
      place: this.state.place,
      time: this.state.time,
      mood: o.mood,
      ...(words.weather ? { weather: words.weather } : {}),
      cast,
      objects,
      caption: words.caption,
      alt: words.alt,
      moment: words.moment,
      key: o.key === true || words.striking,
      ...(o.expression ? { expression: o.expression } : {}),
      ...(this.state.helper && cast.includes('helper') ? { helper: this.state.helper } : {}),
    });
  }

  /** What the family named (cast.elements), made to act or matter at this moment. */
  private tellElements(moment: ElementMoment): void {
    const elements = this.env.cast.elements ?? [];
    if (!elements.length) return;
    const told = [...this.w.used].join(' | ');
    const lines =
      this.env.language === 'no'
        ? noElementLines(this.ctx() as NoCtx, elements, moment, told)
        : enElementLines(this.ctx() as EnCtx, elements, moment, told);
    for (const line of lines) this.w.line(line, false, true);
  }

  refrain(text: string | undefined): void {
    if (text) this.w.refrain(text);
  }

  opening(refrain?: string): void {
    this.say(this.pack.intro);
    // Some heroes are shown by how they look, some by what they love to do, some by both.
    const look = this.rng.next();
    // A long story takes its time at the start: the hero both ways, and home itself.
    const long = this.target >= 1000;
    if (look < 0.7 || long) this.say(this.pack.heroLook);
    if (look > 0.4 || long) this.say(this.pack.habit, look < 0.7);
    // The opening paragraph is the first thing a listener hears: it always sets the day too.
    this.say(this.pack.dayStart);
    if (long) {
      const home = placeById(this.env.cast.home).setting;
      this.say(this.pack.setting[home] ?? this.pack.settingFallback, true);
    }
    this.close({ mood: 'happy', event: 'at home', key: true, expression: 'happy' });
    if (this.env.cast.friend) this.say(this.pack.friendIntro);
    this.say(this.goal.want);
    this.tellElements('intro');
    this.refrain(refrain);
    this.close({ mood: 'curious', event: 'dreaming and wondering', withThing: true });
    this.say(this.goal.problem);
    this.say(this.pack.worry, true);
    this.close({
      mood: this.env.band === '3-5' ? 'curious' : 'tense',
      event: 'face a problem',
      expression: 'worried',
      withThing: true,
    });
    this.say(this.goal.decide);
    // A long story lets the two at home talk it over before they go.
    if (this.target >= 1500 && this.env.cast.friend) this.say(this.pack.talk, true);
    this.close({ mood: 'exciting', event: 'set off', expression: 'brave' });
  }

  private goTo(place: string): void {
    this.state.prevPlace = this.state.place;
    this.state.place = place;
    this.state.routeIndex = Math.max(0, this.env.plan.places.indexOf(place));
    this.state.weather = placeById(place).setting === 'snow' ? 'snow' : undefined;
    // A helper met at the last place stays there; one who joined the team comes along.
    this.state.helper = this.state.companion;
  }

  private meetHelper(index: number): Character | undefined {
    const h = this.env.cast.helpers[index];
    if (!h) return undefined;
    this.state.helperIndex = Math.max(this.state.helperIndex, index + 1);
    this.state.helper = h;
    if (!this.state.helpersMet.includes(h)) this.state.helpersMet.push(h);
    const { setup } = this.env.plan;
    if (setup.kind === 'helper' && setup.helper === index) this.state.companion = h;
    return h;
  }

  private giveGift(): void {
    const thing = this.env.plan.setup.thing ?? this.env.cast.keepsakes[0];
    if (!thing || this.state.gifts.includes(thing)) return;
    this.state.keepsakeIndex += 1;
    this.state.gifts.push(thing);
  }

  /** Everyone who can speak here besides the hero: the friend, or a helper present. */
  private get company(): boolean {
    return !!this.env.cast.friend || !!this.state.helper;
  }

  travel(place: string): void {
    this.goTo(place);
    const c = this.ctx() as { ride?: string };
    if (!(c.ride && this.say(this.pack.travelRide))) this.say(this.pack.travel);
    this.say(this.pack.arrive, true);
    const setting = placeById(this.state.place).setting;
    this.say(this.pack.setting[setting] ?? this.pack.settingFallback, true);
    if (!UNDER_ROOF.has(setting) && this.rng.chance(0.5))
      this.say(this.pack.sky[this.state.time], true);
    this.close({ mood: 'curious', event: 'arrive', key: true });
  }

  /** A helper met here; the one the plan gives the set-up to hands over its gift. */
  helperScene(index: number, gives: boolean): void {
    if (!this.meetHelper(index)) return;
    const structure = this.env.plan.structure;
    if (gives && structure === 'gifts') {
      // The gifts structure earns its gift: the helper needs a hand first.
      this.say(this.pack.needHelp);
      this.say(this.pack.giveHelp);
    } else {
      this.say(this.pack.meet);
      this.say(this.goal.ask);
      const kind = this.state.helper ? creature(this.state.helper.kind).skill : undefined;
      if (kind) this.say(this.pack.skill[kind], true);
      this.say(this.goal.advice);
    }
    if (gives) {
      this.giveGift();
      this.say(this.pack.receiveGift);
    }
    this.say(this.pack.thanks, true);
    this.close({
      mood: 'happy',
      event: gives ? 'receive a gift' : 'talk',
      key: true,
      cast: [...this.team(), 'helper'],
    });
  }

  /** Terrain in the way: the first try fails (`fails`), or it is got past, with help if here. */
  obstacle(index: number, fails: boolean): void {
    const o = this.env.plan.obstacles[index];
    if (!o?.terrain) return;
    const texts = this.pack.obstacle[o.terrain];
    const helper = this.state.helper;
    if (!this.state.faced.includes(index)) {
      this.state.faced.push(index);
      this.say(texts.problem);
    }
    if (fails) {
      // A second go that fails too: the problem again in other words, and what a helper says.
      if (this.state.failed.includes(index)) {
        this.say(texts.problem);
        if (helper) this.say(this.goal.advice, true);
      }
      this.state.failed.push(index);
      this.say(this.pack.worry);
      this.close({ mood: 'tense', event: 'meet an obstacle', expression: 'worried' });
      return;
    }
    this.state.passed.push(index);
    // A helper's own trick, or the team's own way past with the helper looking on: one trick
    // per helper would tell every story's obstacle the same way.
    if (helper && this.rng.chance(HELPER_TRICK))
      this.say(this.pack.skillHelp[creature(helper.kind).skill]);
    else {
      this.say(texts.solo);
      if (helper) this.say(this.pack.helperCheer, true);
    }
    this.say(this.pack.joy, true);
    this.close({
      mood: this.env.band === '9-12' ? 'tense' : 'exciting',
      event: 'get past an obstacle',
      cast: helper ? [...this.team(), 'helper'] : this.team(),
      expression: 'brave',
    });
  }

  attempt(): void {
    this.say(this.goal.attempt);
    this.say(this.pack.worry, true);
    if (this.state.helper && this.rng.chance(0.6)) this.say(this.goal.advice);
    this.close({
      mood: 'exciting',
      event: 'try again',
      expression: 'surprised',
      cast: this.state.helper ? [...this.team(), 'helper'] : this.team(),
    });
  }

  clueSearch(): void {
    this.state.clues += 1;
    this.say(this.pack.search);
    this.say(this.goal.progress);
    if (this.company) this.say(this.pack.talk, true);
    this.close({ mood: 'curious', event: 'search for clues', withThing: true });
  }

  /** One scene of the plan, told only if what it needs holds here and now. */
  scene(s: PlanScene, refrain?: string): void {
    this.state.legs += 1;
    const b = s.beat;
    switch (b.kind) {
      case 'travel':
        this.travel(s.place);
        this.tellElements('leg');
        break;
      case 'meet':
        this.helperScene(b.helper, b.gives);
        break;
      case 'obstacle':
        this.obstacle(b.obstacle, b.fails);
        break;
      case 'attempt':
        this.attempt();
        break;
      case 'clue':
        this.clueSearch();
        break;
      case 'deepen':
        this.deepen(b.what);
        break;
    }
    if (
      b.kind !== 'travel' &&
      this.target >= 900 &&
      (this.target >= 1500 || this.state.legs % 2 === 0)
    )
      this.aside();
    if (refrain) {
      this.refrain(refrain);
      this.close({ mood: 'happy', event: 'sing together' });
    }
  }

  /**
   * A long story lingers after a scene: a word between those who are there, a joke, a breath
   * of relief. Optional lines, so a story over its length drops them first.
   */
  private aside(): void {
    if (this.asidesDry) return;
    const roll = this.rng.next();
    const funny = this.env.genre === 'FUNNY' ? 0.4 : 0.15;
    if (roll < funny) this.say(this.pack.funny, true);
    else if (roll < 0.7 && this.company) this.say(this.pack.talk, true);
    else if (roll < 0.85) this.say(this.pack.joy, true);
    else return;
    // Once the asides have nothing fresh left, they are not asked again in this section.
    if (!this.w.open && this.target < 1500) this.asidesDry = true;
    this.close({ mood: 'happy', event: 'take a short rest' });
  }

  /** A small scene at the place the team is at, if the hour, the place and the company suit. */
  private deepen(what: Deepen): void {
    const setting = placeById(this.state.place).setting;
    const outdoors = (this.ctx() as { outdoors: boolean }).outdoors;
    switch (what) {
      case 'camp':
        if (!['evening', 'dusk', 'night'].includes(this.state.time) || NO_CAMP.has(setting)) return;
        return tellEpisode(this, this.pack, 'camp');
      case 'noise':
        if (SILENT.has(setting) || setting === 'sky') return;
        return tellEpisode(this, this.pack, 'noise');
      case 'lookout':
        if (!outdoors && !SILENT.has(setting)) return;
        return tellEpisode(this, this.pack, what);
      case 'critter':
      case 'kindness':
      case 'weather':
        if (!outdoors) return;
        return tellEpisode(this, this.pack, what);
      case 'progress':
        this.say(this.goal.progress);
        if (this.company) this.say(this.pack.talk, true);
        // Alone, the hero notices something small at this place instead of talking.
        else if (outdoors && !SILENT.has(setting)) this.say(this.pack.discovery, true);
        this.close({ mood: 'curious', event: 'find a clue', withThing: true });
        return;
      case 'talk':
        if (!this.company) return;
        this.say(this.goal.progress);
        // Talked out at this place: something small to notice here gives them a new topic.
        if (!this.say(this.pack.talk) && outdoors && !SILENT.has(setting))
          this.say(this.pack.discovery, true);
        if (this.env.genre === 'FUNNY') this.say(this.pack.funny, true);
        this.close({ mood: 'happy', event: 'talk it over' });
        return;
    }
  }

  turn(): void {
    const approach = this.state.approach ?? 'brave';
    this.say(this.goal.turn[approach]);
    this.tellElements('turn');
    this.close({
      mood: 'exciting',
      event: 'reach the turning point',
      key: true,
      expression: 'brave',
      withThing: true,
      cast: approach === 'together' && this.state.helper ? [...this.team(), 'helper'] : this.team(),
    });
  }

  resolution(refrain?: string): void {
    this.say(this.goal.resolution);
    this.refrain(refrain);
    const other = this.env.cast.goal.other ? (['other'] as CastSlot[]) : [];
    this.close({
      mood: 'magical',
      event: 'succeed',
      key: true,
      expression: 'happy',
      withThing: true,
      cast: [...this.team(), ...other],
    });
  }

  /**
   * The way home and to bed. Which extras are told (and so how the ending reads) is the
   * story's own seeded pick; their order stays the order of an evening.
   */
  ending(extras: number): void {
    const pool = this.env.rng
      .fork('ending-extras')
      .shuffle(['celebrate', 'thankAll', 'evening', 'reflection2', 'keepsake', 'tellHome']);
    const chosen = new Set(pool.slice(0, extras));
    if (chosen.has('celebrate')) {
      this.say(this.pack.celebrate);
      this.close({ mood: 'happy', event: 'celebrate', expression: 'happy' });
    }
    if (chosen.has('thankAll') && this.state.helpersMet.length > 0) {
      this.say(this.pack.thankAll);
      this.close({ mood: 'happy', event: 'say thank you' });
    }
    // A longer ending thinks back on the way home: the places of the story behind them, a
    // helper met there, or what was hard there that looks small now. Nobody goes back.
    this.state.weather = undefined;
    const back = this.wayBack();
    const more = Math.max(0, extras - EXTRAS);
    back.slice(0, more).forEach(([place, helper], i) => {
      this.state.prevPlace = place;
      this.state.helper = helper;
      this.say(this.pack.passBack);
      // A story still short by then remembers a second thing about the same place.
      if (more > back.length + i) this.say(this.pack.passBack, true);
      this.close({ mood: 'calm', event: 'walk home' });
    });
    this.state.helper = undefined;
    this.state.prevPlace = this.state.place;
    this.state.place = this.env.cast.home;
    this.say(this.pack.homeward);
    this.say(this.pack.sky[this.ctxTime()], true);
    this.close({ mood: 'calm', event: 'come home', key: true });
    if (chosen.has('tellHome')) this.say(this.pack.tellHome);
    if (chosen.has('keepsake') && this.state.gifts.length > 0) this.say(this.pack.keepsakeHome);
    if (chosen.has('evening')) this.say(this.pack.evening);
    this.tellElements('home');
    this.close({ mood: 'cosy', event: 'have supper' });
    this.say(this.goal.reflection);
    if (chosen.has('reflection2')) this.say(this.goal.reflection);
    this.say(this.pack.closing);
    this.close({ mood: 'cosy', event: 'fall asleep', key: true, expression: 'sleepy' });
  }

  /** The places of the middle before the last, nearest first, each with the helper met there. */
  private wayBack(): [string, Character | undefined][] {
    const { plan, cast } = this.env;
    const out: [string, Character | undefined][] = [];
    for (const place of plan.places.slice(1, -1).reverse()) {
      const met = plan.scenes.find((s) => s.place === place && s.beat.kind === 'meet');
      const helper = met?.beat.kind === 'meet' ? cast.helpers[met.beat.helper] : undefined;
      out.push([place, helper && this.state.helpersMet.includes(helper) ? helper : undefined]);
    }
    return out;
  }

  private ctxTime() {
    this.ctx();
    return this.state.time;
  }
}

function thingSceneObject(id: string): SceneObject | undefined {
  return thingById(id).scene;
}
