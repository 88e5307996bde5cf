// The sessions of getting ready for a contest or a show (plan/contest-route SESSIONS), told one
// to an episode: the try that goes wrong is the session's hitch, and the step forward after it
// is what that hitch taught. Each session is told once, in order, so each follows the last.
import type { BaseCtx } from '../compose/ctx-base';
import { SESSIONS, sessionFits, type ContestSession } from '../plan/contest-route';
import { atStep, beforeDay, eventOf, stepOf } from './contest-steps';
import { tellHere, toldHere } from './family-beats';

type Ctx = BaseCtx & { place: { id: string } };
type Tpl<C> = (c: C) => string | null;

export interface Session<C> {
  /** What goes wrong this time. */
  hitch: Tpl<C>;
  /** What it teaches, and how the next go goes. */
  fix: Tpl<C>;
}

export type SessionTable<C> = Partial<Record<ContestSession, Session<C>>>;

const key = (s: ContestSession) => `contest-session:${s}`;

/** Whether a session has been told in this story. */
export function sessionTold(c: BaseCtx, s: ContestSession): boolean {
  return c.handed([key(s)]).length > 0;
}

/** The session an episode here is about: the first of this step's not yet told that fits. */
function nextSession<C extends Ctx>(c: C, table: SessionTable<C>): ContestSession | undefined {
  const event = eventOf(c);
  return SESSIONS[stepOf(c)].find(
    (s) => table[s] && !sessionTold(c, s) && sessionFits(event, c.place.id, s),
  );
}

/** Whether a step still has a session to tell here: then the small moments wait their turn. */
export function sessionsLeft<C extends Ctx>(c: C, table: SessionTable<C>): boolean {
  return nextSession(c, table) !== undefined;
}

/** One template per session for the try of an episode: its hitch, when it is next. */
export function sessionHitches<C extends Ctx>(table: SessionTable<C>): Tpl<C>[] {
  return (Object.keys(table) as ContestSession[]).map((s) => (c: C) => {
    if (c.obstacle === undefined || toldHere(c, 'session')) return null;
    if (nextSession(c, table) !== s) return null;
    const text = table[s]?.hitch(c) ?? null;
    if (!text) return null;
    c.once([key(s)]);
    tellHere(c, 'session');
    tellHere(c, `session:${s}`);
    return text;
  });
}

/** One template per session for the step forward: what the hitch of this episode taught. */
export function sessionFixes<C extends Ctx>(table: SessionTable<C>): Tpl<C>[] {
  return (Object.keys(table) as ContestSession[]).map((s) => (c: C) => {
    if (c.obstacle === undefined || !toldHere(c, `session:${s}`) || toldHere(c, 'session-fix'))
      return null;
    const text = table[s]?.fix(c) ?? null;
    if (text) tellHere(c, 'session-fix');
    return text;
  });
}

/** Sessions whose hitch is a try gone wrong, that can go wrong again before it is put right. */
const TRIED: readonly ContestSession[] = [
  'rush',
  'tired',
  'watched',
  'whole',
  'rehearsal',
  'hurry',
  'crowd',
  'tired-day',
  'snag',
];

/** Between a session's hitch and what it teaches: the tries that still go wrong. */
export function midSession(c: Ctx): boolean {
  return (
    c.obstacle !== undefined &&
    TRIED.some((s) => toldHere(c, `session:${s}`)) &&
    !toldHere(c, 'session-fix')
  );
}

/**
 * The tries told only between a session's hitch and what it teaches: the day's own on the day,
 * the others at practice and the evening before.
 */
export function sessionStruggles<C extends Ctx>(
  day: readonly Tpl<C>[],
  before: readonly Tpl<C>[],
): Tpl<C>[] {
  return [...day.map((t) => atStep('day', t)), ...before.map(beforeDay)].map(
    (t) => (c: C) => (midSession(c) ? t(c) : null),
  );
}

/**
 * A small moment between the sessions: a session comes first in an episode (they carry the
 * plot), nothing comes between a session's hitch and what it teaches, and no small moment of
 * practice comes after the last practice has gone right.
 */
export const betweenSessions =
  <C extends Ctx>(table: SessionTable<C>) =>
  (t: Tpl<C>): Tpl<C> =>
  (c) =>
    (stepOf(c) === 'practice' && sessionTold(c, 'right')) ||
    (sessionsLeft(c, table) && !toldHere(c, 'session')) ||
    (toldHere(c, 'session') && !toldHere(c, 'session-fix'))
      ? null
      : t(c);
