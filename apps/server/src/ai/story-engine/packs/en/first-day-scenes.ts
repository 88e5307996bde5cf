// The scenes a first day tells its own way: the morning, the way there with the grown-up and the
// hug at the door, the rooms inside and playtime, being fetched, and the evening before the
// next day.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { SceneBanks } from '../../compose/pack-types';
import { HelperSkill } from '../../lexicon/creatures';
import type { TimeOfDay } from '../../../scene-spec';
import { by } from '../by-band';
import { dayPart } from '../first-day';
import {
  atSchool,
  cap,
  carer,
  carerHe,
  carerHis,
  h,
  kg,
  o,
  schoolWord,
  teacher,
  teacherName,
} from './first-day-words';

const part = (c: EnCtx) => dayPart(c.place.id);
const went = '{walked|cycled|drove|took the bus}';
const isTeacher = (c: EnCtx) => c.helper?.char.size === 'big';
const Carer = (c: EnCtx) => cap(carer(c));
/** "A big girl", "a big boy", "a big elephant": the older child, met for the first time. */
const Big = (c: EnCtx) =>
  c.helper?.person
    ? `A big ${c.helper.char.gender === 'f' ? 'girl' : 'boy'}`
    : `A big ${c.helper?.kind ?? 'one'}`;
const older = (c: EnCtx) =>
  c.helper?.person
    ? `the big ${c.helper.char.gender === 'f' ? 'girl' : 'boy'}`
    : (c.helper?.the ?? 'the big one');
/** "school girl", "nursery boy": what the hero has become today. */
const pupil = (c: EnCtx) =>
  `${kg(c) ? 'nursery' : 'school'} ${c.hero.he === 'she' ? 'girl' : 'boy'}`;

const dayStart: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `The alarm clock rang {early|before the sun|far too early}.`,
      `The alarm clock rang earlier than usual, and ${h(c)} was awake before it had finished ringing.`,
      `The alarm clock rang earlier than usual, but ${h(c)} was already lying there staring at the ceiling, listening to ${carer(c)} putting the kettle on.`,
    ),
  (c) =>
    by(
      c,
      `It was early morning, and the house was quiet.`,
      `It was early morning, and the kitchen smelled of {toast|porridge|warm bread}.`,
      `It was early morning, and from the kitchen came the sound of ${carer(c)} making sandwiches and humming a song.`,
    ),
];

/** A little one who needs a hand at playtime, and the hand the hero gives, in one scene. */
const smallNeed: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `A little boy was crying by the slide, and ${h(c)} helped him up.`,
      `By the slide sat an even smaller boy, crying because his mitten was stuck. ${h(c)} wiggled it free and gave it back.`,
      `By the slide sat a boy even smaller than ${h(c)}, crying because his mitten was stuck in a crack. ${h(c)} wiggled it gently free, and the crying stopped at once.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} turned over a ladybird stuck on its back.`,
      `On the tarmac a ladybird lay on its back, legs waving, and ${h(c)} gently turned it over with a blade of grass.`,
      `On the tarmac a ladybird lay on its back waving all six legs, so ${h(c)} crouched down and gently turned it over with a blade of grass.`,
    ),
];
/** An animal in the playground: a magpie, a sparrow, a cat on the wall. */
const critter: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `A magpie hopped along the fence.`,
      `A magpie hopped along the fence, looking for crumbs from the lunch boxes.`,
      `A cheeky magpie hopped along the fence eyeing the lunch boxes, as if it were its first day too and it was hoping for a sandwich.`,
    ),
  (c) =>
    by(
      c,
      `A cat sat on the wall and watched.`,
      `A stripy cat sat on the wall, watching the games with half-closed eyes.`,
    ),
];

/** Gladness in the middle of a school day: no sky, no path. */
const joy: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} smiled to ${c.hero.him}self.`,
      `${h(c)} smiled to ${c.hero.him}self and felt ${c.hero.his} shoulders drop.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.poss} tummy fizzed, the good kind.`,
      `${c.hero.poss} tummy fizzed again, but in a good way now.`,
      `${c.hero.poss} tummy fizzed again, but it was the good kind now, the kind you get before something fun.`,
    ),
];

/** The teacher needs a hand, and the hero gives it, in one scene. */
const needHelp: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${cap(teacher(c))} dropped a pile of paper, and ${h(c)} helped.`,
      `${cap(teacher(c))} dropped a whole pile of paper on the floor, and ${h(c)} was the first to help pick it up.`,
      `${cap(teacher(c))} tripped over a rucksack and sent a whole pile of paper across the floor, and before anyone else had moved, ${h(c)} was on ${c.hero.his} knees gathering it up.`,
    ),
];

