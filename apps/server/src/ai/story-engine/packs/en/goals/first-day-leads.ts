// What one moment of a first day leads on to: once the coat is on its hook, it is time for the
// name round; once the shoes are changed, it is time for the game. Only for what is on the
// day's plan; what merely happens (needing the toilet, missing Mum) comes without a lead.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import { ledOn } from '../../first-day';

const JOB: Record<string, (c: EnCtx) => string> = {
  shoes: () => 'indoor shoes',
  sticker: () => 'the name stickers',
  hook: () => 'hanging up coats',
  hello: () => 'saying hello',
  lost: (c) =>
    c.target?.id === 'kindergarten' ? 'finding the right room' : 'finding the classroom',
  song: () => 'the morning song',
  name: () => 'the name round',
  draw: () => 'drawing',
  lunch: () => 'lunch',
  tidy: () => 'tidying up',
  story: () => 'story time',
  change: () => 'changing for PE',
  line: () => 'lining up',
  rules: () => 'a new game',
  roll: () => 'forward rolls on the mat',
  rope: () => 'the climbing rope',
  ask: () => 'finding someone to play with',
  snack: () => 'fruit',
  sand: () => 'the sandpit',
};

function lead(c: EnCtx, step: string): string | null {
  const job = JOB[step]?.(c);
  if (!job) return null;
  return by(
    c,
    `{Then|Now} it was time for ${job}.`,
    `{Once that was sorted, it was|No sooner was that done than it was|Straight after that it was|And then it was} time for ${job}.`,
  );
}

/** The day's tries, each led on to by the moment it comes of. */
export const ledTries = (bank: readonly ((c: EnCtx) => string | null)[]) => ledOn(lead, bank);
