// Runs a story section by section — opening, two middles, ending — each written to its share
// of the target words by adding or removing legs (episodes), then trimming descriptive
// lines. Sections never look ahead, so an interactive story can stop between them and
// resume later with the same text so far.
import type { StoryLength } from '@monstory/contracts/enums';
import { ageBand, targetWords } from '@monstory/contracts/story-shape';
import type { Rng } from '../rng';
import type { Approach, Cast } from '../plan/plan-types';
import { copyState, initialState, type RunState, type StoryEnv } from './run-state';
import { Scribe, type Engine } from './scribe';
import { trimTo, wordsOf, Writer, type DraftParagraph } from './writer';

export interface RouteOption {
  id: string;
  place: string;
  helper: number;
}

/** Rough words per leg of the middle, per age band; the loop corrects it as it goes. */
const PER_LEG = { '3-5': 42, '6-8': 72, '9-12': 118 } as const;
/**
 * Longest sentence per age band before it is split at a clause boundary. English for the
 * youngest is split a word sooner: its longer names and words cost more on the grade measure.
 * (Splitting more for older bands reads choppier and leaves short stock sentences behind.)
 */
const MAX_WORDS = {
  no: { '3-5': 10, '6-8': 16, '9-12': 22 },
  en: { '3-5': 9, '6-8': 16, '9-12': 22 },
} as const;
/** The ending's usual share of the story before its extras. */
const ENDING_SHARE = 0.15;

export class StoryRun<C> {
  state: RunState;
  used = new Set<string>();
  usage = new Map<unknown, number>();
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
    this.state = initialState(env.cast, env.pattern.evening === true);
    this.refrain = ageBand(age) === '3-5' ? refrain : undefined;
    this.endingEstimate = this.target * ENDING_SHARE;
  }

  get words(): number {
    return wordsOf(this.paragraphs);
  }

  private attempt(label: string, n: number, write: (s: Scribe<C>, n: number) => void) {
    const state = copyState(this.state);
    const used = new Set(this.used);
    const usage = new Map(this.usage);
    const rng = this.env.rng.fork(`${label}:${n}`);
    const w = new Writer(
      used,
      rng,
      usage,
      this.env.language === 'en',
      MAX_WORDS[this.env.language][this.env.band],
    );
    const scribe = new Scribe(this.env, this.engine, state, w, rng, this.words, this.target);
    write(scribe, n);
    return { state, used, usage, w, rng };
  }

  /**
   * Writes a section to a budget: tries unit counts until the words land near it, keeps the
   * closest, trims optional lines, and commits it.
   */
  private section(
    label: string,
    budget: number,
    start: number,
    max: number,
    perUnit: number,
    write: (s: Scribe<C>, n: number) => void,
  ): void {
    const tried = new Map<number, ReturnType<StoryRun<C>['attempt']> & { words: number }>();
    let n = Math.max(0, Math.min(max, start));
    for (let round = 0; round < 6 && !tried.has(n); round += 1) {
      const run = this.attempt(label, n, write);
      const words = trimTo(run.w.paragraphs, budget * 1.01, run.rng, run.used);
      tried.set(n, { ...run, words });
      if (words < budget * 0.96 && n < max)
        n = Math.min(max, n + Math.max(1, Math.round((budget - words) / perUnit)));
      else if (words > budget * 1.05 && n > 0)
        n = Math.max(0, n - Math.max(1, Math.round((words - budget) / perUnit)));
      else break;
    }
    let best: (typeof tried extends Map<number, infer V> ? V : never) | undefined;
    for (const candidate of tried.values()) {
      if (!best || Math.abs(candidate.words - budget) < Math.abs(best.words - budget))
        best = candidate;
    }
    if (!best) return;
    this.state = best.state;
    this.used = best.used;
    this.usage = best.usage;
    this.paragraphs.push(...best.w.paragraphs);
  }

  opening(): void {
    const budget = this.target * 0.2;
    this.section('opening', budget, 0, 0, 1, (s) => s.opening(this.refrain));
  }

  routeOptions(count: number): RouteOption[] {
    const { route, helpers } = this.env.cast;
    const out: RouteOption[] = [];
    for (let i = 0; i < count && i < route.length; i += 1) {
      const place = route[(this.state.routeIndex + i) % route.length] as string;
      const helper = (this.state.helperIndex + i) % Math.max(1, helpers.length);
      out.push({ id: `${place}-${helpers[helper]?.kind ?? 'none'}`, place, helper });
    }
    return out;
  }

  /** Moves the chosen place and helper to the front of what comes next. */
  chooseRoute(option: RouteOption): void {
    const cast: Cast = this.env.cast;
    const route = [...cast.route];
    const ri = route.indexOf(option.place);
    if (ri >= 0) {
      route.splice(ri, 1);
      route.splice(this.state.routeIndex, 0, option.place);
    }
    const helpers = [...cast.helpers];
    const chosen = helpers[option.helper];
    if (chosen) {
      helpers.splice(option.helper, 1);
      helpers.splice(this.state.helperIndex, 0, chosen);
    }
    this.env.cast = { ...cast, route, helpers };
  }

  approachOptions(): Approach[] {
    const out: Approach[] = ['brave', 'clever'];
    if (this.state.helpersMet.length > 0) out.unshift('together');
    if (this.state.gifts.length > 0) out.unshift('gift');
    return out;
  }

  chooseApproach(a: Approach): void {
    this.state.approach = a;
  }

  middle(part: 1 | 2): void {
    const band = this.env.band;
    const perLeg = PER_LEG[band];
    const left = this.target - this.words - this.endingEstimate;
    const budget = part === 1 ? left / 2 : left;
    if (part === 1) this.middleOneBudget = budget;
    const start = Math.max(1, Math.round(budget / perLeg));
    const refrain = this.refrain;
    this.section(`middle-${part}`, Math.max(budget, perLeg * 0.6), start, 40, perLeg, (s, n) => {
      for (let i = 0; i < n; i += 1)
        s.leg(this.env.pattern.structure, i === 0 ? refrain : undefined);
    });
  }

  ending(): void {
    const budget = this.target - this.words;
    this.section('ending', budget, 2, 4, PER_LEG[this.env.band] / 2, (s, n) => {
      s.turn();
      s.resolution(this.refrain);
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
