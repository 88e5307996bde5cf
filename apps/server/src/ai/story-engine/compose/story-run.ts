// Runs a story section by section — opening, two middles, ending — each written to its share
// of the target words by adding or removing legs (episodes), then trimming descriptive
// lines. Sections never look ahead, so an interactive story can stop between them and
// resume later with the same text so far.
import { refusedIn } from './home-world';
import { firstDay, homeWant } from '../plan/want-rules';
import { friendDay } from '../plan/friend-day';
import type { StoryLength } from '@monstory/contracts/enums';
import { ageBand, targetWords } from '@monstory/contracts/story-shape';
import type { Rng } from '../rng';
import type { Approach } from '../plan/plan-types';
import {
  checkPlan,
  helperFits,
  partCapacity,
  partSize,
  planStory,
  scenesFor,
} from '../plan/story-plan';
import { copyState, initialState, runsToNight, type RunState, type StoryEnv } from './run-state';
import { EXTRAS, Scribe, type Engine } from './scribe';
import { tellAfterRescue } from './rescue-after';
import { trimTo, wordsOf, Writer, type DraftParagraph } from './writer';

/** One way a section was written: its run, its words after trimming, its unit count. */
type Fitted = ReturnType<StoryRun<unknown>['attempt']> & { words: number; n: number };

export interface RouteOption {
  id: string;
  place: string;
  helper: number;
}

/** Rough words per scene of the middle, per age band; the loop corrects it as it goes. */
const PER_SCENE = { '3-5': 18, '6-8': 28, '9-12': 48 } as const;
/**
 * Longest sentence per age band before it is split at a clause boundary. English for the
 * youngest is split a word sooner: its longer names and words cost more on the grade measure.
 * (Splitting more for older bands reads choppier and leaves short stock sentences behind.)
 */
const MAX_WORDS = {
  no: { '3-5': 10, '6-8': 15, '9-12': 22 },
  en: { '3-5': 9, '6-8': 16, '9-12': 22 },
} as const;
/** The ending's usual share of the story before its extras. */
const ENDING_SHARE = 0.15;
/** The ending's words do not grow with the story: the turn, the win, the way home, bed. */
const ENDING_MOST = { '3-5': 100, '6-8': 160, '9-12': 240 } as const;
/**
 * Nor does it shrink below what the turn, the win, the way home and bed take at the least:
 * a short story for the youngest planned its middle as if the ending were shorter than that.
 */
const ENDING_LEAST = { '3-5': 85, '6-8': 0, '9-12': 0 } as const;

export class StoryRun<C> {
  state: RunState;
  used = new Set<string>();
  usage = new Map<unknown, number>();
  /** What each told sentence was about, so no later sentence says the same again. */
  gist: string[][] = [];
  paragraphs: DraftParagraph[] = [];
  readonly target: number;
  readonly refrain: string | undefined;
  private endingEstimate: number;
  private middleOneBudget = 0;

  constructor(
    readonly env: StoryEnv,
    readonly engine: Engine<C>,
    length: StoryLength,
    age: number,
    refrain: string | undefined,
  ) {
    this.target = targetWords(age, length);
    this.state = initialState(env.cast, runsToNight(env));
    this.refrain = ageBand(age) === '3-5' ? refrain : undefined;
    // A rescue's second act (its care and homecoming) is told after the win, in the ending.
    const after = env.plan.after?.filter((a) => a.core).length ?? 0;
    this.endingEstimate =
      Math.max(
        ENDING_LEAST[ageBand(age)],
        Math.min(this.target * ENDING_SHARE, ENDING_MOST[ageBand(age)]),
      ) +
      after * PER_SCENE[ageBand(age)];
  }

  get words(): number {
    return wordsOf(this.paragraphs);
  }

  private attempt(label: string, n: number, write: (s: Scribe<C>, n: number) => void) {
    const state = copyState(this.state);
    const used = new Set(this.used);
    const usage = new Map(this.usage);
    const gist = this.gist.map((g) => g);
    const rng = this.env.rng.fork(`${label}:${n}`);
    const w = new Writer(
      used,
      rng,
      usage,
      this.env.language === 'en',
      MAX_WORDS[this.env.language][this.env.band],
      gist,
      // Asked anew each time: a choice on the way may plan the route again.
      refusedIn(this.env),
    );
    const scribe = new Scribe(this.env, this.engine, state, w, rng, this.words, this.target);
    write(scribe, n);
    return { state, used, usage, gist, w, rng };
  }

