// Tells the beats of one section into a Writer: the opening, a leg of the middle, the
// ending. Language-neutral — the pack supplies the words, the plan supplies the facts.
import { NARRATION_WPM, STORY_MINUTES } from '@monstory/contracts/story-shape';
import type { SceneMood, SceneObject, TimeOfDay } from '../../scene-spec';
import { creature, type HelperSkill } from '../lexicon/creatures';
import { isVehicle } from '../lexicon/vehicles';
import { enElementLines } from '../packs/en/elements';
import { noElementLines } from '../packs/no/elements';
import type { ElementMoment } from '../packs/element-lines';
import type { EnCtx } from './ctx-en';
import type { NoCtx } from './ctx-no';
import { groundRefusedAt } from './home-world';
import { everydayMove, oneBuilding } from '../packs/ground';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import type { Rng } from '../rng';
import type { Character } from '../plan/plan-types';
import type { CaseStep, Deepen, GoalStep, PlanScene, Terrain } from '../plan/story-plan';
import { fliesOut } from '../plan/story-plan';
import { firstDay, homeWant, sightWant } from '../plan/want-rules';
import { gardenCamp } from '../plan/family-cast';
import { friendDay } from '../plan/friend-day';
import type { PictureBeat } from './caption';
import { PictureHint } from './picture-hint';
import type { Bank } from './ctx-base';
import { tellEpisode } from './episodes';
import { NO_CAMP, SILENT, UNDER_ROOF } from './leg-events';
import { goalTextsOf, type Pack } from './pack-types';
import { hourRefused } from '../packs/hour';
import { isKin } from '../packs/kin-words';
import { runsToNight, timeAt, type RunState, type StoryEnv } from './run-state';
import type { CastSlot, SceneHint, Writer } from './writer';

/** How often a helper at an obstacle uses its own trick rather than watching the team's. */
const HELPER_TRICK = 0.35;
/** The helpers' tricks that can get a team past each kind of terrain. */
const SKILL_FITS: Record<Terrain, readonly HelperSkill[]> = {
  stream: ['wisdom', 'sight', 'strength', 'carry', 'magic', 'fix', 'swim', 'clever'],
  steep: ['wisdom', 'sight', 'nose', 'strength', 'carry', 'climb', 'magic', 'clever'],
  tunnel: ['wisdom', 'nose', 'light', 'song', 'magic', 'clever', 'small'],
  locked: ['small', 'strength', 'magic', 'fix', 'clever', 'wisdom', 'dig'],
  waves: ['swim', 'carry', 'song', 'magic', 'wisdom', 'clever'],
  wind: ['wisdom', 'sight', 'carry', 'song', 'magic', 'clever'],
  thorns: ['small', 'dig', 'wisdom', 'sight', 'nose', 'strength', 'magic', 'clever'],
  snow: ['carry', 'dig', 'strength', 'wisdom', 'nose', 'sight', 'magic', 'clever'],
  float: ['wisdom', 'clever', 'magic', 'carry', 'strength'],
};

