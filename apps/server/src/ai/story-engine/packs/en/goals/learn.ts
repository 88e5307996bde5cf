import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { lostGuards } from '../../learn-lost';
import { withFear } from './learn-fear';
import { lessonsOf, lessonTold, lessonTries, paired, recap } from './learn-lessons';
import { skillWords } from './learn-words';

type S = (c: EnCtx) => string;
type T = (c: EnCtx) => string | null;
const o = (c: EnCtx) => c.owner.name;
const inf = (c: EnCtx) => c.skill?.inf ?? 'do it';
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;
const w = skillWords;
const one = (c: EnCtx, list: readonly S[]) => c.p(list)(c);
/** Who cheers the learner on: everyone met, never the learner cheering for themself. */
const fans = (c: EnCtx): string => {
  const met = [
    ...(c.buddy ? [c.buddy.name] : []),
    ...c.helpersMet.map((h) => (h.named ? h.name : `the ${h.kind}`)),
  ];
  return met.length >= 2 ? 'all the friends' : (met[0] ?? 'everyone');
};
/** Who is here to watch a try: the buddy and a helper at this place, not those met and left behind. */
const watching = (c: EnCtx): string | undefined => {
  const here = [
    ...(c.buddy ? [c.buddy.name] : []),
    ...(c.helper ? [c.helper.named ? c.helper.name : `the ${c.helper.kind}`] : []),
  ];
  return here.length ? here.join(' and ') : undefined;
};
const Fans = (c: EnCtx) => fans(c).charAt(0).toUpperCase() + fans(c).slice(1);

const fail = (c: EnCtx) => one(c, w(c).fail);
const win = (c: EnCtx) => {
  const [young, mid, old] = w(c).win;
  return by(c, young, mid, old)(c);
};
/**
 * A helper's tip, never one of the lessons: those are told in turn, after the try they mend.
 */
const tip = (c: EnCtx) => {
  const lessons = lessonsOf(c).map((l) => l.lesson);
  const free = w(c).tips.filter((t) => !lessons.some((l) => t(c).includes(l) || l.includes(t(c))));
  return one(c, free.length ? free : w(c).tips);
};
const tryTo = (c: EnCtx) => w(c).tryTo(c);
/** Where a try happens: a take-off spot, a tree or the ice when the skill needs one. */
const spot = (c: EnCtx) => w(c).spot ?? c.place.in;
/** Practice happens where the tries do: the place, unless the skill has a spot of its own. */
const where = (c: EnCtx) => (w(c).spot ? '' : `${c.place.in}, `);

/** How the family described the one who learns: shy, clumsy, scared or small. */
const trait = (c: EnCtx): 'shy' | 'clumsy' | 'scared' | 'small' | undefined =>
  c.owner.char.trait ?? (c.owner.char.size === 'small' ? 'small' : undefined);