/** After a try that went wrong: a fresh look, not a bright idea. */
const idea: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} took a breath and tried again.`,
      `${h(c)} took a deep breath, the way ${carer(c)} had taught ${c.hero.him}, and looked around once more.`,
    ),
  (c) =>
    by(c, `${h(c)} did not give up.`, `${h(c)} gritted ${c.hero.his} teeth and did not give up.`),
];

/** The way there with the grown-up, and the hug at the door: always both, in that order. */
const travel: Bank<EnCtx> = [
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `${Carer(c)} took ${h(c)} to the door and gave ${c.hero.him} a hug.`,
          `${h(c)} and ${carer(c)} ${went} to ${schoolWord(c)}. At the door ${h(c)} got a long hug. "I'll pick you up later," said ${carer(c)}.`,
          `${h(c)} and ${carer(c)} ${went} to ${schoolWord(c)}, and the closer they came, the tighter ${h(c)} held ${carerHis(c)} hand. At the door ${carer(c)} crouched down and gave ${c.hero.him} a long hug. "I'll fetch you when the day is done," ${carerHe(c)} said, and then ${carerHe(c)} waved and went.`,
        )
      : null,
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `${h(c)} ${went} to ${schoolWord(c)} with ${carer(c)} and got a hug at the door.`,
          `All the way to ${schoolWord(c)}, ${h(c)} held ${carer(c)}'s hand. At the door there was a long hug and a "have a lovely day".`,
          `All the way to ${schoolWord(c)}, ${h(c)} held ${carer(c)}'s hand and counted steps so as not to think. At the door there was a long hug, a kiss on the head and a "have a lovely day, see you this afternoon".`,
        )
      : null,
  (c) =>
    part(c) === 'inside'
      ? by(
          c,
          kg(c)
            ? `Then everyone went into the playroom.`
            : `Then the bell rang for the first lesson.`,
          kg(c)
            ? `After a while all the children went into the playroom, where there was a huge box of blocks.`
            : `Then the bell rang, and everyone went into the classroom and found a seat.`,
          kg(c)
            ? `After a while the children gathered and went into the playroom, where there was a dressing-up corner, a box full of blocks and a rug with roads on it.`
            : `Then the bell rang, and the whole class filed into the classroom, where the desks stood in rows and the name cards lay ready.`,
        )
      : null,
  (c) =>
    part(c) === 'gym'
      ? by(
          c,
          `After lunch it was PE!`,
          `After lunch the class went to the hall for PE, and everyone rushed to get changed.`,
          `After lunch the class went to the hall for PE, and the changing room was a muddle of trainers, PE bags and someone who could not find a sock.`,
        )
      : null,
  (c) =>
    part(c) === 'outside'
      ? by(
          c,
          kg(c) ? `After lunch everyone went out to play.` : `Then the bell rang for playtime.`,
          kg(c)
            ? `After lunch everyone put on their coats and went out to the playground.`
            : `Then the bell rang for playtime, and everyone ran out to the playground.`,
          kg(c)
            ? `After lunch everyone put on their coats, helped each other with zips and streamed out into the playground.`
            : `Then the bell rang for playtime, and the whole school poured out into the playground like water from a tap.`,
        )
      : null,
];

const arrive: Bank<EnCtx> = [
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `Inside it smelled of {paint|new books|soap}.`,
          `Inside, the corridor smelled of {paint and soap|new books and wellies|cocoa and wet mittens}, and there were drawings on the walls.`,
          `Inside, the corridor smelled of {paint and soap|new books and wellies}, and the walls were covered in drawings of summer holidays, horses and something that might have been a spaceship.`,
        )
      : null,
  (c) =>
    part(c) === 'inside'
      ? by(
          c,
          `There were {crayons|books|blocks} everywhere.`,
          `There were crayons in jars, books on the shelves and ${kg(c) ? 'a big box of blocks' : 'a map of the whole world'} on the wall.`,
          `There were crayons in big jars, books on low shelves and ${kg(c) ? 'a box of blocks so big you could hide in it' : 'a map of the whole world on the wall, with a red thread showing where the class had been on trips'}.`,
        )
      : null,
  (c) =>
    part(c) === 'outside'
      ? by(
          c,
          `There were swings, a slide and a sandpit.`,
          `There were swings, a tall slide, a climbing frame and ${kg(c) ? 'a sandpit full of buckets' : 'a little football pitch with two small goals'}.`,
          `There were creaky swings, a slide so tall you could see over the fence, a climbing frame and ${kg(c) ? 'a sandpit full of buckets and spades' : 'a football pitch where the big ones were already playing'}.`,
        )
      : null,
];

