// A fear named beside the want ("wants to swim but is scared of the waves") belongs to the
// learning: it is said from the start, met where the skill is practised and the fear lives, is
// still there at the turn, and is no longer frightening once the skill is won.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { afraid, fearHere, withFearLines } from '../../learn-fear';
import { fearFail, fearMeet, fearMeetAgain, fearStep } from './fear-steps';
import { cap } from '../../../text';

type S = (c: EnCtx) => string;
type T = (c: EnCtx) => string | null;

const o = (c: EnCtx) => c.owner.name;
const inf = (c: EnCtx) => c.skill?.inf ?? 'do it';
const past = (c: EnCtx) => c.skill?.past ?? 'did it';
const of = (c: EnCtx) => c.fear?.of ?? 'it';

/** The fear is there at the moment that counts, in its own way. */
const THERE: Partial<Record<string, S>> = {
  water: () => 'The water was {deep|dark and deep|cold and deep}',
  waves: (c) => `The waves {lifted|rocked} ${c.owner.him} up and down`,
  height: () => 'It was {high|a long way down|so high it tickled inside}',
  dark: () => 'It was {dark|dark all around|nearly pitch dark}',
  thunder: () => 'The thunder {rumbled|grumbled} {far away|over the hill}',
  dogs: () => 'The big dog {barked|stood and watched|wagged and stared}',
  audience: () => 'Everyone {was watching|sat and watched|held their breath and watched}',
  spiders: () => 'The spider {sat in its web|dangled on its thread} right beside them',
  alone: (c) => `${cap(c.owner.he)} was {all|quite} alone`,
};

/** The fear is there at the turn: "The waves were still there." */
const STILL: Partial<Record<string, S>> = {
  water: () => 'The water was as deep as before.',
  waves: () => 'The waves were still there.',
  height: () => 'It was just as high as before.',
  dark: () => 'The dark was still there.',
  thunder: () => 'The thunder still rumbled.',
  dogs: () => 'The big dog was still there.',
  audience: () => 'Everyone was still there, watching.',
  spiders: () => 'The spider was still there.',
};

const problem: T[] = [
  afraid((c) =>
    by(
      c,
      `But ${o(c)} was scared of ${of(c)}.`,
      `But ${o(c)} was scared of ${of(c)}, so ${c.owner.he} did not dare to ${inf(c)} {yet|just yet|for real}.`,
      `But there was one thing ${o(c)} was afraid of, and that was ${of(c)}. Whenever ${c.owner.he} thought about trying to ${inf(c)}, ${c.owner.he} thought of ${of(c)} too.`,
    ),
  ),
];

/** The turn where the fear lives: it is still there, and the learner tries anyway. */
const faced =
  (t: T): T =>
  (c) => {
    const line = t(c);
    const still = c.fearId ? STILL[c.fearId] : undefined;
    return line && still && fearHere(c) ? `${still(c)} ${line}` : line;
  };

/** When it works: the fear is there, the learner does it anyway and is not afraid any more. */
const overcome =
  (t: T): T =>
  (c) => {
    const line = t(c);
    if (!line || !c.fear || c.goal !== 'learn') return line;
    const there = c.fearId ? THERE[c.fearId] : undefined;
    const gone = `{The fear|${cap(c.owner.his)} fear} of ${of(c)} was {gone|blown away}.`;
    const done =
      there && fearHere(c)
        ? by(
            c,
            `${there(c)}, but ${c.owner.he} ${past(c)} all the same!`,
            `${there(c)}, but ${o(c)} ${past(c)} all the same. ${gone}`,
          )
        : gone;
    return `${line} ${done}`;
  };

export const withFear = (base: GoalTexts<EnCtx>): GoalTexts<EnCtx> =>
  withFearLines(base, {
    problem,
    meet: fearMeet,
    meetAgain: fearMeetAgain,
    fail: fearFail,
    step: fearStep,
    faced,
    overcome,
  });
