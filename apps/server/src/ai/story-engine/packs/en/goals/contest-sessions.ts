// The sessions of getting ready for a contest or a show, in English: each goes wrong its own
// way and teaches something the next one uses. At practice the lesson is rushed and remembered,
// tiredness is met with short goes, the kit is got ready and mended, someone watches, someone
// better shows a trick, the first whole run gets lost in the middle, the trial or the dress
// rehearsal, and the last practice goes right. The evening before: one go too many, the bag
// packed and the lucky socks found, the nerves in bed. On the day: hurrying, the crowd, tired
// arms or a small voice, and the kit again, saved by what was packed.
import type { EnCtx } from '../../../compose/ctx-en';
import type { ContestEvent } from '../../../description/read-contest';
import { by } from '../../by-band';
import {
  sessionFixes,
  sessionHitches,
  sessionStruggles,
  type SessionTable,
} from '../../contest-sessions';
import { eventOf, isShow, isVoiced } from '../../contest-steps';
import { eventWords } from './contest-words';
import { cap } from '../../../text';

const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const h = (c: EnCtx) => c.hero.name;
const T = (c: EnCtx) => c.team.name;
const they = (c: EnCtx) => c.team.they;
const were = (c: EnCtx) => c.team.was;
const ev = (c: EnCtx) => eventWords(c, eventOf(c));
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';
const Grown = (c: EnCtx) => cap(grown(c));
const buddy = (c: EnCtx) => c.friend?.name ?? grown(c);
/** Who watches a practice: the class at school, the family at home. */
const watchers = (c: EnCtx) =>
  c.place.id === 'classroom' ? 'the whole class' : 'the whole family';

/** The kit got ready for the day, what goes wrong with it, and how it is mended. */
interface Kit {
  kit: string;
  snag: (c: EnCtx) => string;
  fix: (c: EnCtx) => string;
}

const COSTUME: Kit = {
  kit: 'the costume',
  snag: (c) => `the costume was far too long, and ${h(c)} tripped over the hem`,
  fix: (c) => `${Grown(c)} pinned it up with safety pins, and then it was just right`,
};

const KIT: Record<ContestEvent, Kit> = {
  sandcastle: {
    kit: 'the buckets and spades',
    snag: () => 'the handle snapped off the red bucket, and the water splashed everywhere',
    fix: (c) => `${Grown(c)} tied on a new handle of strong string, tight enough to carry water`,
  },
  snowman: {
    kit: 'the scarf, the hat and the carrot',
    snag: () => 'the dog from next door ran off with the carrot',
    fix: (c) => `${Grown(c)} found a better carrot at the bottom of the vegetable drawer`,
  },
  baking: {
    kit: 'the apron and the cake tin',
    snag: () => 'the cake tin fell on the floor and got a big dent on one side',
    fix: (c) => `${Grown(c)} tapped it straight again with the back of a wooden spoon`,
  },
  drawing: {
    kit: 'the paints and the brushes',
    snag: () => 'the best brush had gone stiff with old, dried paint',
    fix: (c) => `${Grown(c)} soaked it in warm water until it was soft again`,
  },
  ski: {
    kit: 'the skis and the poles',
    snag: () => 'a binding was so loose that the boot slipped right out of it',
    fix: (c) => `${Grown(c)} tightened it with a screwdriver, click by click, until it held`,
  },
  race: {
    kit: 'the running shoes',
    snag: () => 'a hole had worn right through the toe of one running shoe',
    fix: (c) => `${Grown(c)} sewed a patch over the hole, neat and firm`,
  },
  'sports-day': {
    kit: 'the running shoes',
    snag: () => 'a hole had worn right through the toe of one running shoe',
    fix: (c) => `${Grown(c)} sewed a patch over the hole, neat and firm`,
  },
  football: {
    kit: 'the football boots',
    snag: () => 'a stud had come off one of the football boots',
    fix: (c) => `${Grown(c)} screwed in a new one from the box of spare studs`,
  },
  swim: {
    kit: 'the goggles',
    snag: () => 'the goggles leaked and filled up with water',
    fix: (c) => `${Grown(c)} tightened the strap, and after that they stayed dry`,
  },
  talent: {
    kit: 'the magic hat and the cards',
    snag: () => 'the magic hat had been sat on and was squashed flat',
    fix: (c) =>
      `${Grown(c)} pushed it back into shape from the inside, and it looked as good as new`,
  },
  dance: {
    kit: 'the dance shoes',
    snag: () => 'the ribbon tore off one of the dance shoes',
    fix: (c) => `${Grown(c)} sewed it back on with tiny, tight stitches`,
  },
  play: COSTUME,
  sing: COSTUME,
  concert: COSTUME,
};
const kit = (c: EnCtx) => KIT[eventOf(c)];
/** What snaps on the day, with a spare for it packed the evening before. */
const snapped = (c: EnCtx) =>
  isShow(c)
    ? 'a button popped off the costume and rolled away'
    : c.contest?.event === 'swim'
      ? 'the strap of the goggles broke'
      : `a shoelace broke, and ${h(c)}'s shoe flopped loose`;