const settingSchool: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `It was {bright|warm|noisy} ${c.place.in}.`,
      `Sunlight poured through the big windows, and voices buzzed ${c.place.in}.`,
      `Sunlight fell through the tall windows in yellow squares on the floor, and everywhere voices buzzed.`,
    ),
];
const settingOutside: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `It was noisy ${c.place.in}.`,
      `There was shrieking and laughing and shouting ${c.place.in}, and a ball bounced past.`,
      `There was shrieking and laughing and shouting ${c.place.in}, and a ball came bouncing past, chased by five children who all wanted it first.`,
    ),
];

/**
 * The sky out in the playground, in the middle of the day however far the story has come;
 * otherwise on the way home, when the afternoon turns to evening.
 */
const skyLine =
  (young: string, mid: string): ((c: EnCtx) => string) =>
  (c) =>
    part(c) === 'outside'
      ? by(
          c,
          `The sun shone on the climbing frame.`,
          `The sun shone, and it smelled of sand and grass.`,
        )
      : by(c, young, mid);
const sky: Record<TimeOfDay, Bank<EnCtx>> = {
  dawn: [skyLine('The sun came up.', 'The sun was climbing up behind the roofs.')],
  morning: [skyLine('The morning sun shone.', 'The morning sun shone on the wet pavements.')],
  day: [skyLine('The sun shone.', 'The sun stood high over the roofs.')],
  evening: [skyLine('Soon it would be evening.', 'The shadows had grown long on the pavement.')],
  dusk: [
    skyLine(
      'The sky turned pink.',
      'The sky over the roofs turned pink, and the streetlights came on.',
    ),
  ],
  night: [
    skyLine('Soon it would be evening.', 'By the time they got home, it was nearly evening.'),
  ],
};

const meet: Bank<EnCtx> = [
  (c) =>
    isTeacher(c)
      ? by(
          c,
          `${kg(c) ? 'A grown-up called' : 'The teacher,'} ${teacherName(c)}${kg(c) ? '' : ','} came and said hello.`,
          `${kg(c) ? 'One of the grown-ups,' : 'The teacher,'} ${teacherName(c)}, came over, crouched down and said, "Hello, ${h(c)}. How lovely that you're here!"`,
          `${kg(c) ? 'One of the grown-ups,' : 'The teacher,'} ${teacherName(c)}, came over with a smile that reached right up to the eyes, crouched down and said, "Hello, ${h(c)}. We've been looking forward to meeting you."`,
        )
      : null,
  (c) =>
    c.helper && !isTeacher(c)
      ? by(
          c,
          `${Big(c)} from ${kg(c) ? 'the oldest group' : 'Year Five'} came over.`,
          `${Big(c)} from ${kg(c) ? 'the oldest group' : 'Year Five'} came over. "I'm looking after you today," ${c.helper.he} said.`,
          `${Big(c)} from ${kg(c) ? 'the oldest group' : 'Year Five'} came over${c.helper.person ? ' with hands in pockets' : ''}. "I'm your buddy," ${c.helper.he} said. "I know where everything is."`,
        )
      : null,
];

const thanks: Bank<EnCtx> = [
  (c) =>
    isTeacher(c)
      ? by(
          c,
          `"Just tell me if you need anything," said ${teacher(c)}.`,
          `"You can always come to me," said ${teacher(c)}, and squeezed ${c.hero.poss} hand.`,
          `"You can always come to me, whatever it is," said ${teacher(c)}, and ${h(c)} nodded and tucked that away to remember.`,
        )
      : null,
  (c) =>
    c.helper && !isTeacher(c)
      ? by(
          c,
          `Then ${older(c)} ran back to ${c.helper.his} friends.`,
          `"Thanks," said ${h(c)}, and ${older(c)} ran back to ${c.helper.his} friends.`,
        )
      : null,
];

