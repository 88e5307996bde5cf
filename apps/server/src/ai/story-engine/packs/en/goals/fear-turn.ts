// The turning point of a story about being afraid, told the way the chosen approach wins it.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { joinList } from '../../../text';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';
import { theKind } from '../../../compose/met-actor';

const o = (c: EnCtx) => c.owner.name;
const he = (c: EnCtx) => c.owner.he;
const it = (c: EnCtx) => c.fear?.it ?? 'the dark';

export const fearTurn: GoalTexts<EnCtx>['turn'] = {
  brave: [
    (c) =>
      by(
        c,
        `${o(c)} stood {still|very still|calmly} and looked {up|straight ahead|at ${it(c)}}, and ${he(c)} did not run.`,
        `${o(c)} stood very still and looked right at ${it(c)}. ${c.owner.his} heart {thumped|pounded|drummed}, but ${he(c)} did not run away.`,
        `${o(c)} stood very still and looked, for the first time, right at ${it(c)}. ${c.owner.his} heart thumped like a drum, but ${he(c)} stayed exactly where ${he(c)} was.`,
      ),
    (c) =>
      by(
        c,
        `"I'm {brave|not scared|big now}," said ${o(c)}, and took one step {forward|closer|more}.`,
        `"One step," ${o(c)} whispered, and took it. "And another." And then {another|one more|${he(c)} was there}.`,
        `"One step," ${o(c)} whispered, and took it. "And another." ${c.owner.his} legs wobbled, but they walked, and soon ${he(c)} stood right in the middle of the thing ${he(c)} had feared.`,
      ),
  ],
  together: [
    (c) =>
      by(
        c,
        `${Crowd(c)} held hands and said, "We're {here|right here|close by}{|, ${o(c)}|, friend}!"`,
        `${Crowd(c)} held hands in a ring around ${o(c)}. "We're {here|with you|close by}," they said.`,
        `${crowd(c) === 'all the friends' ? `All the friends ${c.team.they} had met` : Crowd(c)} came and stood close around ${o(c)}, so close ${he(c)} could feel how warm they were. "We're here," they said.`,
      ),
    (c) =>
      by(
        c,
        `${c.helpersMet.length ? `the ${c.helpersMet[0]?.kind ?? 'owl'} came {back|flying|running}` : 'the friends came'}, and ${o(c)} was not alone {any more|for a second|now} {in the dark|that evening|at all}.`,
        `Suddenly they were all there: ${
          joinList(
            c.helpersMet.map((h) => `${theKind(h)}`),
            'and',
          ) || 'the friends'
        }. With so many friends around, {it was easy to be brave|the fear shrank to nothing}.`,
      ),
  ],
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${o(c)} held the ${c.gift.sg} {close|tight|tightly}, and ${he(c)} felt {brave|braver|safe}.`,
            `${o(c)} held the ${c.gift.sg} tight. It was like a hug you can keep in {a pocket|a hand|your heart}.`,
            `${o(c)} held the ${c.gift.sg} tight, and it felt like a hug you could keep in a pocket, and that made ${c.owner.him} feel less alone.`,
          )
        : null,
    (c) =>
      c.gift
        ? by(
            c,
            `${o(c)} {took out|held up|squeezed} the ${c.gift.sg}, and {it felt bright inside|the fear got small|everything felt better|${c.owner.his} heart calmed down}.`,
            `${o(c)} took out the ${c.gift.sg} and thought of the one who had given it, and all at once {the fear was not so big|${he(c)} did not feel alone}.`,
          )
        : null,
  ],
  clever: [
    (c) =>
      by(
        c,
        `${o(c)} had {an idea|a clever idea|a good idea} and said {hello|hi|good day} to ${it(c)}!`,
        `${o(c)} had an idea. Instead of hiding, ${he(c)} would get to know ${it(c)}.`,
        `${o(c)} had an idea. Perhaps the best way to stop being scared of something was to get to know it properly.`,
      ),
    (c) =>
      by(
        c,
        `"What if I {sing|count|laugh}?" thought ${o(c)}, and then ${he(c)} did.`,
        `${o(c)} had a clever idea: ${he(c)} {sang a song|counted out loud|told a joke} to ${it(c)}, and the fear {got all muddled|forgot what it was doing|shrank}.`,
      ),
  ],
};