/** On the day, between a hitch and what puts it right: going on with shaking knees. */
const DAY_STRUGGLES: ((c: EnCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${h(c)}'s knees shook. But ${c.hero.he} kept going.`,
      `${h(c)} kept going, even though ${c.hero.his} knees were shaking and ${c.hero.his} cheeks were burning.`,
      `${h(c)} kept going, even though ${c.hero.his} knees were shaking and ${c.hero.his} cheeks were burning, because stopping now would be worse.`,
    ),
  (c) =>
    by(
      c,
      `For a moment ${h(c)}'s head was empty.`,
      `For one long moment everything went quiet inside ${h(c)}'s head, as quiet as snow.`,
      `For one long moment everything went quiet inside ${h(c)}'s head, as quiet as falling snow, and ${h(c)} could hear ${c.hero.his} own heart.`,
    ),
];

const table: SessionTable<EnCtx> = {
  rush: {
    hitch: (c) =>
      by(
        c,
        `Next time ${T(c)} went too fast. It went wrong again!`,
        `The next day ${T(c)} ${were(c)} in such a hurry that ${they(c)} forgot the lesson, and it went wrong in the very same place.`,
        `The next day ${T(c)} ${were(c)} so pleased with ${they(c) === 'they' ? 'themselves' : c.hero.him + 'self'} that ${they(c)} rushed straight through and forgot the lesson, and it went wrong again, in the very same place as before.`,
      ),
    fix: (c) =>
      by(
        c,
        `"Slowly," said ${grown(c)}. Slowly, it worked.`,
        `"Remember: ${low(ev(c).lesson)}," said ${grown(c)}. So ${T(c)} went slowly, one bit at a time, and this time it held.`,
        `"Slow down, and remember what you learned: ${low(ev(c).lesson)}," said ${grown(c)}. So ${T(c)} went slowly, one small bit at a time, and this time it held all the way.`,
      ),
  },
  tired: {
    hitch: (c) =>
      by(
        c,
        `By the end ${h(c)} was tired. The end went wobbly.`,
        `By the end ${h(c)} was so tired that the last part went all wobbly.`,
        `It went well at the start, but by the end ${h(c)} was so tired that the last part went all wobbly, and ${h(c)} stamped a foot.`,
      ),
    fix: (c) =>
      by(
        c,
        `So ${T(c)} practised just the end, with rests.`,
        `So ${T(c)} practised just the last part, five times, with a drink of water in between, until the end was as strong as the start.`,
        `"Then we practise the end on its own," said ${grown(c)}. So ${T(c)} did just the last part, five short times, with a drink of water in between, until the end was every bit as strong as the start.`,
      ),
  },
  kit: {
    hitch: (c) =>
      by(
        c,
        `Oh no! ${cap(kit(c).snag(c))}.`,
        `Then ${T(c)} got ${kit(c).kit} ready, and ${kit(c).snag(c)}.`,
        `Then it was time to get ${kit(c).kit} ready, and that was when ${kit(c).snag(c)}. "Oh no," groaned ${h(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} fixed it.`,
        `${cap(kit(c).fix(c))}. "Better now than on the day," said ${grown(c)}.`,
        `${cap(kit(c).fix(c))}. "Better it goes wrong now than on the day," said ${grown(c)}, "and now we know to check everything."`,
      ),
  },
  watched: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `Then everyone came to watch. ${h(c)} froze!`,
            `Then ${watchers(c)} sat down in a row to watch, and ${h(c)} froze. All those eyes!`,
            `Then ${watchers(c)} sat down in a row to watch, and ${h(c)} froze and could not remember how it began. All those eyes, all looking!`,
          )
        : by(
            c,
            `The children next door watched. They giggled.`,
            `The children next door came to watch, and when it went wrong, they giggled, and ${h(c)}'s cheeks went hot.`,
            `The children next door came to stand and watch, and when it went wrong, they giggled, and ${h(c)}'s cheeks went hot as toast.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `"Look at me," said ${grown(c)}. ${h(c)} did, and began.`,
            `"Look at me, only me," said ${grown(c)}. ${h(c)} looked at that one smile, started again, and got all the way to the end.`,
            `"Look at me, only me, and forget the rest," said ${grown(c)}. ${h(c)} looked at that one smile, started again, and got all the way to the end without a stop.`,
          )
        : by(
            c,
            `${T(c)} tried again. This time the children clapped.`,
            `"Everybody gets it wrong while they are learning," said ${grown(c)}. ${T(c)} tried again, and the next time the children clapped.`,
            `"Everybody gets it wrong while they are learning," said ${grown(c)}. ${T(c)} tried again, and again, and the next time the children clapped and asked if they could have a go.`,
          ),
  },
  rival: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `Someone else knew it all by heart. ${h(c)} did not.`,
            `One of the others already knew ${ev(c).entry} by heart, and ${h(c)} still had to peek.`,
            `One of the others in the class already knew ${ev(c).entry} by heart, every bit of it, and ${h(c)} still had to peek, which was not a nice feeling at all.`,
          )
        : by(
            c,
            `A big girl was practising too. She was so good!`,
            `Not far away a big girl was practising for ${ev(c).the} too, and she was much, much better.`,
            `Not far away a big girl was practising for ${ev(c).the} too, and she was so good that ${h(c)} stopped and stared and felt very small.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `So they tested each other, bit by bit.`,
            `So they tested each other at every break, bit by bit, until ${h(c)} knew it all without peeking.`,
            `So the two of them tested each other at every break, bit by bit, laughing at the mix-ups, until ${h(c)} knew it all without peeking even once.`,
          )
        : by(
            c,
            `The girl smiled and showed ${T(c)} her best trick.`,
            `Then the girl smiled and came over. "Want to see my best trick?" she said. ${T(c)} tried it, and it worked.`,
            `Then the girl smiled and came over. "Want to see my best trick? Everyone helps everyone here," she said. ${T(c)} tried it, and it worked better than anything.`,
          ),
  },
  whole: {
    hitch: (c) =>
      by(
        c,
        `Then they did it all, start to end. They got lost!`,
        `Then ${T(c)} tried it all the way through for the first time, and in the middle forgot what came next.`,
        `Then, for the very first time, ${T(c)} tried it all the way through, from the start to the end, and halfway through forgot what came next.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} drew it all on a paper. That helped.`,
        `${Grown(c)} drew it all on a piece of paper, step by step, and tucked it into ${h(c)}'s pocket. After that, nobody forgot what came next.`,
        `${Grown(c)} drew it all on a piece of paper, step by step, with little arrows between, and tucked it into ${h(c)}'s pocket. After that, nobody forgot what came next.`,
      ),
  },
  rehearsal: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `Then came the dress rehearsal. Everything went wrong!`,
            `Then came the dress rehearsal, in costume, and everything went wrong: the music started too early, and ${h(c)} came in late.`,
            `Then came the dress rehearsal, in costume, and everything that could go wrong went wrong: a shoe fell off, the music started too early, and ${h(c)} came in late.`,
          )
        : by(
            c,
            `${Grown(c)} blew a whistle: a real trial!`,
            `"Now a real trial," said ${grown(c)}, and blew a whistle. Halfway through, ${T(c)} forgot all about the lesson.`,
            `"Now a real trial, just like the real thing," said ${grown(c)}, and blew a whistle and looked at the watch. Halfway through, in all the hurry, ${T(c)} forgot all about the lesson.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `"A bad rehearsal means a good show," said the teacher.`,
            `"A bad dress rehearsal means a good show," said the teacher, laughing. They went through the tricky bit once more, and then it sat.`,
            `"A bad dress rehearsal means a good show, everybody knows that," said the teacher, laughing. They went through the tricky bit once more, slowly, and then it sat.`,
          )
        : by(
            c,
            `The second trial went right.`,
            `"Good," said ${grown(c)}. "Now you know what to watch out for." The second trial went right from start to end.`,
            `"Good," said ${grown(c)}. "Now you know what to watch out for when it counts." The second trial went right from start to end, and ${grown(c)} whistled.`,
          ),
  },
  right: {
    hitch: (c) =>
      by(
        c,
        `One last practice. ${h(c)} was scared.`,
        `On the last afternoon ${T(c)} did it all once more, and ${h(c)} was scared it would go wrong now, of all times.`,
        `On the very last afternoon ${T(c)} did it all once more, and ${h(c)} was scared that now, of all times, it would go wrong.`,
      ),
    fix: (c) =>
      by(
        c,
        `But it went right! ${Grown(c)} clapped.`,
        `But it did not. It went right, from the first bit to the last, and ${grown(c)} clapped and clapped.`,
        `But it did not. It went right, from the very first bit to the very last, and ${grown(c)} clapped and clapped. "You're ready," ${grown(c)} said.`,
      ),
  },
  'once-more': {
    hitch: (c) =>
      by(
        c,
        `"Once more!" said ${h(c)}. But it went wrong.`,
        `"Just once more!" begged ${h(c)} after supper. But ${h(c)} was so tired that it went wrong at the very start.`,
        `"Just once more, please!" begged ${h(c)} after supper. But ${h(c)} was so tired by now that it went wrong at the very start, and that had never happened before.`,
      ),
    fix: (c) =>
      by(
        c,
        `"Enough now," said ${grown(c)}. "Rest helps too."`,
        `"That's enough practice," said ${grown(c)}. "You know it. Now the best practice is a good night's sleep."`,
        `"That's enough practice," said ${grown(c)} kindly. "You know it now, all of it. The best practice left is a good night's sleep."`,
      ),
  },
  pack: {
    hitch: (c) =>
      by(
        c,
        `${h(c)} packed a bag. But the lucky socks were gone!`,
        `${h(c)} set ${kit(c).kit} out by the door and packed a bag with a snack and a spare of everything. But the lucky socks with stars on were gone!`,
        `${h(c)} set ${kit(c).kit} out by the door and packed a bag with a water bottle, a snack and a spare of everything. But the lucky socks, the ones with stars on, were nowhere to be found.`,
      ),
    fix: (c) =>
      by(
        c,
        `${buddy(c)} found them under the bed.`,
        `${T(c)} looked everywhere, and at last ${buddy(c)} found them under the bed. Now everything was ready.`,
        `${T(c)} looked everywhere, in every drawer and under every cushion, and at last ${buddy(c)} found them under the bed, in a ball. Now everything was ready.`,
      ),
  },
  alarm: {
    hitch: (c) =>
      by(
        c,
        `The alarm clock would not tick!`,
        `Then ${h(c)} set the alarm clock for the morning, but it would not tick. The battery was flat!`,
        `Then ${h(c)} set the alarm clock for the morning, early, to have time for everything, but it would not tick at all. The battery was flat!`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} found a new battery. Tick, tock!`,
        `${Grown(c)} found a new battery in the kitchen drawer, and the clock began to tick again. "Now nobody will oversleep," said ${grown(c)}.`,
        `${Grown(c)} found a new battery at the back of the kitchen drawer, and the clock began to tick again, loud and steady. "Now nobody will oversleep," said ${grown(c)}, "not even me."`,
      ),
  },
  nerves: {
    hitch: (c) =>
      by(
        c,
        `In bed ${h(c)} could not sleep.`,
        `In bed ${h(c)} could not sleep. ${cap(c.hero.he)} turned one way, then the other, and counted sheep all the way to a hundred.`,
        `In bed ${h(c)} lay wide awake, turning one way and then the other, and counted sheep to a hundred and back again, and still sleep would not come.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} came. "Breathe slowly." ${h(c)} fell asleep.`,
        `${Grown(c)} sat on the bed. "Breathe in while I count to four, and out while I count to four." Slowly, ${h(c)} fell asleep.`,
        `${Grown(c)} sat down on the bed. "Breathe in while I count to four, and out while I count to four," ${grown(c)} whispered. The butterflies settled, one by one, and ${h(c)} fell asleep.`,
      ),
  },
  hurry: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `${h(c)} went too fast. Too fast!`,
            `Then ${h(c)} began to hurry, faster and faster, and nearly tripped over the next bit.`,
            `Then, without meaning to, ${h(c)} began to hurry, faster and faster, the way it had gone wrong at practice, and nearly tripped over the next bit.`,
          )
        : by(
            c,
            `The others went so fast! ${h(c)} hurried too.`,
            `Close by, the others were going twice as fast, and ${T(c)} began to hurry. A corner went wrong at once.`,
            `Close by, the others were going twice as fast, and ${T(c)} began to hurry without meaning to. At once a corner went wrong, just like that first day at practice.`,
          ),
    fix: (c) =>
      by(
        c,
        `"Slowly," whispered ${buddy(c)}. That helped.`,
        `"Slowly," whispered ${buddy(c)}. ${T(c)} slowed down and put it right, one bit at a time.`,
        `"Slowly, remember?" whispered ${buddy(c)}. ${T(c)} slowed right down and put it right, one small bit at a time, and stopped looking at anyone else.`,
      ),
  },
  crowd: {
    hitch: (c) =>
      by(
        c,
        `The crowd was so loud! ${h(c)} looked up.`,
        `The crowd was so big and so loud that ${h(c)} looked up at all the faces and lost the place.`,
        `The crowd was so big and so loud that ${h(c)} looked up at all the faces, hundreds of them, and for a moment lost the place completely.`,
      ),
    fix: (c) =>
      by(
        c,
        `Then ${h(c)} saw ${grown(c)}, smiling. Better!`,
        `Then ${h(c)} found ${grown(c)}'s face, smiling, just one face among them all, and found the place again.`,
        `Then ${h(c)} found ${grown(c)}'s face among them all, smiling and nodding, just one face, and with that one face to look at, ${h(c)} found the place again.`,
      ),
  },
  'tired-day': {
    hitch: (c) =>
      isVoiced(c)
        ? by(
            c,
            `${h(c)}'s voice was small in the big room.`,
            `In the big room ${h(c)}'s voice sounded tiny, much smaller than at home.`,
            `In the big room ${h(c)}'s voice sounded tiny, much smaller than at home, as if it got lost somewhere in the air above the chairs.`,
          )
        : by(
            c,
            `Halfway, ${h(c)} was tired.`,
            `Halfway through, ${h(c)} was tired, and ${c.hero.his} arms and legs felt heavy.`,
            `Halfway through, ${h(c)} was tired, ${c.hero.his} arms and legs heavy as wet sand, and the end still seemed far away.`,
          ),
    fix: (c) =>
      isVoiced(c)
        ? by(
            c,
            `So ${h(c)} sang to the back wall. Louder!`,
            `So ${h(c)} looked at the clock on the back wall and sent it all the way there, and the voice grew.`,
            `So ${h(c)} looked right over the heads at the clock on the back wall and sent everything all the way there, and the voice grew and filled the room.`,
          )
        : by(
            c,
            `A sip of water, and on again.`,
            `A sip of water, a deep breath, a short rest like the ones at practice, and on again.`,
            `A sip of water, a deep breath, and one short rest, the way the end had been practised in short goes, and then on again.`,
          ),
  },
  snag: {
    hitch: (c) =>
      by(
        c,
        `Oh no! ${cap(snapped(c))}!`,
        `Then, with a tiny snap, ${snapped(c)}, right in the middle of it all.`,
        `Then, with a tiny snap, ${snapped(c)}, right in the middle of it all, at the worst possible moment.`,
      ),
    fix: (c) =>
      by(
        c,
        `But there was a spare in the bag!`,
        `But there was a spare in the bag, packed the evening before, and ${buddy(c)} had it fixed in a moment.`,
        `But there was a spare in the bag, packed the evening before just in case, and ${buddy(c)} had it fixed in a moment.`,
      ),
  },
};

