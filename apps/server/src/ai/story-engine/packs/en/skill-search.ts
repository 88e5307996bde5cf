// How a helper who has offered to help looks for the lost trail in their own way: the dog with
// its nose, the owl with its eyes, the mole with its claws. The clue is found where they point.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { theKind } from '../../compose/met-actor';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';
import { team } from './slots';

const h = (c: EnCtx) => c.helper as NonNullable<EnCtx['helper']>;
const k = (c: EnCtx) => theKind(h(c));
const WET = new Set(['sea', 'island', 'underwater', 'lake', 'river', 'beach']);

export const skillSearch: Record<HelperSkill, Bank<EnCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `"Lost things hide where it is {quiet|shady|snug}," said ${k(c)}, and pointed.`,
        `${k(c)} thought for a moment. "Lost things {like quiet corners|roll to the lowest spot|end up where the wind drops them}," ${h(c).he} said, and pointed to the one place nobody had looked.`,
        `${k(c)} stood very still and thought it through. "Whoever passed this way was in a hurry," ${h(c).he} said at last, "and things dropped in a hurry {roll to the lowest spot|end up in the quietest corner}." And ${h(c).he} pointed.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} remembered something and said, "Look over there."`,
        `${k(c)} remembered a thing ${h(c).he} had seen {that morning|earlier that day|not long ago} and said, "Now I know where to look."`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} looked all around with sharp eyes, and then ${h(c).he} pointed.`,
        `${k(c)} looked out over ${c.place.the} with ${h(c).his} sharp eyes, slowly, from one side to the other, and all at once ${h(c).he} {pointed|went still}.`,
        `${k(c)} went up where ${h(c).he} could see the whole of ${c.place.the}, and looked, patch by patch, until ${h(c).his} sharp eyes caught something no one else had seen.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} sniffed and sniffed, round and round, and then stopped.`,
        `${k(c)} put ${h(c).his} nose to the ground and sniffed this way and that, round and round, until ${h(c).he} stopped and looked up.`,
        `${k(c)} put ${h(c).his} nose to the ground, sniffed in a wide circle, then a smaller one, then a smaller one still, until ${h(c).he} stopped dead and would not budge.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} moved the biggest stone, and looked under it.`,
        `${k(c)} shifted the heaviest thing ${c.place.in}, the one nobody else could move, and there underneath was something.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} crept into a tiny {gap|crack|hole} and came out again, very pleased.`,
        `${k(c)} squeezed into a {gap|crack|hole} so narrow that nobody else could follow, and came out again {with a very pleased look|whiskers first, looking very pleased|with dust on ${h(c).his} nose and a big grin}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} went {under|behind} where nobody else fitted.`,
        `"Wait here," said ${k(c)}, and slipped {${c.outdoors ? 'under the lowest root|between two stones' : 'behind a loose board|under the cupboard'}} where nobody else could fit. {Scritch, scratch.|Rustle, rustle.} Then ${h(c).he} called out, "Come and look!"`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} lifted ${c.team.them} up high, and from there they could see more.`,
        `${k(c)} let ${c.team.them} climb up high on ${h(c).his} back, and from up there ${team(c)} could see a great deal further.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} shone a light into every dark corner.`,
        `${k(c)} glowed brighter and brighter and shone into every dark corner ${c.place.in}, one after another.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} whispered a tiny spell, and something began to glow.`,
        `${k(c)} whispered a small finding spell, and for a moment everything that had been touched that day glowed a faint silver.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} looked at every little bit and piece, and picked out one.`,
        `${k(c)} looked over every bit and piece ${c.place.in} the way someone who mends things does, and set aside the one that did not belong.`,
      ),
  ],
  swim: [
    (c) =>
      WET.has(c.setting)
        ? by(
            c,
            `${k(c)} swam along the edge and looked into every pool, and then pointed.`,
            `${k(c)} swam slowly along the water's edge, looking into every pool and under every floating leaf, and then pointed.`,
          )
        : null,
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} climbed up high and looked down.`,
        `${k(c)} climbed up as high as ${h(c).he} could go and looked down, and from up there one spot looked different from the rest.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} dug and dug where the ground was soft.`,
        `${k(c)} started to dig where the ground was softest, and the earth flew, and then ${h(c).he} stopped.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang a clear note, and something far off answered.`,
        `${k(c)} sang one long, clear note and listened, head on one side, and from somewhere close by came a faint answer.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} had an idea: "Let's {go back to where it began|look where we have already been}."`,
        `${k(c)} had an idea. "We have been looking too far {ahead|away|off}," ${h(c).he} said, "so let's {look|search} {where we have already been|where we came from|right behind us}."`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} went slowly back the way they had come and looked closely.`,
        `${k(c)} went {slowly|quietly} back the way they had come, step by step, and {saw everything with new eyes|suddenly stopped}.`,
      ),
  ],
};
