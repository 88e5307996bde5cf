// One story being told: the plan, the run, and the choice points between its sections. A
// plain story takes every choice itself (seeded); an interactive one stops and asks.
import { isOwnSkill, ownSkillTold } from './lexicon/own-skills';
import {
  ageBand,
  MAX_STORY_AGE,
  MIN_STORY_AGE,
  targetWords,
} from '@monstory/contracts/story-shape';
import { assembleStory } from './assemble';
import { enEngine, noEngine } from './engines';
import { copyState } from './compose/run-state';
import type { Engine } from './compose/scribe';
import { StoryRun, type RouteOption } from './compose/story-run';
import { Writer } from './compose/writer';
import { goalTextsOf } from './compose/pack-types';
import { parseDescription } from './description/parse-description';
import { buildCast, choosePattern } from './plan/cast';
import type { Approach, Cast } from './plan/plan-types';
import { socialWant } from './plan/want-rules';
import type { BaseCtx } from './compose/ctx-base';
import { planStory } from './plan/story-plan';
import { createRng } from './rng';
import { acceptName } from './safety';
import type { GeneratedStory, StoryChoice, StoryEngineOptions, StoryRequest } from './story-types';

export type Pending =
  { kind: 'route'; options: RouteOption[] } | { kind: 'approach'; options: Approach[] };

export interface Session {
  run: StoryRun<unknown>;
  request: StoryRequest;
  title: string;
  refrain: string | undefined;
  /** Paragraph index where each part after a choice begins. */
  partStarts: number[];
  pending?: Pending;
  places: string[];
  /** What the session was opened with, so a plain story can be told again from another seed. */
  options: StoryEngineOptions;
}

export class StoryChoiceError extends Error {
  constructor(choiceId: string) {
    super(`unknown story choice: ${choiceId}`);
    this.name = 'StoryChoiceError';
  }
}

function normalise(request: StoryRequest): StoryRequest {
  const age = Math.min(MAX_STORY_AGE, Math.max(MIN_STORY_AGE, Math.round(request.age)));
  return { ...request, age, description: (request.description ?? '').slice(0, 600) };
}

function firstLine<C>(
  engine: Engine<C>,
  run: StoryRun<C>,
  bank: 'refrain' | 'title',
  label: string,
): string {
  const rng = run.env.rng.fork(label);
  const w = new Writer(new Set(), rng);
  const state = copyState(run.state);
  const goal = goalTextsOf(engine.pack, run.env.cast.goal);
  if (bank === 'title') {
    // A title may name where the story goes (a place the family named, else the first stop),
    // who is met there and what they give; one between children names the children and what
    // they share.
    const { plan, cast } = run.env;
    const named = new Set((cast.elements ?? []).filter((e) => e.kind === 'place').map((e) => e.id));
    const stops = plan.places.slice(1);
    state.place = stops.findLast((p) => named.has(p)) ?? stops[0] ?? state.place;
    if (plan.setup.helper !== undefined && !socialWant(cast.goal)) {
      const helper = cast.helpers[plan.setup.helper];
      if (helper) state.helper = helper;
    }
    if (plan.setup.thing && !socialWant(cast.goal)) state.gifts = [plan.setup.thing];
  }
  const ctx = engine.makeCtx(run.env, state, rng);
  if (bank === 'title' && placelessTitle(run.env.cast, state.place))
    (ctx as BaseCtx).placeless = true;
  // A variant with titles of its own (a first day) is named only by them.
  const variant = run.env.cast.goal.variant;
  const titles = (variant && engine.pack.variantScenes[variant]?.titles) || engine.pack.titles;
  w.say(bank === 'title' ? [...goal.title, ...titles] : goal[bank], ctx);
  w.close({
    place: run.state.place,
    time: run.state.time,
    mood: 'calm',
    cast: [],
    objects: [],
    caption: '',
    key: false,
  });
  return w.paragraphs[0]?.lines[0]?.text ?? '';
}

/** A story between children names in its title only a place the family named. */
function placelessTitle(cast: Cast, place: string): boolean {
  return socialWant(cast.goal) && !(cast.asked ?? []).includes(place);
}

export function openSession(
  raw: StoryRequest,
  options: StoryEngineOptions = {},
  retelling = 0,
): Session {
  const request = normalise(raw);
  const accept = (name: string) => acceptName(name, request.language, options.isSafeToUse);
  const seeded = createRng(
    JSON.stringify([
      request.seed,
      request.language,
      request.age,
      request.genre,
      request.length,
      request.description,
      request.hero ?? null,
    ]),
  );
  // A retelling reads the idea and casts it as the first telling did (pattern and cast come
  // from the same seed); only the plan and the words are drawn again.
  const rng = retelling ? seeded.fork(`retelling-${retelling}`) : seeded;
  const parsed = parseDescription(request.description, accept);
  // A skill kept in the family's own words is told only in the language they wrote it in.
  if (
    parsed.skill &&
    isOwnSkill(parsed.skill.id) &&
    !ownSkillTold(parsed.skill.id, request.language)
  )
    delete parsed.skill;
  const heroOk = request.hero && accept(request.hero.name.trim());
  const req: StoryRequest =
    heroOk && request.hero
      ? { ...request, hero: { ...request.hero, name: request.hero.name.trim() } }
      : { ...request, hero: undefined };
  if (!heroOk) delete req.hero;
  const monster = req.hero?.description
    ? parseDescription(req.hero.description, () => false)
    : undefined;
  const pattern = choosePattern(req, parsed, seeded.fork('pattern'));
  const cast = buildCast(req, parsed, pattern, seeded.fork('cast'), monster);
  const band = ageBand(request.age);
  const plan = planStory(cast, pattern, band, rng.fork('plan'), {
    words: targetWords(request.age, request.length),
  });
  const env = {
    language: request.language,
    cast,
    pattern,
    plan,
    band,
    genre: request.genre,
    rng,
  };
  const engine = (request.language === 'no' ? noEngine : enEngine) as Engine<unknown>;
  const probe = new StoryRun(env, engine, request.length, request.age, undefined);
  const refrain =
    ageBand(request.age) === '3-5' ? firstLine(engine, probe, 'refrain', 'refrain') : undefined;
  const title = firstLine(engine, probe, 'title', 'title');
  const run = new StoryRun(env, engine, request.length, request.age, refrain);
  return { run, request: req, title, refrain, partStarts: [], places: [], options };
}