export const sessionStrugglesEn = sessionStruggles<EnCtx>(DAY_STRUGGLES, [
  (c) =>
    by(
      c,
      `${T(c)} tried again. Still wrong!`,
      `${T(c)} tried again, and then once more, but it still would not come right.`,
      `${T(c)} tried again, and then once more, and then a third time, but it still would not come right, and ${h(c)} began to frown.`,
    ),
  (c) =>
    by(
      c,
      `"Why won't it work?" said ${h(c)}.`,
      `"Why won't it work?" sighed ${h(c)}, and sat down for a moment to think.`,
      `"Why won't it work?" sighed ${h(c)}, and sat down for a moment with ${c.hero.his} chin in ${c.hero.his} hands, thinking hard.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} wanted to stop. But ${c.hero.he} did not.`,
      `For a moment ${h(c)} wanted to give up and do something else instead. But only for a moment.`,
      `For one moment ${h(c)} wanted to give up and go and do something easier instead. But only for a moment, and then ${c.hero.he} stood up again.`,
    ),
  (c) =>
    by(
      c,
      `It went wrong again. And again!`,
      `It went wrong again, the very same way, and ${h(c)} groaned out loud.`,
      `It went wrong again, the very same way as before, and ${h(c)} groaned so loudly that ${grown(c)} looked round.`,
    ),
]);

export const sessionHitchesEn = sessionHitches(table);
export const sessionFixesEn = sessionFixes(table);
export { table as sessionTableEn };
