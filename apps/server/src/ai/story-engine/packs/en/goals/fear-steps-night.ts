// Noises in the night, met where one sleeps or camps: a creak, a tap, the wind, an owl. Each is
// listened to, looked at and found out: a branch on the window, the house settling, a cat.
// Each pair is [ages 3–5 (nine words or fewer), older].
import type { EnCtx } from '../../../compose/ctx-en';
import type { FearSteps } from '../../fear-step-banks';
import { cap, he, o } from './fear-who';

const INDOORS = new Set(['house', 'bedroom', 'castle']);
const indoors = (c: EnCtx) => INDOORS.has(c.setting);
/** What the noise turns out to be, short for the youngest and whole for the older. */
export const what = (c: EnCtx, young: boolean) =>
  c.p(
    indoors(c)
      ? young
        ? [
            'a branch on the window',
            'the house creaking',
            'the cat on the roof',
            'the wind outside',
          ]
        : [
            'a branch tapping on the window',
            'the old house settling down for the night',
            'the floor creaking as it cooled',
            'the cat padding about on the roof',
            'the wind humming in the chimney',
          ]
      : young
        ? ['an owl', 'the wind in the trees', 'a hedgehog', 'a cat on the fence']
        : [
            'an owl calling to a friend',
            'the wind in the trees',
            'a hedgehog snuffling in the leaves',
            'two branches rubbing together',
            'a cat walking along the fence',
          ],
  );
/** Something to hide behind: the one who is there, or something at hand. */
const shield = (c: EnCtx) =>
  c.buddy?.name ??
  c.helper?.name ??
  c.p(indoors(c) ? ['the curtain', 'a pillow', 'the door'] : ['a bush', 'a rock', 'a tree']);

export const NIGHT_STEPS: Record<string, FearSteps<EnCtx>> = {
  'night-noises': {
    meet: [
      [
        (c) => `Creak! Something creaked ${c.place.in}.`,
        (c) =>
          `Then something went {creak|tap-tap|scritch-scratch} ${c.place.in}, and ${o(c)} sat {stiff as a stick|very still}.`,
      ],
      [
        () => `{Tap, tap|Whoo-hoo|Scratch, scratch}! What was that?`,
        (c) =>
          `Out of the quiet came a {tap-tap-tap|long whooo|scratch, scratch}, and ${o(c)} held ${c.owner.his} breath: what was that?`,
      ],
      [
        () => `Outside, the wind {howled|whistled|moaned}.`,
        (c) =>
          `Outside, the wind {howled|whistled|moaned}, and every ${indoors(c) ? 'board' : 'branch'} ${c.place.in} seemed to creak along with it.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)}, the noises came again.`,
        (c) => `And ${c.place.in}, there they were again: the night noises, {creak|tap|whoo}.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} hid behind ${shield(c)} and shut ${c.owner.his} eyes.`,
        (c) =>
          `${o(c)} tried to listen, but at the next {creak|tap} ${he(c)} hid behind ${shield(c)} and covered ${c.owner.his} ears.`,
      ],
      [
        (c) => `Creak! ${o(c)} jumped and squeaked.`,
        (c) =>
          `It {creaked|tapped} again, louder now, and ${o(c)} jumped and only wanted to run and hide.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} listened. Only ${what(c, true)}!`,
        (c) =>
          `This time ${o(c)} stayed and listened, and found out what it was: only ${what(c, false)}.`,
      ],
      [
        (c) => `${o(c)} went to look. It was ${what(c, true)}.`,
        (c) =>
          `${o(c)} took a deep breath and went {to look|closer}, and there it was: just ${what(c, false)}, nothing more.`,
      ],
      [
        (c) => `${o(c)} peeked out. Just ${what(c, true)}!`,
        (c) =>
          `${o(c)} gave every sound a name, {creak|tap|whoo}, and then found where it came from: ${what(c, false)}.`,
      ],
    ],
  },
};