  /**
   * Writes a section to a budget: tries unit counts until the words land near it, keeps the
   * closest and trims its optional lines.
   */
  private fit(
    label: string,
    budget: number,
    start: number,
    max: number,
    perUnit: number,
    write: (s: Scribe<C>, n: number) => void,
  ): Fitted | undefined {
    const tried = new Map<number, Fitted>();
    let n = Math.max(0, Math.min(max, start));
    for (let round = 0; round < 6 && !tried.has(n); round += 1) {
      const run = this.attempt(label, n, write);
      const words = trimTo(run.w.paragraphs, budget * 1.01, run.rng, run.used);
      tried.set(n, { ...run, words, n });
      // Step by what a unit told this time, not by the rough guess: fewer retellings.
      const per = n > 0 && words > 0 ? Math.max(perUnit / 3, words / n) : perUnit;
      if (words < budget * 0.96 && n < max)
        n = Math.min(max, n + Math.max(1, Math.round((budget - words) / per)));
      else if (words > budget * 1.05 && n > 0)
        n = Math.max(0, n - Math.max(1, Math.round((words - budget) / per)));
      else break;
    }
    let best: Fitted | undefined;
    for (const candidate of tried.values()) {
      if (!best || Math.abs(candidate.words - budget) < Math.abs(best.words - budget))
        best = candidate;
    }
    return best;
  }

  /** Writes a section to a budget (see `fit`) and commits it. */
  private section(...ask: Parameters<StoryRun<C>['fit']>): void {
    this.commit(this.fit(...ask));
  }

  private commit(best: Fitted | undefined): void {
    if (!best) return;
    this.state = best.state;
    this.used = best.used;
    this.usage = best.usage;
    this.gist = best.gist;
    this.paragraphs.push(...best.w.paragraphs);
  }

  opening(): void {
    const budget = this.target * 0.2;
    this.section('opening', budget, 0, 0, 1, (s) => s.opening(this.refrain));
  }

  /**
   * The first choice: where the middle starts and who is met there. Every option is a place
   * the story can use with a helper who belongs there, and each is planned again in full.
   */
  routeOptions(count: number): RouteOption[] {
    const { cast, pattern, plan } = this.env;
    const out: RouteOption[] = [];
    // A rescue happens at the one spot: the choice is whom to ask there first.
    const rescue = cast.goal.variant === 'rescue' || cast.goal.variant === 'stuck';
    const places = rescue
      ? cast.helpers.map(() => plan.places[1] as string)
      : [plan.places[1] as string, ...cast.route];
    for (const place of places) {
      if (out.length >= count) break;
      if (
        place === cast.home ||
        place === cast.start ||
        (!rescue && out.some((o) => o.place === place))
      )
        continue;
      const fits = (i: number) => helperFits(cast.helpers[i]!.kind, place, pattern.genre);
      const unused = cast.helpers.findIndex((_, i) => fits(i) && !out.some((o) => o.helper === i));
      const helper = unused >= 0 ? unused : cast.helpers.findIndex((_, i) => fits(i));
      if (helper < 0 || (rescue && unused < 0)) continue;
      const replanned = planStory(
        cast,
        pattern,
        this.env.band,
        this.env.rng.fork(`plan:${place}`),
        {
          first: { place, helper },
          words: this.target,
        },
      );
      if (checkPlan(replanned, cast, pattern.genre).length > 0) continue;
      out.push({ id: `${place}-${cast.helpers[helper]?.kind ?? 'none'}`, place, helper });
    }
    return out;
  }

  /** Plans the rest of the story from the chosen place and helper. */
  chooseRoute(option: RouteOption): void {
    const { cast, pattern } = this.env;
    this.env.plan = planStory(
      cast,
      pattern,
      this.env.band,
      this.env.rng.fork(`plan:${option.place}`),
      {
        first: { place: option.place, helper: option.helper },
        words: this.target,
      },
    );
  }