const ROUTE_OPTIONS = { '3-5': 2, '6-8': 3, '9-12': 3 } as const;
const APPROACH_OPTIONS = { '3-5': 0, '6-8': 2, '9-12': 3 } as const;

/**
 * Tells the story from the start, taking the given choices in order. Interactive sessions stop
 * at the first choice not yet taken; plain ones choose for themselves.
 */
export function play(session: Session, taken: readonly string[], interactive: boolean): void {
  tell(session, taken, interactive);
  if (!interactive && taken.length === 0) retellToLength(session);
}

function tell(session: Session, taken: readonly string[], interactive: boolean): void {
  const { run } = session;
  const band = run.env.band;
  run.opening();

  // A plain story keeps the plan it was given; an interactive one offers where to go first.
  // A story with nowhere else to go first (a toy's night in the house, a hero who cannot
  // sleep) asks only how the turn is won, so its first choice is that one.
  let approachAt = 1;
  if (interactive || taken[0] !== undefined) {
    const routes = run.routeOptions(ROUTE_OPTIONS[band]);
    const routeId = taken[0];
    if (routes.length === 0) approachAt = 0;
    else if (routeId === undefined) {
      session.pending = { kind: 'route', options: routes };
      return;
    } else {
      const route = routes.find((r) => r.id === routeId);
      if (!route) throw new StoryChoiceError(routeId);
      session.partStarts.push(run.paragraphs.length);
      run.chooseRoute(route);
    }
  }
  run.middle(1);

  const approaches = run.approachOptions().slice(0, Math.max(2, APPROACH_OPTIONS[band]));
  const asks = interactive && APPROACH_OPTIONS[band] > 0;
  // Left to itself the story wins the turn with what it set up.
  const approachId = taken[approachAt] ?? (asks ? undefined : approaches[0]);
  if (approachId === undefined) {
    session.pending = { kind: 'approach', options: approaches };
    return;
  }
  if (!approaches.includes(approachId as Approach)) throw new StoryChoiceError(approachId);
  if (asks) session.partStarts.push(run.paragraphs.length);
  run.chooseApproach(approachId as Approach);
  run.middle(2);
  run.ending();
  session.pending = undefined;
}

/** A plain story further off its minutes than this is told again. */
const RETELL_OFF = 0.09;
/** Tellings tried after the first, at most, each way: each is a whole story (milliseconds). */
const RETELLS = 3;

/** A telling from another seed may read the idea another way: it must keep what was read. */
function sameReading(a: Session, b: Session): boolean {
  const [x, y] = [a.run.env.cast, b.run.env.cast];
  return (
    x.home === y.home &&
    x.start === y.start &&
    x.hero.kind === y.hero.kind &&
    x.goal.kind === y.goal.kind &&
    x.goal.variant === y.goal.variant &&
    x.goal.place === y.goal.place
  );
}

/**
 * The minutes label is a rule of the plan like any other: a plain story whose places or
 * episodes could not hold its length (few places suit some wants) is planned and told again,
 * the idea read and cast as before; failing that, cast again from a seed of its own seed that
 * reads the idea the same way. The closest telling is kept. Same request, same story.
 */
function retellToLength(session: Session): void {
  const off = (s: Session) => Math.abs(s.run.words - s.run.target) / s.run.target;
  let best = session;
  for (let k = 1; k <= 2 * RETELLS && off(best) > RETELL_OFF; k += 1) {
    const next =
      k <= RETELLS
        ? openSession(session.request, session.options, k)
        : openSession(
            { ...session.request, seed: `${session.request.seed}~${k - RETELLS}` },
            session.options,
          );
    tell(next, [], false);
    if ((k <= RETELLS || sameReading(next, session)) && off(next) < off(best)) best = next;
  }
  if (best !== session) Object.assign(session, best);
}

export function choicesOf(session: Session): StoryChoice[] {
  const pending = session.pending;
  if (!pending) return [];
  const run = session.run;
  const engine = run.engine;
  return pending.kind === 'route'
    ? pending.options.map((o) => {
        const state = copyState(run.state);
        state.place = o.place;
        state.helper = run.env.cast.helpers[o.helper];
        const ctx = engine.makeCtx(run.env, state, run.env.rng.fork(`label-${o.id}`));
        return { id: o.id, label: engine.pack.choiceRoute(ctx) ?? o.id };
      })
    : pending.options.map((a) => {
        const ctx = engine.makeCtx(run.env, copyState(run.state), run.env.rng.fork(`label-${a}`));
        return { id: a, label: engine.pack.choiceApproach[a](ctx) ?? a };
      });
}

export function finish(session: Session): GeneratedStory {
  const { run } = session;
  const places = [...new Set([run.env.cast.home, ...run.paragraphs.map((p) => p.hint.place)])];
  return assembleStory({
    title: session.title,
    language: session.request.language,
    drafts: run.paragraphs,
    cast: run.env.cast,
    pattern: run.env.pattern,
    refrain: session.refrain,
    places,
    band: run.env.band,
  });
}