/** How often a long story pauses for an aside after a win, at a place it has not paused at. */
const ASIDE = 0.45;
/** What the picture of each step of a want's own plot shows happening. */
const STEP_EVENT: Record<GoalStep, string> = {
  stakes: 'meet an obstacle',
  fetch: 'fetch what is needed',
  word: 'send word',
  think: 'talk it over',
  listen: 'search for clues',
  follow: 'search for clues',
  calm: 'help a friend',
  calmAgain: 'help a friend',
  borrow: 'fetch what is needed',
  carry: 'fetch what is needed',
  steady: 'get ready',
  coax: 'help a friend',
  look: 'search for clues',
  crowd: 'talk',
  safe: 'get ready',
  jobs: 'talk it over',
  creep: 'try again',
  walk: 'walk to school',
  goodbye: 'say goodbye',
  lunch: 'eat a packed lunch',
  bell: 'go on',
  courage: 'take a deep breath',
  chat: 'talk it over',
  ready: 'get ready',
  rule: 'listen to a grown-up',
  browse: 'look around',
  drift: 'look around',
  scared: 'feel lost and alone',
  ask: 'ask a grown-up for help',
  wait: 'wait together',
  meanwhile: 'search for someone',
};
/** Steps whose second line is the answer to the first: told whole or not at all. */
const CASE_ANSWERED = new Set<CaseStep>(['suspect']);
/** What the picture of each step of a case shows happening, and its mood. */
const CASE_EVENT: Record<CaseStep, string> = {
  look: 'search for clues',
  clue: 'find a clue',
  suspect: 'talk',
  herring: 'find a clue',
  cleared: 'talk it over',
  witness: 'talk',
  timeline: 'talk',
  search: 'search for clues',
  notes: 'talk it over',
  think: 'talk it over',
  map: 'talk it over',
  snack: 'take a short rest',
  stakeout: 'hide and wait',
  alarm: 'hide and wait',
  miss: 'search for clues',
  trap: 'hide and wait',
  wait: 'hide and wait',
};
const CASE_MOOD: Record<CaseStep, SceneMood> = {
  look: 'curious',
  clue: 'curious',
  suspect: 'curious',
  herring: 'tense',
  cleared: 'happy',
  witness: 'curious',
  timeline: 'curious',
  search: 'curious',
  notes: 'calm',
  think: 'curious',
  map: 'curious',
  snack: 'cosy',
  stakeout: 'exciting',
  alarm: 'exciting',
  miss: 'tense',
  trap: 'exciting',
  wait: 'tense',
};
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

  private merged?: Pack<C>;

  /** The pack, with the banks the want's variant tells its own way in place of its own. */
  private get pack(): Pack<C> {
    if (!this.merged) {
      const { pack } = this.engine;
      const variant = this.env.cast.goal.variant;
      const own = variant ? pack.variantScenes[variant] : undefined;
      const vehicle = isVehicle(this.env.cast.hero.species) ? pack.vehicleScenes : undefined;
      this.merged = own || vehicle ? { ...pack, ...own, ...vehicle } : pack;
    }
    return this.merged;
  }

  private get goal() {
    return goalTextsOf(this.pack, this.env.cast.goal);
  }

  private built: C | undefined;
  /** The hour the open paragraph began at. */
  private openedAt?: TimeOfDay;

  ctx(): C {
    const progress = (this.wordsBefore + this.w.words()) / this.target;
    this.state.time = timeAt(progress, runsToNight(this.env));
    if (!this.w.open) this.openedAt = this.state.time;
    this.w.hour = hourRefused(this.state.time, this.env.language);
    this.built = this.engine.makeCtx(this.env, this.state, this.rng, this.built);
    return this.built;
  }

  /**
   * Banks that had nothing fresh left to say at a place: asked again there, they are skipped
   * rather than tried template by template (a long story asks often).
   */
  private readonly dry = new Map<Bank<C>, Set<string>>();

  say(bank: Bank<C> | undefined, optional = false): boolean {
    if (!bank) return false;
    const where = `${this.state.place}:${this.state.helper?.kind ?? ''}`;
    if (this.dry.get(bank)?.has(where)) return false;
    const p = this.pack;
    const was = this.w.loose;
    if (bank === p.talk || bank === p.funny || bank === p.joy || bank === p.discovery)
      this.w.loose = true;
    const c = this.ctx();
    this.w.ground = this.groundAt(this.state.place);
    this.w.here = (c as { place?: { in?: string } }).place?.in;
    const told = this.w.say(bank, c, optional);
    this.w.loose = was;
    if (!told) {
      const places = this.dry.get(bank) ?? new Set<string>();
      places.add(where);
      this.dry.set(bank, places);
    }
    return told;
  }

  private grounds = new Map<string, RegExp | undefined>();

  private groundAt(place: string): RegExp | undefined {
    if (!this.grounds.has(place)) {
      const { cast } = this.env;
      const spared = new Set(
        [cast.hero, cast.friend, cast.goal.other, ...cast.helpers].flatMap((c) =>
          c ? [c.kind, c.species ?? ''] : [],
        ),
      );
      this.grounds.set(place, groundRefusedAt(placeById(place).setting, this.env.language, spared));
    }
    return this.grounds.get(place);
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
    const beat: PictureBeat = {
      language: this.env.language,
      who: cast.flatMap((slot) => members[slot] ?? []),
      event: o.event,
      goal: this.env.cast.goal.kind,
      text: this.w.draft(),
      place: this.state.place,
      time: this.state.time,
      ...(this.state.weather ? { weather: this.state.weather } : {}),
      ...(o.withThing && thing ? { thing } : {}),
    };
    const helper = this.state.helper && cast.includes('helper') ? this.state.helper : undefined;
    // A paragraph begun in the evening sun may end as dusk falls: its picture keeps the hour
    // its words were told in.
    const time =
      this.openedAt && hourRefused(this.state.time, this.env.language)?.test(beat.text)
        ? this.openedAt
        : this.state.time;
    beat.time = time;
    this.w.close(
      new PictureHint(
        {
          place: this.state.place,
          time,
          mood: o.mood,
          cast,
          objects,
          key: o.key === true,
          ...(o.expression ? { expression: o.expression } : {}),
          ...(helper ? { helper } : {}),
        },
        beat,
      ),
    );
  }

  /** What the family named (cast.elements), made to act or matter at this moment. */
  private tellElements(moment: ElementMoment): void {
    const elements = this.env.cast.elements ?? [];
    if (!elements.length) return;
    // Only a look line asks what was told, and gathering it walks every key the story holds.
    const asks = moment === 'intro' || moment === 'leg';
    const told =
      asks && elements.some((e) => e.kind === 'look') ? [...this.w.used].join(' | ') : '';
    const lines =
      this.env.language === 'no'
        ? noElementLines(this.ctx() as NoCtx, elements, moment, told)
        : enElementLines(this.ctx() as EnCtx, elements, moment, told);
    // What the family named is told wherever the team is: a tree they asked for is no forest
    // furniture to refuse on the moon.
    this.w.ground = undefined;
    for (const line of lines) this.w.line(line, false, true);
  }

  refrain(text: string | undefined): void {
    if (text) this.w.refrain(text);
  }

  opening(refrain?: string): void {
    // A hero who starts far from home is met where they are, not at home.
    if (!(this.env.cast.start && this.say(this.goal.intro))) this.say(this.pack.intro);
    // A firefighter is one from the first lines, whatever the story is about.
    if (this.env.cast.hero.role) this.say(this.pack.role);
    // Some heroes are shown by how they look, some by what they love to do, some by both.
    const look = this.rng.next();
    // A long story takes its time at the start: the hero both ways, and home itself. (So does
    // the youngest's long story, however few its words.)
    const band = this.env.band;
    const long =
      this.target >= 1000 || this.target > STORY_MINUTES[band].MEDIUM * NARRATION_WPM[band];
    // Far from home, the hero's everyday habits and the morning over the home roofs wait at
    // home: the opening tells the sky over where they are instead.
    const away = !!this.env.cast.start;
    if (look < 0.7 || long || away) this.say(this.pack.heroLook);
    if ((look > 0.4 || long) && !away) this.say(this.pack.habit, look < 0.7);
    // The opening paragraph is the first thing a listener hears: it always sets the day too.
    // The weather the family set the story in is the opening's own: no sunny morning then.
    const said = this.env.cast.weather;
    if (said) {
      this.state.weather = said;
      this.say(this.pack.weatherStart);
      // A case opens at its scene, indoors as often as not: no sky, no morning at home.
    } else if (this.env.cast.goal.variant === 'case') this.ctxTime();
    else if (away) this.say(this.pack.sky[this.ctxTime()]);
    else this.say(this.pack.dayStart);
    if (long) {
      const here = placeById(this.state.place).setting;
      this.say(this.pack.setting[here] ?? this.pack.settingFallback, true);
    }
    this.close({
      mood: this.env.cast.start ? 'curious' : 'happy',
      event: this.env.cast.start ? 'lost, to find the way home' : 'at home',
      key: true,
      expression: this.env.cast.start ? 'worried' : 'happy',
    });
    if (this.env.cast.friend) this.say(this.pack.friendIntro);
    this.say(this.goal.want);
    // The want shown, not only named: the others singing in the choir the hero longs to join.
    this.say(this.goal.show);
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
    this.close({ mood: 'exciting', event: 'set off', expression: 'brave' });
  }

  /** The weather the family set the story in clears: told once, wherever the team is then. */
  private clearWeather(): void {
    const said = this.env.cast.weather;
    if (!said || this.state.weatherCleared) return;
    // A storm that is the fear comes and goes with the fear's own steps.
    if (said === this.env.cast.goal.fear) return;
    this.state.weatherCleared = true;
    const now = this.state.weather;
    this.state.weather = said;
    this.say(this.pack.weatherClears);
    this.state.weather = now;
  }

  private goTo(place: string): void {
    this.state.prevPlace = this.state.place;
    this.state.place = place;
    this.state.obstacle = undefined;
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
    const from = this.state.place;
    this.goTo(place);
    const c = this.ctx() as { ride?: string };
    // Room to room of one house is a door and a hall away: no road, no gasp at a new place.
    const indoors = oneBuilding(from, place);
    // The goal's own way there first (a fire engine to the tree), then a ride, then the way.
    const own = this.say(this.goal.travel);
    // A case follows its trail next door: no arrival at a new land, no sky over it.
    if (own && this.env.cast.goal.variant === 'case') {
      this.close({ mood: 'curious', event: 'search for clues', key: true });
      return;
    }
    // A want at home goes to the shop or next door at an everyday pace: no gasp at a new land.
    const near =
      !indoors &&
      (homeWant(this.env.cast.goal) || friendDay(this.env.cast)) &&
      everydayMove(from, place);
    if (!own && indoors) this.say(this.pack.travelHome);
    else if (!own && near) this.say(this.pack.travelNear);
    else if (!own && !(c.ride && this.say(this.pack.travelRide))) this.say(this.pack.travel);
    if (!indoors && !near) this.say(this.pack.arrive, true);
    const setting = placeById(this.state.place).setting;
    const looks = this.pack.setting[setting] ?? (indoors ? undefined : this.pack.settingFallback);
    if (looks) this.say(looks, true);
    // Out in the family's weather, it clears: once, and before any sky is told.
    if (!indoors) this.clearWeather();
    if (!indoors && !UNDER_ROOF.has(setting) && this.rng.chance(0.5))
      this.say(this.pack.sky[this.state.time], true);
    this.close({ mood: 'curious', event: 'arrive', key: true });
  }

  /** A helper met here; the one the plan gives the set-up to hands over its gift. */
  helperScene(index: number, gives: boolean): void {
    if (!this.meetHelper(index)) return;
    const structure = this.env.plan.structure;
    // (Grandma at home is not found stuck in a bush: at home the gift is simply given.)
    if (gives && structure === 'gifts' && !homeWant(this.env.cast.goal)) {
      // The gifts structure earns its gift: the helper needs a hand first.
      this.say(this.pack.needHelp);
      this.say(this.pack.giveHelp);
    } else {
      // One of the family is met as themselves, never with a stranger's stock trait.
      const kin = isKin(this.state.helper);
      this.say(kin ? this.pack.kinMeet : this.pack.meet);
      // One just met is asked about the goal, not about the try before they came: that is told
      // and done (the clouds that already drifted off are not what they advise on).
      const episode = this.state.episode;
      this.state.episode = undefined;
      this.say(this.goal.ask);
      const kind = this.state.helper ? creature(this.state.helper.kind).skill : undefined;
      // (A sight in the sky wants eyes, not a nose or claws: a digger's or a sniffer's gift is
      // no help there, so it is not shown off.)
      const idle = sightWant(this.env.cast.goal) && (kind === 'dig' || kind === 'nose');
      if (kind && !kin && !idle) this.say(this.pack.skill[kind], true);
      this.say(this.goal.advice);
      this.state.episode = episode;
    }
    if (gives) {
      this.giveGift();
      this.say(this.pack.receiveGift);
    }
    // A goodbye only when the helper is not needed here again: one who bows and is gone must
    // not speak at the next obstacle, and one who joins the team says none.
    if (this.state.helper !== this.state.companion && !this.helperStays())
      this.say(this.pack.thanks, true);
    this.close({
      mood: 'happy',
      event: gives ? 'receive a gift' : 'talk',
      key: true,
      cast: [...this.team(), 'helper'],
    });
  }

  /** The scene being told, so a helper knows whether the next one still happens here. */
  private current?: PlanScene;

  /** Whether the plan's next scene happens at this place, where the helper met here still is. */
  private helperStays(): boolean {
    const scenes = this.env.plan.scenes;
    const at = this.current ? scenes.indexOf(this.current) : -1;
    const next = at >= 0 ? scenes[at + 1] : undefined;
    return !!next && next.beat.kind !== 'travel' && next.place === this.state.place;
  }

  /** Who is in the picture of a scene at an obstacle: the team, and the helper if here. */
  private here(): CastSlot[] {
    return this.state.helper ? [...this.team(), 'helper'] : this.team();
  }

  /** The obstacle of an episode, once: what stands in the way and why it blocks it. */
  private face(index: number): void {
    const o = this.env.plan.obstacles[index];
    this.state.episode = o?.terrain ?? o?.kind;
    this.state.obstacle = index;
    if (this.state.faced.includes(index)) return;
    // A fear is met where it happens before anyone tries to be brave about it.
    if (o?.kind === 'try' && this.goal.meet) {
      const obstacles = this.env.plan.obstacles;
      const before = this.state.faced.some(
        (i) => obstacles[i]?.kind === 'try' && obstacles[i]?.place === o.place,
      );
      this.state.faced.push(index);
      if (!before && !this.say(this.goal.meet)) this.say(this.goal.meetAgain);
      return;
    }
    if (!o?.terrain) return;
    this.state.faced.push(index);
    this.say(this.pack.obstacle[o.terrain].problem);
    this.say(this.pack.blocks, true);
  }

  /**
   * Terrain in the way. A try that suits it fails (`fails`) and is felt; or the way past — after
   * a failed try, from an idea that uses what the story set up: the helper here, what a helper
   * said, a gift, a friend, the hero's own way of being.
   */
  obstacle(index: number, fails: boolean): void {
    const o = this.env.plan.obstacles[index];
    if (!o?.terrain) return;
    const texts = this.pack.obstacle[o.terrain];
    const helper = this.state.helper;
    this.face(index);
    if (fails) {
      // The feeling comes with the first failed try; a second try is its own answer to it.
      const again = this.state.failed.includes(index);
      this.state.failed.push(index);
      this.say(this.pack.obstacleTry[o.terrain]);
      if (!again) this.say(this.pack.worry);
      this.close({ mood: 'tense', event: 'meet an obstacle', expression: 'worried' });
      return;
    }
    this.state.passed.push(index);
    const tried = this.state.failed.includes(index);
    // A helper's own trick, or the team's own way past with the helper looking on: one trick
    // per helper would tell every story's obstacle the same way.
    const skill = helper ? creature(helper.kind).skill : undefined;
    if (helper && skill && SKILL_FITS[o.terrain].includes(skill) && this.rng.chance(HELPER_TRICK)) {
      if (tried) this.say(this.pack.ideaHelper);
      // A trick already told here: the team finds its own way while the helper shows where.
      if (!this.say(this.pack.skillHelp[skill])) this.say(texts.solo);
    } else {
      if (tried) this.say(this.pack.idea);
      this.say(texts.solo);
      if (helper) this.say(this.pack.helperCheer, true);
    }
    this.close({
      mood: this.env.band === '9-12' ? 'tense' : 'exciting',
      event: 'get past an obstacle',
      cast: this.here(),
      expression: 'brave',
    });
  }

  /** A try at the goal itself that fails and teaches, and how that feels. */
  attempt(index: number): void {
    this.face(index);
    this.state.failed.push(index);
    // A try with nothing fresh left to tell is not told: a worry alone is no episode, and the
    // same try failing twice in other words is a story marking time.
    // A fear is met again wherever it lives, and a skill is practised again and again, each
    // time failing its own way (the skill's words are handed out in turn): that is the story,
    // not time marked.
    const again = ['fear', 'learn'].includes(this.env.cast.goal.kind);
    if (this.say(this.fresh(this.goal.attempt)) || (again && this.say(this.goal.attempt))) {
      this.state.tried.push(index);
      this.state.lessonTried = true;
      this.say(this.pack.worry, true);
    }
    this.close({
      mood: 'exciting',
      event: 'try again',
      expression: 'surprised',
      cast: this.here(),
    });
  }

  /**
   * A step closer to the goal. A search or a mystery tells it as a clue found, so it counts as
   * one: the turn may then be won by thinking the clues through.
   */
  private tellProgress(): void {
    this.say(this.goal.progress);
    this.state.clues += 1;
  }

  /**
   * The templates of a bank this story has not told yet. Told as a plot step, not as an
   * optional line: one that fits is told (and never trimmed), none left means none told.
   */
  private fresh(bank: Bank<C>): Bank<C> {
    return bank.filter((t) => !this.w.usage.get(t));
  }

  /** A step of the want's own plot, told once each way; nothing fresh left, nothing told. */
  step(step: GoalStep): void {
    const bank = this.goal.steps?.[step];
    if (!bank || !this.say(this.fresh(bank))) return;
    this.close({
      mood: step === 'stakes' ? 'tense' : 'curious',
      event: STEP_EVENT[step],
      cast: this.here(),
      ...(step === 'stakes' ? { expression: 'worried' as const } : {}),
    });
  }

  /**
   * A step of a case: its banks told in turn, the first as the plot itself and the rest as
   * lines a story over its length may drop.
   */
  caseStep(step: CaseStep, n: number): void {
    this.state.caseN = n;
    const banks = (this.goal.case?.[step] ?? []).map(lineBank);
    if (!banks.length || !this.say(banks[0])) return;
    // A question is told with its answer: a suspect's alibi is never trimmed away.
    const told = CASE_ANSWERED.has(step) ? 2 : 1;
    banks.slice(1).forEach((bank, i) => this.say(bank, i + 1 >= told));
    this.state.caseTold.push(`${step}:${n}`);
    if (step === 'clue') this.state.clues += 1;
    this.close({
      mood: CASE_MOOD[step],
      event: CASE_EVENT[step],
      withThing: step === 'look',
      ...(step === 'stakeout' || step === 'wait' ? { expression: 'surprised' as const } : {}),
    });
  }

  /** After the failed tries: a helper's advice or an idea, and a step closer to the goal. */
  progress(index: number): void {
    // A day of its own steps puts right only what went wrong: an episode with nothing left to
    // go wrong in it has nothing to put right either.
    const { goal } = this.env.cast;
    const day = homeWant(goal) || firstDay(goal) || gardenCamp(goal) || friendDay(this.env.cast);
    if (day && !this.state.tried.includes(index)) return;
    this.face(index);
    if (this.goal.lesson && this.say(this.goal.lesson)) {
      this.state.lessons += 1;
      this.state.lessonTried = false;
    } else if (this.state.helper) this.say(this.goal.advice);
    else this.say(this.pack.idea);
    // The same step closer twice is no step: told once each way, then the advice alone.
    if (this.say(this.fresh(this.goal.progress))) this.state.clues += 1;
    // What the step done leaves behind, as much a step of the plot as the step itself.
    this.say(this.goal.done);
    this.close({ mood: 'curious', event: 'find a clue', withThing: true, cast: this.here() });
  }

  /** The trail goes cold here, for now. */
  lostTrail(index: number): void {
    this.face(index);
    this.state.failed.push(index);
    this.say(this.pack.lostTrail);
    this.say(this.pack.worry);
    this.close({ mood: 'tense', event: 'search for clues', expression: 'worried' });
  }

  clueSearch(index: number): void {
    this.face(index);
    this.state.clues += 1;
    // Where the trail went cold, the idea that finds it again.
    // A helper who offers to help does it, in their own way, and the clue is where they point.
    let offered = false;
    if (this.state.failed.includes(index)) {
      if (this.state.helper) offered = this.say(this.pack.ideaHelper);
      else this.say(this.pack.idea);
    }
    const skill = offered && this.state.helper && creature(this.state.helper.kind).skill;
    if (!(skill && this.say(this.pack.skillSearch[skill]))) this.say(this.pack.search);
    this.say(this.goal.progress);
    this.close({ mood: 'curious', event: 'search for clues', withThing: true });
  }

  /** What getting past leads to: the way on, the helper left behind, the goal nearer. */
  onward(index: number): void {
    this.face(index);
    this.say(this.pack.onward);
    this.close({ mood: 'curious', event: 'go on', cast: this.here() });
    this.state.episode = undefined;
    this.state.obstacle = undefined;
  }

  /** The beats told of one obstacle of the plan, each by its own teller. */
  private readonly obstacleBeat = {
    attempt: (i: number) => this.attempt(i),
    clue: (i: number) => this.clueSearch(i),
    'lost-trail': (i: number) => this.lostTrail(i),
    progress: (i: number) => this.progress(i),
    onward: (i: number) => this.onward(i),
  };

  /** One scene of the plan, told only if what it needs holds here and now. */
  scene(s: PlanScene, refrain?: string): void {
    this.current = s;
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
      case 'clue':
      case 'lost-trail':
      case 'progress':
      case 'onward':
        this.obstacleBeat[b.kind](b.obstacle);
        break;
      case 'deepen':
        this.deepen(b.what);
        break;
      case 'step':
        this.step(b.step);
        break;
      case 'case':
        this.caseStep(b.step, b.n);
        break;
    }
    // A long story may pause once after a win: a word between those who are there.
    const won =
      (b.kind === 'obstacle' && !b.fails) ||
      b.kind === 'progress' ||
      b.kind === 'clue' ||
      (b.kind === 'case' && (b.step === 'clue' || b.step === 'cleared'));
    // (A day between children keeps to them: no shell found in the moss between tries.)
    if (won && this.target >= 1500 && !friendDay(this.env.cast)) this.aside();
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
    this.w.loose = true;
    this.asideLines();
    this.w.loose = false;
  }

  private asideLines(): void {
    // Rare, and each kind once: a joke, a word between friends, a breath of relief, something
    // small to notice here; never at two places running.
    const at = this.state.routeIndex;
    const near = (x: string) => x.startsWith('at:') && at - Number(x.slice(3)) < 2;
    if (this.state.asides.some(near) || !this.rng.chance(ASIDE)) return;
    const setting = placeById(this.state.place).setting;
    const outdoors = (this.ctx() as { outdoors: boolean }).outdoors;
    const kinds: ['funny' | 'talk' | 'joy' | 'discovery', boolean][] = [
      // No clowning while someone is stuck and cold, waiting to be got free.
      [
        'funny',
        (this.env.genre === 'FUNNY' || !!this.env.cast.friend) &&
          this.env.cast.goal.variant !== 'rescue',
      ],
      ['talk', this.company],
      ['joy', true],
      ['discovery', outdoors && !SILENT.has(setting)],
    ];
    const open = kinds.filter(([k, ok]) => ok && !this.state.asides.includes(k));
    if (!open.length) return;
    const [kind] = this.rng.pick(open);
    if (!this.say(this.pack[kind], true)) return;
    this.state.asides.push(kind, `at:${at}`);
    this.close({ mood: 'happy', event: 'take a short rest' });
  }

  /** A small scene at the place the team is at, if the hour, the place and the company suit. */
  private deepen(what: Deepen): void {
    this.w.loose = true;
    this.deepenLines(what);
    this.w.loose = false;
  }

  private deepenLines(what: Deepen): void {
    const setting = placeById(this.state.place).setting;
    const outdoors = (this.ctx() as { outdoors: boolean }).outdoors;
    switch (what) {
      case 'camp':
        if (!['evening', 'dusk', 'night'].includes(this.state.time) || NO_CAMP.has(setting)) return;
        return tellEpisode(this, this.pack, 'camp');
      case 'noise':
        // Every noise is a critter in leaves or the wind in a tree: none of it is indoors.
        if (SILENT.has(setting) || setting === 'sky' || !outdoors) return;
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
        this.tellProgress();
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
   * A ride built to fly out to a place in space (a rocket to the comet) lands there once it
   * works: the family sent it there, so the story goes too, and what they flew out for is found
   * there and taken aboard for home. The build itself is won back on the ground.
   */
  flyOut(): void {
    const { cast, plan } = this.env;
    const target = cast.goal.place;
    if (!target || !fliesOut(cast) || plan.places.includes(target)) return;
    this.goTo(target);
    this.state.helper = undefined;
    this.say(this.pack.landing);
    const setting = placeById(target).setting;
    this.say(this.pack.setting[setting] ?? this.pack.settingFallback, true);
    this.close({ mood: 'magical', event: 'arrive', key: true, expression: 'happy' });
    if (cast.goal.fetch) {
      this.say(this.pack.fetchThere);
      this.say(this.pack.fetchTaken);
    } else this.say(this.pack.lookThere);
    this.close({ mood: 'happy', event: 'explore', expression: 'happy' });
  }

  /**
   * The way home and to bed. Which extras are told (and so how the ending reads) is the
   * story's own seeded pick; their order stays the order of an evening.
   */
  ending(extras: number): void {
    if (this.env.cast.goal.variant === 'camp') return this.nightOut(extras);
    const pool = this.env.rng
      .fork('ending-extras')
      .shuffle(['celebrate', 'thankAll', 'evening', 'reflection2', 'keepsake', 'tellHome']);
    const chosen = new Set(pool.slice(0, extras));
    // A case closes where it was solved: the amends made at the scene, nobody walks home.
    const solved = this.env.cast.goal.variant === 'case';
    const atHome =
      homeWant(this.env.cast.goal) ||
      friendDay(this.env.cast) ||
      this.env.cast.goal.variant === 'reunite' ||
      this.env.cast.goal.variant === 'toy-night' ||
      this.env.cast.goal.variant === 'no-sleep';
    if ((atHome || solved) && this.goal.home?.length) return this.homeEnding(extras, chosen);
    // A rescue has had its gladness at the owner's door; no dance back where it was stuck.
    if (chosen.has('celebrate') && this.env.cast.goal.variant !== 'rescue') {
      this.say(this.pack.celebrate);
      this.close({ mood: 'happy', event: 'celebrate', expression: 'happy' });
    }
    if (chosen.has('thankAll') && this.state.helpersMet.length > 0) {
      this.say(this.pack.thankAll);
      this.close({ mood: 'happy', event: 'say thank you' });
    }
    // A longer ending thinks back on the way home: the places of the story behind them, a
    // helper met there, or what was hard there that looks small now. Nobody goes back.
    this.clearWeather();
    this.state.weather = undefined;
    // A story that ends at home (the way home itself) has no way home left to walk.
    const there = this.state.place === this.env.cast.home;
    const back = there ? [] : this.wayBack();
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
    if (!there) this.say(this.pack.homeward);
    this.say(this.pack.sky[this.ctxTime()], true);
    this.close({ mood: 'calm', event: 'come home', key: true });
    if (chosen.has('tellHome')) this.say(this.pack.tellHome);
    if (chosen.has('keepsake') && this.state.gifts.length > 0) this.say(this.pack.keepsakeHome);
    // A food the family named is eaten at supper among the home lines; a stock supper before
    // it would make two suppers in a row.
    const namedFood = (this.env.cast.elements ?? [])
      .filter((e) => e.kind !== 'look' && e.kind !== 'place')
      .slice(0, 3)
      .some((e) => e.kind === 'food');
    if (chosen.has('evening') && !namedFood) this.say(this.pack.evening);
    this.supperAndSleep(chosen);
  }

  /**
   * A night out ends out there: the fire and what is cooked on it, the dark coming, a fear the
   * family named met then, a sound in the night, and sleep in the tent or the cabin. Nobody
   * goes home; the extras are the story's own seeded pick, in the order of an evening.
   */
  private nightOut(extras: number): void {
    const night = this.pack.nightOut;
    const chosen = new Set(
      this.env.rng
        .fork('ending-extras')
        .shuffle(['fireside', 'thankAll', 'sound', 'reflection2', 'stars', 'recall'])
        .slice(0, extras),
    );
    this.clearWeather();
    this.state.weather = undefined;
    this.state.helper = undefined;
    this.say(night.fire);
    if (chosen.has('fireside')) this.say(night.fireside);
    this.close({ mood: 'cosy', event: 'cook over the campfire', key: true, expression: 'happy' });
    if (chosen.has('thankAll') && this.state.helpersMet.length > 0) this.say(this.pack.thankAll);
    // A longer evening talks the day over by the fire: the places behind them, one by one.
    const back = this.wayBack().slice(1);
    const more = Math.max(0, extras - EXTRAS) + (chosen.has('recall') ? 1 : 0);
    back.slice(0, more).forEach(([place, helper]) => {
      this.state.prevPlace = place;
      this.state.helper = helper;
      this.say(night.recall);
    });
    this.state.helper = undefined;
    this.state.prevPlace = this.state.place;
    this.say(this.goal.reflection);
    this.close({ mood: 'cosy', event: 'sit by the campfire' });
    this.say(night.bedtime);
    if (chosen.has('stars')) this.say(this.pack.sky.night, true);
    this.close({ mood: 'calm', event: 'crawl into the sleeping bags', expression: 'sleepy' });
    if (this.env.cast.goal.fear) {
      this.say(night.fear);
      this.say(night.fearEased);
      this.close({ mood: 'calm', event: 'be brave in the dark', expression: 'brave' });
    } else if (chosen.has('sound')) {
      this.say(night.sound);
      this.say(night.soundReveal);
      this.close({ mood: 'calm', event: 'hear a sound in the night', expression: 'surprised' });
    }
    if (chosen.has('reflection2')) this.say(this.fresh(this.goal.reflection));
    this.say(night.sleep);
    this.close({ mood: 'cosy', event: 'fall asleep', key: true, expression: 'sleepy' });
  }

  /**
   * A want won at home (the party held, the new baby got to know): nobody walks home. The
   * evening at home after it, what the day meant, and sleep.
   */
  private homeEnding(extras: number, chosen: Set<string>): void {
    this.clearWeather();
    this.state.weather = undefined;
    this.state.helper = undefined;
    this.state.prevPlace = this.state.place;
    this.state.place =
      this.env.cast.goal.variant === 'case' ? this.env.plan.close.place : this.env.cast.home;
    this.say(this.goal.home);
    // A longer ending lingers on the evening: a moment more of it for each extra past the usual.
    for (let k = EXTRAS; k < extras; k += 1) this.say(this.goal.home, true);
    // A case solved away from home is told at home that evening.
    if (this.env.cast.goal.variant === 'case') {
      if (chosen.has('tellHome')) this.say(this.pack.tellHome, true);
      if (chosen.has('evening')) this.say(this.pack.evening, true);
    }
    this.close({ mood: 'calm', event: 'come home', key: true });
    if (chosen.has('keepsake') && this.state.gifts.length > 0) this.say(this.pack.keepsakeHome);
    this.supperAndSleep(chosen);
  }

  /** The last of every ending at home: the family's things, supper, what it meant, and sleep. */
  private supperAndSleep(chosen: Set<string>): void {
    this.tellElements('home');
    this.close({ mood: 'cosy', event: 'have supper' });
    this.say(this.goal.reflection);
    if (chosen.has('reflection2')) this.say(this.fresh(this.goal.reflection));
    this.say(this.pack.closing);
    this.close({ mood: 'cosy', event: 'fall asleep', key: true, expression: 'sleepy' });
  }

  /** The places of the middle, the last (just left) first, each with the helper met there. */
  private wayBack(): [string, Character | undefined][] {
    const { plan, cast } = this.env;
    const out: [string, Character | undefined][] = [];
    for (const place of plan.places.slice(1).reverse()) {
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

/** One line of a case step as a bank of its own, the same bank each time it is asked. */
const LINE_BANKS = new WeakMap<object, Bank<unknown>>();
function lineBank<C>(t: (c: C) => string | null): Bank<C> {
  let bank = LINE_BANKS.get(t) as Bank<C> | undefined;
  if (!bank) {
    bank = [t];
    LINE_BANKS.set(t, bank as Bank<unknown>);
  }
  return bank;
}

function thingSceneObject(id: string): SceneObject | undefined {
  return thingById(id).scene;
}