const receiveGift: Bank<EnCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `In ${c.hero.his} pocket was ${c.gift.the} from home.`,
          `When ${h(c)} hung ${c.hero.his} coat on the peg, ${c.hero.he} felt something in the pocket: ${c.gift.the}, which ${carer(c)} had tucked in there.`,
          `When ${h(c)} hung ${c.hero.his} coat on the peg, ${c.hero.he} felt something hard in the pocket. It was ${c.gift.the} from home, which ${carer(c)} must have tucked in there in secret.`,
        )
      : null,
  (c) =>
    c.gift
      ? by(
          c,
          `${h(c)} held ${c.gift.the} from home.`,
          `${h(c)} put a hand in ${c.hero.his} pocket and found ${c.gift.the} from home. It felt good to hold.`,
          `${h(c)} put a hand in ${c.hero.his} pocket and felt ${c.gift.the} from home against ${c.hero.his} fingers, and it was almost like holding ${carer(c)}'s hand.`,
        )
      : null,
];

const onward: Bank<EnCtx> = [
  (c) =>
    c.next
      ? by(
          c,
          `It was going a bit better now.`,
          `It was still strange, but a little less strange than this morning.`,
          `It was all still new and strange, but a little less new than this morning, and that was a beginning.`,
        )
      : null,
  (c) =>
    c.next
      ? by(
          c,
          `Then it was time for something new.`,
          `Then the bell rang again, and it was time for something new.`,
          `Then the bell rang again, and ${h(c)} understood that a ${kg(c) ? 'nursery' : 'school'} day is full of small new beginnings.`,
        )
      : null,
  (c) =>
    c.next
      ? by(
          c,
          `${h(c)} breathed out. It was all right!`,
          `${h(c)} breathed out. It had gone better than ${c.hero.he} had thought.`,
          `${h(c)} breathed out. It had gone better than ${c.hero.he} had expected, and now ${c.hero.he} was almost curious about what came next.`,
        )
      : null,
];

const homeward: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `Then ${carer(c)} came to pick ${h(c)} up.`,
      `When the day was over, ${carer(c)} was at the gate to pick ${h(c)} up, and ${h(c)} ran straight into ${carerHis(c)} arms.`,
      `When the day was over, ${carer(c)} stood at the gate to pick ${c.hero.him} up, and ${h(c)} ran so fast the rucksack bounced, straight into ${carerHis(c)} arms.`,
    ),
  (c) =>
    by(
      c,
      `${Carer(c)} picked ${h(c)} up, and they went home.`,
      `${Carer(c)} came to pick ${h(c)} up, and ${h(c)} waved to ${o(c)} all the way out of the gate.`,
      `When ${carer(c)} came to pick ${c.hero.him} up, ${h(c)} waved to ${o(c)} all the way out of the gate, and they walked home slowly, because there was so much to tell.`,
    ),
];

/** Before the day is over: what happened in each part of it, from the last to the first. */
const passBack: Bank<EnCtx> = [
  (c) => {
    const at = c.prev ? dayPart(c.prev.id) : 'inside';
    const what = {
      door: `the peg with ${c.hero.his} name on it`,
      inside: kg(c) ? 'circle time' : 'the circle on the carpet',
      gym: 'the hall and the ball that bounced right up to the ceiling',
      outside: kg(c) ? 'the swings and the sandpit' : 'playtime',
    }[at];
    return by(
      c,
      `${h(c)} {thought about|remembered|smiled about} ${what}.`,
      `As the day drew to an end, ${h(c)} thought about ${what}, and how big everything had seemed this morning.`,
    );
  },
  (c) =>
    by(
      c,
      `${h(c)} would tell ${carer(c)} all about ${o(c)}.`,
      `${h(c)} could hardly wait to tell ${carer(c)} about ${teacher(c)} and ${o(c)}.`,
    ),
];

