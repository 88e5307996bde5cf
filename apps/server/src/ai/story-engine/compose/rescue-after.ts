// Tells a rescue's second act (plan `after`): the one got free, cold and frightened, cared for
// and carried home to whoever was searching. Word sent for the owner during the tries is paid
// off: the owner is already on the way and is met coming.
import type { SceneMood } from '../../scene-spec';
import { afterSteps, type AfterBankKey, type AfterStep } from '../plan/rescue-after';
import { goalTextsOf } from './pack-types';
import type { Scribe } from './scribe';
import type { CastSlot } from './writer';

/** What each step's picture shows, and how it feels. */
const LOOK: Record<AfterStep, { event: string; mood: SceneMood; key?: boolean }> = {
  chill: { event: 'help a friend', mood: 'calm' },
  warm: { event: 'help a friend', mood: 'cosy' },
  shaky: { event: 'take a deep breath', mood: 'calm' },
  brush: { event: 'help a friend', mood: 'cosy' },
  hurt: { event: 'help a friend', mood: 'calm' },
  giveBack: { event: 'say thank you', mood: 'happy' },
  vet: { event: 'help a friend', mood: 'calm' },
  drink: { event: 'help a friend', mood: 'cosy' },
  whose: { event: 'find the way', mood: 'curious' },
  poster: { event: 'find the way', mood: 'curious' },
  sleep: { event: 'walk home', mood: 'calm' },
  rest: { event: 'rest', mood: 'calm' },
  cross: { event: 'walk home', mood: 'calm' },
  lead: { event: 'find the way', mood: 'curious' },
  asked: { event: 'talk', mood: 'happy' },
  met: { event: 'celebrate', mood: 'happy', key: true },
  tell: { event: 'talk', mood: 'happy' },
  why: { event: 'talk', mood: 'calm' },
  bath: { event: 'help a friend', mood: 'happy' },
  home: { event: 'at home', mood: 'cosy', key: true },
  gift: { event: 'receive a gift', mood: 'happy' },
  gate: { event: 'say goodbye', mood: 'happy' },
};

/**
 * The rescue itself and the second act of `n` optional steps; returns the units left for the
 * ending's own extras.
 */
export function tellAfterRescue<C>(s: Scribe<C>, n: number, refrain?: string): number {
  const after = s.env.plan.after ?? [];
  const texts = goalTextsOf(s.engine.pack, s.env.cast.goal);
  const banks = texts.after ?? {};
  const team: CastSlot[] = s.env.cast.friend ? ['hero', 'friend', 'other'] : ['hero', 'other'];
  s.say(banks.freed ?? texts.resolution);
  s.refrain(refrain);
  s.close({
    mood: 'magical',
    event: 'succeed',
    key: true,
    expression: 'happy',
    withThing: true,
    cast: team,
  });
  // Word sent while they worked (a neighbour ran for the owner): the owner is on the way.
  const sent = (texts.steps?.word ?? []).some((t) => s.w.usage.get(t));
  const [told, left] = afterSteps(after, n);
  for (const step of told) {
    const key: AfterBankKey =
      sent && step === 'whose' ? 'whoseSent' : sent && step === 'met' ? 'metSent' : step;
    if (!s.say(banks[key] ?? banks[step])) continue;
    const look = LOOK[step];
    s.close({
      mood: look.mood,
      event: look.event,
      cast: team,
      ...(look.key ? { key: true, expression: 'happy' as const } : {}),
    });
  }
  return left;
}
