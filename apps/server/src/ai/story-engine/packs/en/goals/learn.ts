import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';
import { FAIL, TIP, WIN } from './learn-words';

type S = (c: EnCtx) => string;
const o = (c: EnCtx) => c.owner.name;
const inf = (c: EnCtx) => c.skill?.inf ?? 'fly';
const skillId = (c: EnCtx) => (c.skill ? c.skill.ing : 'flying');
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;

const fail = (c: EnCtx) => c.p(FAIL[skillId(c)] ?? (FAIL.flying as S[]))(c);
const win = (c: EnCtx) => {
  const w = WIN[skillId(c)] ?? (WIN.flying as [S, S, S]);
  return by(c, w[0], w[1], w[2])(c);
};
const tip = (c: EnCtx) => c.p(TIP[skillId(c)] ?? ['keep trying']);
const HIGH = new Set(['flying', 'jumping high', 'skiing']);
/** Where a try happens: a take-off spot for flying and jumping, the place itself otherwise. */
const spot = (c: EnCtx) =>
  HIGH.has(skillId(c))
    ? `from {a little hill|a big rock|a tree stump|a fallen log|a grassy bank|the garden wall|an old crate|a haystack}`
    : c.place.in;

export const learn: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `More than {anything|all the cakes in the world|ice cream|a hundred red balloons|a room full of toys}, ${o(c)} wanted to ${inf(c)}{| one day| all by ${c.owner.him}self}.`,
        `More than anything, ${o(c)} wanted to ${inf(c)}, and ${c.owner.he} {dreamed about it every night|thought about it all day|talked about it at every meal}.`,
        `More than anything in the world, ${o(c)} wanted to ${inf(c)}; ${c.owner.he} {dreamed about it at night and thought about it all day|drew pictures of it on every scrap of paper|practised it in secret behind the shed}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} had {one|a} {big|secret|shiny|special} wish: to ${inf(c)}{| one day|, just once}.`,
        `${o(c)} had one {big|secret|shiny} wish: to ${inf(c)}, just once, all by ${c.owner.him}self.`,
        `${o(c)} had one big wish, the kind you keep in your pocket and take out when nobody is looking: to ${inf(c)}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${o(c)} could not ${inf(c)}, not {yet|one bit|at all}.`,
        `But ${o(c)} could not ${inf(c)}, and each time ${c.owner.he} tried, {something went wrong|it all went topsy-turvy|${c.owner.he} ended up in a heap}.`,
        `The trouble was that each time ${o(c)} tried, something went wrong, and lately ${c.owner.he} had begun to {wonder|worry} whether ${c.owner.he} ever could.`,
      ),
    (c) =>
      by(
        c,
        `{Everyone|All the others|Each friend} could ${inf(c)} {except|but} ${o(c)}, and that was {sad|hard|not fair|no fun at all}.`,
        `{All the others|All ${c.owner.his} friends|The whole gang} could ${inf(c)}, all but ${o(c)}, and ${c.owner.he} felt {left out|a bit sad|very small}.`,
        `It seemed that everyone could ${inf(c)}, everyone except ${o(c)}, and that felt like a small stone in ${c.owner.his} shoe that would not shake out.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will learn {today|now|this week|to ${inf(c)}|it, you'll see|it, I just know it}!" {said|cried|called|sang} ${o(c)}.`,
        `"I am going to learn," said ${o(c)}, "and I know just who to ask!"`,
        `"I am going to learn," said ${o(c)}, "and I am not going to stop until I can," and off ${c.team.they} went to find someone who could teach ${c.owner.him}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `"I will help you," said ${c.buddy.name}, "{come on|let's go|right now}!"`,
            `"I'll help you," said ${c.buddy.name}, "and we'll find someone who {knows how|can show you}."`,
            `"Then I'll help you," said ${c.buddy.name}, "and we'll find someone who knows how, because somebody {always does|always knows|usually does}."`,
          )
        : null,
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${o(c)} {tried|wanted|hoped} to ${inf(c)} ${spot(c)}{| at once| right then}, but ${fail(c)}.`,
        `${c.lead()}${o(c)} tried to ${inf(c)} ${spot(c)}, but ${fail(c)}.`,
        `"Once more," said ${o(c)}, and tried to ${inf(c)} ${spot(c)}, {this time with a running start|this time counting to three first|this time with eyes screwed shut}, but ${fail(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"{One, two, three|Now|Ready, steady, go|Here I go|Watch me}!" {said|cried|called|shouted} ${o(c)}, but ${fail(c)}.`,
        `"{One, two, three, go|Ready, steady, go}!" ${o(c)} tried with all ${c.owner.his} {might|strength|heart}, but ${fail(c)}.`,
        `"One, two, three, go!" ${o(c)} tried with every bit of strength ${c.owner.he} had, but ${fail(c)}, which was not the plan at all.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} tried {again|once more|one more time} {${spot(c)}|with a run|with a hop|very slowly}, but ${fail(c)}.`,
        `${o(c)} tried again, {very carefully|very slowly|very quickly} this time, but ${fail(c)}.`,
        `${o(c)} tried again ${c.place.in}, but ${fail(c)}. Still, ${c.owner.he} noticed {something useful|one small thing}: it went a tiny bit better {without rushing|with slow breaths|when ${c.owner.he} thought of the tips}.`,
      ),
    (c) =>
      by(
        c,
        `"Watch {me|this}!" {said|shouted} ${o(c)}, but ${fail(c)}.`,
        `"Watch this!" said ${o(c)} {proudly|bravely|with hope}, but ${fail(c)}.`,
        `"Everybody watch," said ${o(c)}, with more confidence than ${c.owner.he} felt, but ${fail(c)}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `${c.buddy.name} {cheered|clapped|shouted hooray}, and ${o(c)} tried, but ${fail(c)}.`,
            `"You can do it!" called ${c.buddy.name}, and ${o(c)} tried ${spot(c)}, but ${fail(c)}.`,
            `"Now, now, now!" called ${c.buddy.name}, hopping up and down, and ${o(c)} gave it everything, but ${fail(c)}.`,
          )
        : null,
  ],
  progress: [
    (c) =>
      by(
        c,
        `${o(c)} got a {small|tiny|teeny} bit {better|stronger|surer} ${c.place.in}.`,
        `Each time ${c.place.in}, ${o(c)} got a {little|tiny} bit {better|braver|surer}.`,
        `Each try ${c.place.in} was a little better than the last, and ${o(c)} began to feel it, the way you feel {spring coming|a loose tooth|the sun through clouds}.`,
      ),
    (c) =>
      by(
        c,
        `"{Almost|Nearly|So close}!" {said|shouted|cheered} ${o(c)} ${c.place.in}.`,
        `"Almost!" said ${o(c)}. "I {nearly did it|almost had it} that time ${c.place.in}!"`,
        `"Did you see that?" said ${o(c)}. "For a moment there ${c.place.in}, I {nearly had it|almost got it|was so close}!"`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} practised ${c.place.in} {again and again|over and over|all afternoon}.`,
        `${o(c)} practised ${c.place.in} {again and again|over and over}, until ${c.owner.he} was {tired|puffed out|out of breath}.`,
        `${o(c)} practised ${c.place.in} {again and again|over and over}, until ${c.owner.he} could almost feel how it would be when it finally worked.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {thought of|remembered} the tip and {smiled|nodded|tried a little}.`,
        `${o(c)} thought of the tip, {practised a little|tried very gently|shut ${c.owner.his} eyes}, and felt it {fit a bit better|go a bit easier|almost click}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `"You're getting {better|stronger|there}!" said ${c.buddy.name}.`,
            `"You get better every time," said ${c.buddy.name}, {and it was true|and ${o(c)} went pink|clapping}.`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"{Just|Remember to|Try to} ${tip(c)}," said ${hk(c)} {kindly|with a wink|with a nod}.`,
            `"The secret," said ${hk(c)}, "is to ${tip(c)}."`,
            `"The secret," said ${hk(c)}, leaning closer, "is to ${tip(c)}, which everyone forgets at first."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"{Try again|Don't give up|Once more}," said ${hk(c)}, "and ${tip(c)}."`,
            `"Don't give up," said ${hk(c)}, "and remember to ${tip(c)}."`,
            `"Nobody learns it in a day," said ${hk(c)} kindly, "but remember to ${tip(c)}, and you will get there."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} showed ${o(c)} how to ${tip(c)}.`,
            `${hk(c)} showed ${o(c)} how to ${tip(c)}, {slowly|twice|very patiently}.`,
            `${hk(c)} showed ${o(c)}, {slowly|twice|with great patience}, how to ${tip(c)}, and ${o(c)} tried to remember every bit.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"When I learned, I {fell|flopped|tumbled} {a lot|all the time|a hundred times} too," said ${hk(c)}.`,
            `"When I was learning, I {fell|flopped|tumbled} a hundred times," said ${hk(c)}, "so {don't worry|keep going|never mind}."`,
            `"When I was learning, I {fell|flopped|tumbled} about a hundred times," said ${hk(c)}, "and every fall taught me something."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} {did it first|showed how|went slowly}, and ${o(c)} {watched|copied|stared}.`,
            `${hk(c)} did it first, {slowly|once more|with big moves}, and ${o(c)} watched so closely ${c.owner.he} forgot to blink.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Can you {help|teach} ${o(c) === c.hero.name ? 'me' : o(c)} to ${inf(c)}?" asked ${c.hero.name} {with hope|nicely|at once}.`,
            `"Please," said ${c.hero.name}, "can you teach ${o(c) === c.hero.name ? 'me' : o(c)} to ${inf(c)}?"`,
            `"Excuse me," said ${c.hero.name} politely, "do you know how to ${inf(c)}? We have been trying for {ages|days|simply ages}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Do you know how to ${inf(c)}?" asked ${o(c)} {shyly|with hope|at once}.`,
            `"How do you ${inf(c)}?" asked ${o(c)} {shyly|with hope|at once}.`,
            `"I don't suppose," said ${o(c)} {shyly|with hope}, "that you could show me how to ${inf(c)}?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} showed ${hk(c)} how it went, and ${hk(c)} {nodded|smiled|thought}.`,
            `${o(c)} showed ${hk(c)} how ${c.owner.he} usually tried, and ${hk(c)} {watched for a long time|nodded slowly|scratched ${c.helper.his} head}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${o(c)} took a {big|deep|slow} breath, did not give up, and tried {one more time|again|once more}.`,
          `${o(c)} stood very still and took a {big|deep|slow} breath. ${c.owner.he} remembered {every try and every tip|what the friends had said|each fall}, and then tried {one more time|once more|again}.`,
          `${o(c)} stood very still, took a long breath, and thought about every fall and every tip along the way; then, with ${c.owner.his} heart thumping, ${c.owner.he} tried one last time.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `"You can do it!" {called|cheered|shouted} ${crowd(c)}, and ${o(c)} tried {again|once more|one last time}.`,
          `All ${c.owner.his} new friends came to watch. "You can do it!" they called, and ${o(c)} tried again.`,
          `${crowd(c) === 'all the friends' ? `All the friends ${c.team.they} had made along the way` : Crowd(c)} gathered round, calling "You can do it!", and with all of them cheering, ${o(c)} tried again.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${o(c)} held the ${c.gift.sg} {for luck|tight|close} and tried {again|once more|one last time}.`,
              `${o(c)} held the ${c.gift.sg} tight, and it felt like a friend’s hand, so ${c.owner.he} tried again.`,
              `${o(c)} took out the ${c.gift.sg} and held it tight; it reminded ${c.owner.him} of kindness, and of how far ${c.owner.he} had come, and then ${c.owner.he} tried again.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${o(c)} had {an idea|a clever idea|a bright idea}: use {all the tips|every tip|everything ${c.owner.he} had learned} {at once|together}!`,
          `${o(c)} had an idea: what if ${c.owner.he} used every tip at once?`,
          `${o(c)} had an idea: each helper had given one piece of the puzzle, so what if ${c.owner.he} put them all together?`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `"{Look|Look at me|I can do it}!" {shouted|cheered|whispered} ${o(c)}, for {this time|now|at last} it worked. ${win(c)}`,
        `And this time, it worked! ${win(c)}`,
        `And this time, at last, it worked. ${win(c)}`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {held ${c.owner.his} breath|shut ${c.owner.his} eyes tight|counted to three|gave a little wiggle}, and {at first|for a moment|for a second} {nothing|hardly anything} {happened|moved|stirred}. ${win(c)}`,
        `{At first|For a moment|For a second or two} nothing happened, and then {it all came at once|it all came right|${o(c)} felt it click}. ${win(c)}`,
        `For a moment the whole world held its breath, and then it happened. ${win(c)}`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${o(c)} could ${inf(c)} now, and ${c.owner.he} was {so happy|very proud|full of joy}.`,
        `${o(c)} had learned to ${inf(c)}, {one try at a time|bit by bit|with a lot of help}, and ${c.owner.he} {glowed with pride|could not stop smiling}.`,
        `${o(c)} had learned that the hardest things are learned one try at a time, and that falling down is part of it.`,
      ),
    (c) =>
      by(
        c,
        `{Next day|In the morning|Soon} ${o(c)} would ${inf(c)} {again|some more|all day|with friends}.`,
        `Tomorrow ${o(c)} would ${inf(c)} again, {just for fun|and show them all|from morning to night}.`,
        `Tomorrow, ${o(c)} decided, ${c.owner.he} would ${inf(c)} again, not to prove anything, just for the joy of it.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {smiled|grinned|beamed|hummed} all {evening|night long|through supper}, {because|for} now ${c.owner.he} could ${inf(c)}.`,
        `All evening ${o(c)} {smiled|grinned}, and {now and then|a few times|before sleep} ${c.owner.he} practised a little, just to feel it work.`,
      ),
  ],
  refrain: [
    (c) => `Little by little and day by day! ${o(c)} will ${inf(c)}, hooray, hooray!`,
    (c) => `One more try and one more go! ${o(c)} can do it, yes, we know!`,
  ],
  title: [
    (c) => `${o(c)} learns to ${inf(c)}`,
    (c) => `the ${c.owner.kind} who wanted to ${inf(c)}`,
    (c) => `how ${o(c)} learned to ${inf(c)}`,
    (c) => `${o(c)} and the big try`,
  ],
};