/** Worry or disappointment inside a school day: no paths, no stones, no sky. */
const worry: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.poss} cheeks went hot.`,
      `${c.hero.poss} cheeks went hot, and ${c.hero.he} looked down at the floor.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} wished ${carer(c)} was there.`,
      `For a moment ${h(c)} wished ${carer(c)} were there to hold ${c.hero.his} hand.`,
      `For a moment ${h(c)} wished very hard that ${carer(c)} were there, just to hold ${c.hero.his} hand for a second.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} felt very small.`,
      `${h(c)} felt very small in the big, noisy room.`,
      `${h(c)} felt very small, as if ${schoolWord(c)} had grown twice as big in a minute.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} swallowed hard.`,
      `${h(c)} swallowed hard and held on to the strap of the rucksack.`,
      `${h(c)} swallowed hard and held on tight to the strap of the rucksack, the only thing that still felt like home.`,
    ),
];

const tellHome: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `"How was it?" asked ${carer(c)}. "Good!" said ${h(c)}.`,
      `"How was it?" asked ${carer(c)}. ${h(c)} told ${carer(c)} about ${teacher(c)}, the peg and ${o(c)}.`,
      `"So, how was it?" asked ${carer(c)} at dinner, and ${h(c)} told everything: about ${teacher(c)}, the peg with ${c.hero.poss} name, the part that went wrong, and ${o(c)}.`,
    ),
  (c) =>
    by(
      c,
      `At dinner ${h(c)} talked about ${o(c)}.`,
      `At dinner ${h(c)} told them all about the day ${atSchool(c)}, and everyone wanted to hear about ${o(c)}.`,
      `At dinner ${h(c)} told them about the whole day ${atSchool(c)}, bit by bit, and when ${c.hero.he} got to ${o(c)}, ${carer(c)}'s whole face lit up.`,
    ),
];

const keepsakeHome: Bank<EnCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `${cap(c.gift.the)} went by the bed.`,
          `${h(c)} put ${c.gift.the} on the bedside table, ready for the pocket again tomorrow.`,
          `${h(c)} put ${c.gift.the} on the bedside table, ready to go in the pocket tomorrow too, even if ${c.hero.he} might not need it quite so much.`,
        )
      : null,
];

const celebrate: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} and ${o(c)} laughed till they got hiccups.`,
      `${h(c)} and ${o(c)} laughed so much they got hiccups, and then they laughed at the hiccups too.`,
      `${h(c)} and ${o(c)} laughed so much they got hiccups, and then laughed at the hiccups, until ${teacher(c)} had to laugh as well.`,
    ),
  (c) =>
    by(
      c,
      `When the bell rang, they went in together.`,
      `When the bell rang, ${h(c)} and ${o(c)} went in together, side by side.`,
      `When the bell rang, ${h(c)} and ${o(c)} went in together, side by side, as if they had known each other for a hundred years.`,
    ),
];

const thankAll: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} waved goodbye to ${teacher(c)}.`,
      `"Bye, and thank you!" called ${h(c)}, waving to ${teacher(c)}.`,
      `"Thank you for today!" called ${h(c)}, waving to ${teacher(c)}, and it was strange to think that only a few hours ago ${c.hero.he} had stood at the door feeling nervous.`,
    ),
];

const closing: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} fell asleep, looking forward to tomorrow.`,
      `The rucksack stood ready by the door for tomorrow, and ${h(c)} fell asleep smiling.`,
      `The rucksack stood ready by the door for the next day, ${carer(c)} switched off the light, and ${h(c)} fell asleep smiling, thinking of everything to tell ${o(c)} tomorrow.`,
    ),
  (c) =>
    by(
      c,
      `"Good night, my ${pupil(c)}," said ${carer(c)}.`,
      `"Good night, my ${pupil(c)}," whispered ${carer(c)}, and ${h(c)} was asleep almost before the light went out.`,
      `"Good night, my ${pupil(c)}," whispered ${carer(c)} from the doorway, but ${h(c)} was already asleep, one arm round a teddy and a smile that would not go away.`,
    ),
];

/** At school a helper is met for who they are, not for a trick of their kind. */
const skill = Object.fromEntries(HelperSkill.map((k) => [k, []])) as unknown as Record<
  HelperSkill,
  Bank<EnCtx>
>;

export const firstDayScenes: Partial<SceneBanks<EnCtx>> = {
  dayStart,
  idea,
  worry,
  smallNeed,
  smallHelp: [],
  joy,
  needHelp,
  giveHelp: [],
  critter,
  travel,
  arrive,
  settingFallback: settingSchool,
  sky,
  meet,
  thanks,
  receiveGift,
  onward,
  homeward,
  passBack,
  tellHome,
  keepsakeHome,
  celebrate,
  thankAll,
  closing,
  skill,
  titles: [],
};

/** Settings a first day passes through: the school's rooms and its playground. */
export const firstDaySettings = { school: settingSchool, playground: settingOutside };
