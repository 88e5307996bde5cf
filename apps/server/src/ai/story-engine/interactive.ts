// Interactive stories: the same engine, stopping at each turning point to let the child choose.
// The state the caller keeps is just the request and the choices taken; every step retells the
// story from the start (cheap and deterministic), so earlier parts never change.
import { toParagraphs } from './assemble';
import {
  choicesOf,
  finish,
  openSession,
  play,
  StoryChoiceError,
  type Session,
} from './story-session';
import type {
  GeneratedStory,
  InteractiveState,
  InteractiveStep,
  StoryEngineOptions,
  StoryRequest,
} from './story-types';

function replay(state: InteractiveState, options: StoryEngineOptions): Session {
  const session = openSession({ ...state.request, interactive: true }, options);
  play(session, state.taken, true);
  return session;
}

function step(session: Session, state: InteractiveState, from: number): InteractiveStep {
  const all = toParagraphs(session.run.paragraphs, session.run.env.cast);
  const done = !session.pending;
  return {
    part: all.slice(from),
    choices: choicesOf(session),
    state,
    ...(done ? { story: finish(session) } : {}),
  };
}

/** Tells the opening of an interactive story and offers the first choice. */
export function startInteractive(
  request: StoryRequest,
  options: StoryEngineOptions = {},
): InteractiveStep {
  const state: InteractiveState = { v: 1, request: { ...request, interactive: true }, taken: [] };
  return step(replay(state, options), state, 0);
}

/**
 * Takes the child's choice and tells the next part: up to the next choice, or to the end.
 * Throws StoryChoiceError for a choice that was not offered.
 */
export function continueInteractive(
  state: InteractiveState,
  choiceId: string,
  options: StoryEngineOptions = {},
): InteractiveStep {
  const before = replay(state, options);
  if (!before.pending) throw new StoryChoiceError(choiceId);
  const offered = choicesOf(before).map((c) => c.id);
  if (!offered.includes(choiceId)) throw new StoryChoiceError(choiceId);
  const from = before.run.paragraphs.length;
  const next: InteractiveState = { ...state, taken: [...state.taken, choiceId] };
  return step(replay(next, options), next, from);
}

/** The whole path chosen so far as one ordinary story; the story must have ended. */
export function flattenInteractive(
  state: InteractiveState,
  options: StoryEngineOptions = {},
): GeneratedStory {
  const session = replay(state, options);
  if (session.pending) throw new Error('the interactive story has not ended yet');
  return finish(session);
}

export { StoryChoiceError };