/** The wish told through the trait, so a shy hedgehog is shy from the first line. */
const TRAIT_WANT: Record<NonNullable<ReturnType<typeof trait>>, S> = {
  shy: (c) =>
    w(c).voice
      ? by(
          c,
          `${o(c)} was shy, and ${c.owner.his} voice hid when anyone listened. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
          `${o(c)} was a shy little ${c.owner.kind}, and whenever anyone listened, ${c.owner.his} voice went small and hid. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
          `${o(c)} was shy, so shy that ${c.owner.his} voice shrank to a whisper whenever anyone turned to listen; and yet, more than anything in the world, ${c.owner.he} wanted to ${inf(c)}.`,
        )
      : by(
          c,
          `${o(c)} was shy and only tried when nobody was looking. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
          `${o(c)} was a shy little ${c.owner.kind} who only ever tried when nobody was looking. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
          `${o(c)} was shy, the kind of shy that only tries when nobody is looking; and yet, more than anything in the world, ${c.owner.he} wanted to ${inf(c)}.`,
        ),
  clumsy: (c) =>
    by(
      c,
      `${o(c)} was a bit clumsy and often tripped over ${c.owner.his} own feet. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
      `${o(c)} was a clumsy little ${c.owner.kind} who bumped into things and dropped things, but more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
      `${o(c)} was clumsy, the sort who trips over nothing at all and knocks the milk over twice at breakfast; and yet, more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
    ),
  scared: (c) =>
    by(
      c,
      `${o(c)} was easily scared, and trying new things made ${c.owner.his} knees wobble. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
      `${o(c)} was a little scared of new things, and just thinking of trying made ${c.owner.his} tummy flutter. But more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
      `${o(c)} was easily scared; new things made ${c.owner.his} heart race and ${c.owner.his} knees go soft. And yet, more than anything, ${c.owner.he} wanted to ${inf(c)}.`,
    ),
  small: (c) =>
    by(
      c,
      `${o(c)} was {small|little|not very big|only knee-high|the size of a teapot|no bigger than a boot}{| and round| and bouncy| and cheerful}. {But|And yet|Still,} ${c.owner.his} {wish|dream|hope} was {big|huge|enormous|bigger than a house|as tall as a tree|as wide as the sky}: to ${inf(c)}{| one day| someday| all by ${c.owner.him}self}.`,
      `${o(c)} was the smallest ${c.owner.kind} for miles around, but ${c.owner.his} wish was big: to ${inf(c)}.`,
      `${o(c)} was the smallest ${c.owner.kind} for miles around, but the wish inside ${c.owner.him} was as big as a mountain: to ${inf(c)}.`,
    ),
};

/** The trait at the turn: what the shy, the clumsy, the scared or the small one does with it. */
const TRAIT_TURN: Record<NonNullable<ReturnType<typeof trait>>, S> = {
  shy: (c) =>
    w(c).voice
      ? by(
          c,
          `${o(c)} was still shy, but this time ${c.owner.he} did not let ${c.owner.his} voice hide.`,
          `${o(c)} was still shy, and everyone was listening. But this time ${c.owner.he} did not let ${c.owner.his} voice hide.`,
          `${o(c)} was still shy, and every ear was turned ${c.owner.his} way; but this time ${c.owner.he} would not let ${c.owner.his} voice hide.`,
        )
      : by(
          c,
          `${o(c)} was still shy, and everyone was watching. But ${c.owner.he} did not hide.`,
          `${o(c)} was still shy, and everyone was watching. But this time ${c.owner.he} did not wait for them to look away.`,
          `${o(c)} was still shy, and every eye was on ${c.owner.him}; but this time ${c.owner.he} did not wait for them to look away.`,
        ),
  clumsy: (c) =>
    by(
      c,
      `${o(c)} still felt clumsy, so ${c.owner.he} went slowly and carefully.`,
      `${o(c)} still felt clumsy, but now ${c.owner.he} knew that slow and steady beats quick and wobbly.`,
      `${o(c)} still felt clumsy, but ${c.owner.he} had learned that slow and careful beats quick and wobbly, every time.`,
    ),
  scared: (c) =>
    by(
      c,
      `${o(c)} was still scared, but ${c.owner.he} was brave anyway.`,
      `${o(c)} was still a little scared, but being brave means being scared and trying anyway.`,
      `${o(c)} was still scared, and ${c.owner.his} heart thumped; but being brave, ${c.owner.he} knew now, means being scared and trying anyway.`,
    ),
  small: (c) =>
    by(
      c,
      `${o(c)} was {small|little|tiny|not very big}, but ${c.owner.his} {heart|courage} was {big|huge|warm|strong|as big as a house}.`,
      `${o(c)} was still the smallest, but ${c.owner.he} had the biggest wish of all.`,
      `${o(c)} was still the smallest of them all, but, as everyone was about to find out, small is no size at all for a big wish.`,
    ),
};

/** A turn told with the trait first, when the family gave one. */
const turned =
  (t: T): T =>
  (c) => {
    const line = t(c);
    const tr = trait(c);
    const told = line && tr ? `${TRAIT_TURN[tr](c)} ${line}` : line;
    const learnt = recap(c);
    return told && learnt ? `${told} ${learnt}` : told;
  };
/** A wish told plainly only when no trait colours it. */
const plain =
  (t: T): T =>
  (c) =>
    trait(c) || c.dream ? null : t(c);

/** A loose try, only when there is no try in the chain of lessons to tell. */
const loose =
  (t: T): T =>
  (c) =>
    paired(c) ? null : t(c);

const { lostIt, unlost, orLost } = lostGuards<EnCtx>((c) => w(c).gone);
const gone = (c: EnCtx) => w(c).gone?.(c) ?? '';
/** "a ballerina", "an astronaut". */
const aDream = (c: EnCtx) => `${/^[aeiou]/i.test(c.dream ?? '') ? 'an' : 'a'} ${c.dream ?? ''}`;
/** Who the learner dreams of being, and that the skill is the way there. */
const dreamWant = (c: EnCtx) =>
  by(
    c,
    `${o(c)} wanted to be ${aDream(c)} more than anything. But first ${c.owner.he} had to learn to ${inf(c)}.`,
    `${o(c)} wanted to be ${aDream(c)} more than anything in the world, and ${c.owner.he} knew what that meant: ${c.owner.he} had to learn to ${inf(c)}.`,
    `${o(c)} dreamed of being ${aDream(c)} one day, the best there ever was, and every dream like that starts the same way: ${c.owner.he} had to learn to ${inf(c)}.`,
  );

const plainLearn: GoalTexts<EnCtx> = {
  want: [
    orLost(
      (c) =>
        by(
          c,
          `${o(c)} used to ${inf(c)}. But one morning, ${gone(c)}!`,
          `${o(c)} had always been able to ${inf(c)}, {ever since ${c.owner.he} was tiny|for as long as ${c.owner.he} could remember}. But one morning, ${gone(c)}.`,
          `${o(c)} had always been able to ${inf(c)}, for as long as ${c.owner.he} could remember. But one morning, ${gone(c)}, and whatever ${c.owner.he} did, it would not come back.`,
        ),
      (c) => {
        if (c.dream) return dreamWant(c);
        const tr = trait(c);
        return tr ? TRAIT_WANT[tr](c) : null;
      },
    ),
    unlost(
      plain((c) =>
        by(
          c,
          `More than {anything|all the cakes in the world|ice cream|a hundred red balloons|a room full of toys}, ${o(c)} wanted to ${inf(c)}{| one day| all by ${c.owner.him}self}.`,
          `More than anything, ${o(c)} wanted to ${inf(c)}, and ${c.owner.he} {dreamed about it every night|thought about it all day|talked about it at every meal}.`,
          `More than anything in the world, ${o(c)} wanted to ${inf(c)}; ${c.owner.he} {dreamed about it at night and thought about it all day|drew pictures of it on every scrap of paper|practised it in secret behind the shed}.`,
        ),
      ),
    ),
    unlost(
      plain((c) =>
        by(
          c,
          `${o(c)} had {one|a} {big|secret|shiny|special} wish: to ${inf(c)}{| one day|, just once}.`,
          `${o(c)} had one {big|secret|shiny} wish: to ${inf(c)}, just once, all by ${c.owner.him}self.`,
          `${o(c)} had one big wish, the kind you keep in your pocket and take out when nobody is looking: to ${inf(c)}.`,
        ),
      ),
    ),
  ],
  show: [
    (c) => {
      if (!c.skill || lostIt(c)) return null;
      const voice = w(c).voice === true;
      const see = voice ? 'listened to' : 'watched';
      return by(
        c,
        `${o(c)} {${see}|${voice ? 'loved to hear' : 'loved to watch'}|${voice ? 'often heard' : 'often watched'}} the others ${c.skill.ing} {each day|at dusk|after lunch|at noon|from the window|in the park|before bedtime|by the pond|on sunny days|after breakfast}.`,
        `Every {evening|afternoon} ${o(c)} {sat on the wall|peeked round the corner|stood on tiptoe} and ${see} the others ${c.skill.ing}, ${voice ? 'humming along very quietly' : 'copying them in secret'}.`,
        `Every {evening|afternoon} ${o(c)} found some reason to pass by where the others were ${c.skill.ing}, and stayed {a little too long|longer than needed}, ${voice ? `humming along under ${c.owner.his} breath` : 'copying every move when nobody looked'}.`,
      );
    },
  ],
  problem: [
    orLost(
      (c) =>
        by(
          c,
          `Each time ${o(c)} tried, ${one(c, w(c).wrong)}.`,
          `${o(c)} tried and tried, but each time, ${one(c, w(c).wrong)}.`,
          `${o(c)} tried in the morning and tried at night, but each time, ${one(c, w(c).wrong)}, and ${c.owner.he} missed it more every day.`,
        ),
      (c) =>
        by(
          c,
          `{But|The trouble was,|Sadly,|But sadly,} ${o(c)} could not ${inf(c)}{, not yet|, not one bit|, not at all|, not even a little|, not even once| yet}.`,
          `But ${o(c)} could not ${inf(c)} yet, and each time ${c.owner.he} tried, ${one(c, w(c).wrong)}.`,
          `The trouble was that each time ${o(c)} tried, something went wrong, and lately ${c.owner.he} had begun to {wonder|worry} whether ${c.owner.he} ever could.`,
        ),
    ),
    unlost((c) =>
      by(
        c,
        `{Everyone|All the others|Each friend} could ${inf(c)} {except|but} ${o(c)}, and that was {sad|hard|not fair|no fun at all}.`,
        `{All the others|All ${c.owner.his} friends|The whole gang} could ${inf(c)}, all but ${o(c)}, and ${c.owner.he} felt {left out|a bit sad|very small}.`,
        `It seemed that everyone could ${inf(c)}, everyone except ${o(c)}, and that felt like a small stone in ${c.owner.his} shoe that would not shake out.`,
      ),
    ),
  ],
  decide: [
    orLost(
      (c) =>
        by(
          c,
          `"I am going to get it back!" said ${o(c)}.`,
          `"I am going to get it back," said ${o(c)}, "and I know just who to ask!"`,
          `"I am going to get it back," said ${o(c)}, "even if I have to ask everyone in the whole wide world," and off ${c.team.they} went.`,
        ),
      (c) =>
        by(
          c,
          `"I will learn {today|now|this week|to ${inf(c)}|it, you'll see|it, I just know it}!" {said|cried|called|sang} ${o(c)}.`,
          `"I am going to learn," said ${o(c)}, "and I know just who to ask!"`,
          `"I am going to learn," said ${o(c)}, "and I am not going to stop until I can," and off ${c.team.they} went to find someone who could teach ${c.owner.him}.`,
        ),
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
  // A try in the chain of lessons first; a loose try only when the lessons are all told.
  attempt: [
    ...lessonTries,
    ...(
      [
        (c) =>
          by(
            c,
            `${o(c)} {tried|wanted|hoped} to ${tryTo(c)} ${spot(c)}{| at once| right then}, but ${fail(c)}.`,
            `${c.lead()}${o(c)} tried to ${tryTo(c)} ${spot(c)}, but ${fail(c)}.`,
            `"Once more," said ${o(c)}, and tried to ${tryTo(c)} ${spot(c)}, {this time counting to three first|this time after a long, slow breath|this time very carefully}, but ${fail(c)}.`,
          ),
        (c) =>
          by(
            c,
            `${o(c)} {stood up tall|took a big breath|counted to three} and {tried|went for it}, but ${fail(c)}.`,
            `"{One, two, three, go|Ready, steady, go}!" ${o(c)} tried with all ${c.owner.his} {might|strength|heart}, but ${fail(c)}.`,
            `"One, two, three, go!" ${o(c)} tried with every bit of strength ${c.owner.he} had, but ${fail(c)}, which was not the plan at all.`,
          ),
        (c) =>
          by(
            c,
            `${o(c)} tried {again|once more|one more time} {${spot(c)}|very slowly|very carefully}, but ${fail(c)}.`,
            `${o(c)} tried again, {very carefully|very slowly|very quickly} this time, but ${fail(c)}.`,
            `${o(c)} tried again ${c.place.in}, but ${fail(c)}. Still, ${c.owner.he} noticed {something useful|one small thing}: it went a tiny bit better {without rushing|with slow breaths|when ${c.owner.he} thought of the tips}.`,
          ),
        (c) =>
          by(
            c,
            `${o(c)} {waved|grinned|hopped|wiggled} and {tried|had a go|gave it a try}, but ${fail(c)}.`,
            `${watching(c) ? `With ${watching(c)} watching, ` : `All on ${c.owner.his} own, `}${o(c)} tried {proudly|bravely|hopefully}, but ${fail(c)}.`,
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
      ] as T[]
    ).map(loose),
  ],
  lesson: lessonTold,
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
        `"{Almost|Nearly|So close}!" {said|shouted|cheered} ${o(c)}{| with a grin| and hopped}.`,
        `"Almost!" said ${o(c)}. "I {nearly did it|almost had it} that time ${c.place.in}!"`,
        `"Did you see that?" said ${o(c)}. "For a moment there ${c.place.in}, I {nearly had it|almost got it|was so close}!"`,
      ),
    (c) =>
      by(
        c,
        `${where(c)}${o(c)} ${one(c, w(c).practise)} {again and again|over and over|all afternoon}.`,
        `${where(c)}${o(c)} ${one(c, w(c).practise)} {again and again|over and over}, until ${c.owner.he} was {tired|puffed out|out of breath}.`,
        `${where(c)}${o(c)} ${one(c, w(c).practise)} {again and again|over and over}, until ${c.owner.he} could almost feel how it would be when it finally worked.`,
      ),
    // Only once someone has given a tip to think of.
    (c) =>
      c.helpersMet.length > 0
        ? by(
            c,
            `${o(c)} {thought of|remembered} the tip and {smiled|nodded|tried a little}.`,
            `${o(c)} thought of the tip, {practised a little|tried very gently|shut ${c.owner.his} eyes}, and felt it {fit a bit better|go a bit easier|almost click}.`,
          )
        : null,
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
            `"{When I learned|When I was small|At first}, I ${w(c).slip} {a lot|all the time|a hundred times|every day} too," said ${hk(c)}{| with a smile| and winked| softly}.`,
            `"When I was learning, I ${w(c).slip} a hundred times," said ${hk(c)}, "so {don't worry|keep going|never mind}."`,
            `"When I was learning, I ${w(c).slip} about a hundred times," said ${hk(c)}, "and every time taught me something."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} {did it first|showed how|went slowly}, and ${o(c)} {watched|copied|stared}.`,
            `${hk(c)} did it first, {slowly|once more|very clearly}, and ${o(c)} watched so closely ${c.owner.he} forgot to blink.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `${c.hero.name} asked ${hk(c)} {with hope|nicely|at once}, "Can you {help|teach} ${o(c) === c.hero.name ? 'me' : o(c)} to ${inf(c)}?"`,
            `"Please," said ${c.hero.name}, "can you teach ${o(c) === c.hero.name ? 'me' : o(c)} to ${inf(c)}?"`,
            `"Excuse me," said ${c.hero.name} politely, "do you know how to ${inf(c)}? We have been trying for {ages|days|simply ages}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} {shyly|at once} asked ${hk(c)}, "Do you know how to ${inf(c)}?"`,
            `${o(c)} asked ${hk(c)} {shyly|with hope|at once}, "How do you ${inf(c)}?"`,
            `"I don't suppose," said ${o(c)} {shyly|with hope}, "that you could show me how to ${inf(c)}?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} showed ${hk(c)} how ${c.owner.he} tried, and ${hk(c)} {nodded|smiled|thought}.`,
            `${o(c)} showed ${hk(c)} how ${c.owner.he} usually tried, and ${hk(c)} {watched for a long time|nodded slowly|scratched ${c.helper.his} head}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      turned((c) =>
        by(
          c,
          `${o(c)} took a {big|deep|slow} breath, did not give up, and tried {one more time|again|once more}.`,
          `${o(c)} stood very still and took a {big|deep|slow} breath. ${c.owner.he} remembered {every try and every tip|what the friends had said|each tip}, and then tried {one more time|once more|again}.`,
          `${o(c)} stood very still, took a long breath, and thought about every try and every tip along the way; then, with ${c.owner.his} heart thumping, ${c.owner.he} tried one last time.`,
        ),
      ),
    ],
    together: [
      turned((c) =>
        by(
          c,
          `"{You can do it|Go on|Nearly there|Keep going|Almost|One more go}!" {called|cheered|shouted|sang out} ${fans(c)}, and ${o(c)} tried {again|once more|one last time|with a big smile}.`,
          `All ${c.owner.his} new friends came to watch. "You can do it!" they called, and ${o(c)} tried again.`,
          `${fans(c) === 'all the friends' ? `All the friends ${c.team.they} had made along the way` : Fans(c)} gathered round, calling "You can do it!", and with all of them cheering, ${o(c)} tried again.`,
        ),
      ),
    ],
    gift: [
      turned((c) =>
        c.gift
          ? by(
              c,
              `${o(c)} held the ${c.gift.sg} {for luck|tight|close} and tried {again|once more|one last time}.`,
              `${o(c)} held the ${c.gift.sg} tight, and it felt like a friend’s hand, so ${c.owner.he} tried again.`,
              `${o(c)} took out the ${c.gift.sg} and held it tight; it reminded ${c.owner.him} of kindness, and of how far ${c.owner.he} had come, and then ${c.owner.he} tried again.`,
            )
          : null,
      ),
    ],
    clever: [
      turned((c) =>
        by(
          c,
          `${o(c)} had {an idea|a clever idea|a bright idea}: use {all the tips|every tip|everything ${c.owner.he} had learned} {at once|together}!`,
          `${o(c)} had an idea: what if ${c.owner.he} used every tip at once?`,
          `${o(c)} had an idea: each helper had given one piece of the puzzle, so what if ${c.owner.he} put them all together?`,
        ),
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
        c.dream
          ? `${o(c)} had learned to ${inf(c)}, and now ${c.owner.he} was one big step closer to being ${aDream(c)}.`
          : lostIt(c)
            ? `${o(c)} could ${inf(c)} again, {and it felt like having an old friend back|and ${c.owner.he} meant to take good care of it}.`
            : `${o(c)} had learned to ${inf(c)}, {one try at a time|bit by bit|with a lot of help}, and ${c.owner.he} {glowed with pride|could not stop smiling}.`,
        `${o(c)} had learned that the hardest things are learned one try at a time, and that ${w(c).bump} is part of it.`,
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
    (c) => `Step by step and day by day! ${o(c)} will ${inf(c)} one day, they say!`,
    (c) => `One more try and one more go! ${o(c)} can do it, yes, we know!`,
  ],
  title: [
    (c) => `${o(c)} learns to ${inf(c)}`,
    (c) => `how ${o(c)} learned to ${inf(c)}`,
    (c) => `the ${trait(c) ? `${trait(c)} ` : ''}${c.owner.kind} who wanted to ${inf(c)}`,
    (c) => `${o(c)} {wants|longs} to ${inf(c)}`,
    (c) => `{one day|some day} ${o(c)} will ${inf(c)}`,
    (c) => `when ${o(c)} learned to ${inf(c)}`,
    (c) => (c.skill ? `${o(c)} dreams of ${c.skill.ing}` : null),
    (c) => `one more try, ${o(c)}!`,
    (c) => `${o(c)}’s {big|secret} wish`,
    (c) =>
      trait(c) === 'shy' && w(c).voice
        ? `${o(c)} finds ${c.owner.his} voice`
        : trait(c) === 'small'
          ? `small ${c.owner.kind}, big wish`
          : trait(c) === 'scared'
            ? `brave little ${o(c)}`
            : trait(c) === 'clumsy'
              ? `${o(c)}, slow and steady`
              : null,
    ...[0, 1, 2, 3].map((i) => (c: EnCtx) => w(c).titles[i]?.(c) ?? null),
  ],
};

export const learn: GoalTexts<EnCtx> = withFear(plainLearn);