  /**
   * The second choice: ways to win the turn that the story has set up — the plan's own first
   * (a plain story takes it), then the others that something told so far supports.
   */
  approachOptions(): Approach[] {
    const own = this.env.plan.turn.approach;
    const out: Approach[] = [own];
    const add = (a: Approach, ok: boolean) => ok && !out.includes(a) && out.push(a);
    const { goal, friend } = this.env.cast;
    add('together', this.state.helpersMet.length > 0 || !!friend);
    add('gift', this.state.gifts.length > 0);
    // A search is won by thinking only once there are clues to think about.
    add('clever', this.state.clues > 0 || (goal.kind !== 'find' && goal.kind !== 'solve'));
    add('brave', true);
    return out;
  }

  chooseApproach(a: Approach): void {
    this.state.approach = a;
  }

  middle(part: 1 | 2): void {
    const band = this.env.band;
    const perScene = PER_SCENE[band];
    const left = this.target - this.words - this.endingEstimate;
    const { plan } = this.env;
    const { goal } = this.env.cast;
    const steps = homeWant(goal) || firstDay(goal) || friendDay(this.env.cast);
    const share =
      partCapacity(plan, 1, steps) / (partCapacity(plan, 1, steps) + partCapacity(plan, 2, steps));
    const budget = part === 1 ? left * Math.min(0.75, Math.max(0.3, share)) : left;
    if (part === 1) this.middleOneBudget = budget;
    const max = partSize(this.env.plan, part);
    const start = Math.max(1, Math.round(budget / perScene));
    const refrain = this.refrain;
    const write = (s: Scribe<C>, n: number) => {
      scenesFor(this.env.plan, part, n).forEach((scene, i) =>
        s.scene(scene, i === 1 ? refrain : undefined),
      );
    };
    const label = `middle-${part}`;
    let best = this.fit(label, Math.max(budget, perScene * 0.6), start, max, perScene, write);
    // The split above guesses what each part can tell. Part 2 can tell no more than its scenes
    // at the words a scene of part 1 really took; what it could not hold, part 1 tells while it
    // still has scenes to spare, or the story ends short however long its ending.
    if (part === 1 && best && best.n > 0 && best.n < max) {
      const room = Math.min(partSize(plan, 2) * (best.words / best.n), this.partTwoRoom(best));
      if (left - best.words > room * 1.05)
        best = this.fit(label, left - room, best.n, max, best.words / best.n, write) ?? best;
    }
    this.commit(best);
  }

  /**
   * What part 2 can really tell after this part 1: all its scenes written once and counted.
   * Some scenes tell nothing at some places (a bake's last steps at the shop), so its scene
   * count alone promises more than it holds.
   */
  private partTwoRoom(first: Fitted): number {
    const kept = {
      state: this.state,
      used: this.used,
      usage: this.usage,
      gist: this.gist,
      length: this.paragraphs.length,
    };
    this.commit(first);
    const run = this.attempt('room-2', partSize(this.env.plan, 2), (s, n) =>
      scenesFor(this.env.plan, 2, n).forEach((scene) => s.scene(scene, undefined)),
    );
    const words = wordsOf(run.w.paragraphs);
    this.state = kept.state;
    this.used = kept.used;
    this.usage = kept.usage;
    this.gist = kept.gist;
    this.paragraphs.length = kept.length;
    return words;
  }

  ending(): void {
    const budget = this.target - this.words;
    const after = this.env.plan.after ?? [];
    const more = after.filter((a) => !a.core).length;
    this.section('ending', budget, 2, EXTRAS + 6 + more, PER_SCENE[this.env.band], (s, n) => {
      s.turn();
      if (after.length) return s.ending(tellAfterRescue(s, n, this.refrain));
      s.resolution(this.refrain);
      s.flyOut();
      s.ending(n);
    });
  }

  /** The paragraphs written since a given index. */
  since(index: number): DraftParagraph[] {
    return this.paragraphs.slice(index);
  }

  get rng(): Rng {
    return this.env.rng;
  }

  get middleBudget(): number {
    return this.middleOneBudget;
  }
}
