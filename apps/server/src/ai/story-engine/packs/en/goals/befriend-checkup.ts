// A visit to the dentist or the doctor that a child dreads: the worry said kindly at home, what
// will happen there told in child terms (counting teeth with a little mirror, listening to the
// heart), the way there and the waiting room, the big chair, a kind grown-up, the brave step
// won with what was brought from home, and pride and a sticker at the end. Never frightening:
// no needles, nothing that hurts.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  checkupHitch,
  checkupSpare,
  eachOnce,
  firstAt,
  type CheckupSpare,
} from '../../checkup-beats';

const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => c.hero.he.charAt(0).toUpperCase() + c.hero.he.slice(1);
const dentist = (c: EnCtx) => c.clinic === 'dentist';
/** The grown-up who takes the hero there: Mum, Dad, or whom the family named. */
const carer = (c: EnCtx) => c.recipient?.name ?? 'Mum';
/** "the dentist" or "the doctor". */
const doc = (c: EnCtx) => (dentist(c) ? 'the dentist' : 'the doctor');
/** What happens there, in child terms. */
const explain = (c: EnCtx) =>
  dentist(c)
    ? 'the dentist just {counts|looks at|checks} your teeth with a {little|tiny|small round} mirror, to see that they are all {strong and shiny|healthy and strong|clean and strong}'
    : 'the doctor just listens to your heart with a kind of {telephone|listening tube} and {looks in your ears|peeks in your ears|shines a little light in your ears}, to see that you are {growing well|well and growing|growing just right}';

/** What was brought from home, as it is packed and as it helps with the brave step. */
const SPARE: Record<CheckupSpare, { ready: string; short: string; helps: (c: EnCtx) => string }> = {
  teddy: {
    ready: 'the old teddy, to come along',
    short: 'the teddy',
    helps: (c) =>
      dentist(c)
        ? `${h(c)} held up the teddy, and ${doc(c)} counted teddy's teeth first, all of them, very seriously. Then it was ${h(c)}'s turn, and ${c.hero.he} opened {wide|as wide as a hippo|very wide}`
        : `${h(c)} held up the teddy, and ${doc(c)} listened to teddy's heart first, very seriously. Then it was ${h(c)}'s turn, and ${c.hero.he} sat up tall`,
  },
  count: {
    ready: 'a counting trick: count to ten, slowly, and it will be done',
    short: 'the counting trick',
    helps: (c) =>
      `${h(c)} closed ${c.hero.his} eyes and counted, slowly, one, two, three, and before ${c.hero.he} even got to ten, ${doc(c)} said, "That's it!"`,
  },
  hand: {
    ready: `a secret squeeze: one squeeze of ${'${carer}'}'s hand means "I'm all right"`,
    short: 'the secret squeeze',
    helps: (c) =>
      `${h(c)} held ${carer(c)}'s hand and squeezed once, which meant "I'm all right", and ${carer(c)} squeezed back, and ${h(c)} ${dentist(c) ? 'opened wide' : 'took a big breath'}`,
  },
};
const spare = (c: EnCtx) => SPARE[checkupSpare(c)];
const ready = (c: EnCtx) => spare(c).ready.replace('${carer}', carer(c));

/** The worry at each place, and the kind answer that comes with it. */
const worry = (c: EnCtx): string => {
  switch (checkupHitch(c)) {
    case 'slow':
      return by(
        c,
        `${h(c)}'s feet walked slower and slower. ${carer(c)} counted cars with ${c.hero.him}.`,
        `The closer they came, the {slower|more slowly|heavier} ${h(c)}'s feet {walked|went|dragged}{| along}. So ${carer(c)} made it a game: who could spot the most {red cars|blue doors|dogs on leads}? By {the corner|the bus stop|the crossing} ${h(c)} had {seven|five|nine}.`,
        `The nearer they got, the slower ${h(c)}'s feet went, until they were hardly moving at all. ${carer(c)} did not hurry ${c.hero.him}. Instead ${carer(c)} started a game of spotting red cars, and by the corner ${h(c)} had seen seven and nearly forgotten to be slow.`,
      );
    case 'tummy':
      return by(
        c,
        `${h(c)}'s tummy fluttered. They sat on a bench and breathed.`,
        `{In the park|By the pond in the park|Halfway across the park} ${h(c)}'s tummy began to {flutter|flip|wobble} like {a moth|a butterfly|a little bird}. They sat on {a bench|a low wall|the edge of the sandpit} and took {three|four|five} {slow|calm|deep} breaths together, in through the nose and out like blowing out {candles|birthday candles|a match}.`,
        `In the park ${h(c)}'s tummy began to flutter, as if a moth had got in. So they sat down on a bench and took three slow breaths together, in through the nose and out like blowing out birthday candles, until the moth settled.`,
      );
    case 'whatif':
      return by(
        c,
        `"What if it's scary?" asked ${h(c)}. "It won't be," said ${carer(c)}.`,
        `"What if it's scary?" asked ${h(c)} by the swings. ${carer(c)} crouched down. "Remember, ${explain(c)}. And I'll be right there."`,
        `By the swings ${h(c)} stopped. "What if it's scary?" ${c.hero.he} whispered. ${carer(c)} crouched down to ${c.hero.his} height. "Do you know what happens there? ${explain(c).charAt(0).toUpperCase() + explain(c).slice(1)}. And I'll be right beside you the whole time."`,
      );
    case 'called':
      return by(
        c,
        `"${h(c)}?" called a kind voice. ${h(c)} hid behind ${carer(c)}.`,
        `They sat by the fish tank and watched {an orange fish|a little striped fish|a round yellow fish} {blow bubbles|swim in circles|nibble at the plants}. {Then a door opened|Then a door swung open|After a while a door opened}, and a {kind|friendly|cheerful} voice {called|asked|said}, "${h(c)}?" ${h(c)} {hid|ducked|shrank} behind ${carer(c)}'s {arm|back|coat}. {Just then|At that moment|Right then} a {girl|boy} came out with a {shiny|star-shaped|bright green} sticker and a {big smile|wide grin|happy face}.`,
        `They sat by the fish tank and watched an orange fish blow slow bubbles. Then a door opened and a kind voice called, "${h(c)}?" ${h(c)} shrank behind ${carer(c)}'s arm. But out of the door came a boy not much older, holding a shiny sticker and grinning from ear to ear.`,
      );
    case 'chair':
      return dentist(c)
        ? by(
            c,
            `There was a big chair and a bright lamp. ${doc(c).charAt(0).toUpperCase()}${doc(c).slice(1)} smiled.`,
            `In the {room|middle of the room|bright room} stood a big {chair|blue chair|soft chair} with a {round|big round|shiny} lamp {over it|above it|right over it}. "{Want to see a trick?|Shall I show you something funny?|Watch this!}" said the dentist, and pressed a button, and the chair went up like {a lift|a rocket|an elevator} and down again. ${h(c)} {giggled|laughed|had to smile} {out loud|a little|in spite of it all}.`,
            `In the middle of the room stood a big blue chair with a round lamp hanging over it like a little sun. "Would you like to see a trick?" asked the dentist, and pressed a button, and the chair rose up like a lift and sank down again, slow as a cloud. In spite of everything, ${h(c)} giggled.`,
          )
        : by(
            c,
            `The doctor had a cold listening thing. ${h(c)} listened too!`,
            `The doctor held up the stethoscope. "Want to listen first?" she asked, and put it to ${h(c)}'s ears. Thump-thump, went the doctor's own heart, and ${h(c)}'s eyes went round.`,
            `The doctor held up the stethoscope, which looked a bit like a telephone for very small voices. "Would you like to listen first?" she asked, and put the ends in ${h(c)}'s ears. Thump-thump, thump-thump went the doctor's own heart, and ${h(c)}'s eyes went wide.`,
          );
  }
};

export const checkup: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Tomorrow ${h(c)} was going to ${doc(c)}. ${He(c)} felt wobbly inside.`,
        `{Tomorrow|The next morning|In the morning} ${h(c)} had to go to ${doc(c)} for a check-up, and just {thinking about it|the thought of it|hearing the word} made ${c.hero.his} tummy feel {wobbly|fluttery|all wobbly}.`,
        `Tomorrow ${h(c)} was going to ${doc(c)} for a check-up, and every time ${c.hero.he} thought about it, ${c.hero.his} tummy did a small, wobbly somersault.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `"It's all right to feel scared," said ${carer(c)}. They made a plan: ${spare(c).short}.`,
        `"It's all right to feel a bit scared," said ${carer(c)}, and gave ${h(c)} a {hug|squeeze|cuddle}. "{Lots of people do|Lots of people feel like that|Most people do, a little}. {Shall I tell you what happens there?|Do you want to know what happens there?|Shall I tell you what really happens?} ${explain(c).charAt(0).toUpperCase() + explain(c).slice(1)}." And just in case, they made a plan together: ${ready(c)}.`,
        `"It's all right to feel scared," said ${carer(c)}, sitting down on the edge of the bed. "Lots of grown-ups do too. Shall I tell you what really happens? ${explain(c).charAt(0).toUpperCase() + explain(c).slice(1)}. That's all." And just in case, the two of them made a plan: ${ready(c)}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${h(c)} still felt wobbly.`,
        `But when {the morning came|morning came|it was time to go}, ${h(c)} still felt {wobbly all over|wobbly inside|like jelly}.`,
        `But when morning came, the wobbly feeling was still there, curled up in ${h(c)}'s tummy like a cat that would not move.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I'll try," said ${h(c)}.`,
        `"I'll {try|give it a go|be brave}," said ${h(c)} in a {small|little|quiet} voice, "if you {come with me|hold my hand|stay with me}." "{Always|Of course|Every step}," said ${carer(c)}.`,
        `"I'll try," said ${h(c)}, in a voice smaller than usual, "as long as you come all the way in with me." "All the way," said ${carer(c)}.`,
      ),
  ],
  attempt: firstAt<EnCtx>('hitch', worry, [
    (c) =>
      by(
        c,
        `${h(c)} held ${carer(c)}'s hand a bit tighter.`,
        `${h(c)} held ${carer(c)}'s hand a {little|bit|lot} tighter than {usual|ever|before}{| all the way| as they walked}.`,
        `${h(c)} held on to ${carer(c)}'s hand a little tighter than usual, and ${carer(c)} did not mind at all.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} took one slow breath.`,
        `${h(c)} took a {slow|long|deep} breath, the {candle-blowing|balloon-filling|bubble-blowing} kind.`,
        `${h(c)} took a slow breath, the candle-blowing kind, and let the wobbly feeling float out with it.`,
      ),
  ]),
  progress: firstAt<EnCtx>(
    'fix',
    (c) =>
      by(
        c,
        `${h(c)} felt a tiny bit braver.`,
        `{Step by step|Little by little|Bit by bit}, ${h(c)} felt a {tiny bit|little bit|tiny bit more} braver.`,
        `Step by step, and without quite noticing, ${h(c)} was feeling a tiny bit braver.`,
      ),
    [
      (c) =>
        by(
          c,
          `"You're doing so well," said ${carer(c)}.`,
          `"You're doing {so well|really well|brilliantly}," {said|whispered|smiled} ${carer(c)}, and ${h(c)} stood a {little|bit|tiny bit} straighter.`,
          `"You're doing so well," whispered ${carer(c)}, and ${h(c)} stood a little straighter, the way brave people do.`,
        ),
    ],
    'hitch',
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Being brave can be small," said ${c.helper.name}.`,
            `"Being brave doesn't mean not being scared," said ${c.helper.name}. "It means {going anyway|doing it anyway|trying anyway}, {a little bit at a time|one small step at a time|bit by bit}."`,
            `"Do you know what being brave is?" said ${c.helper.name}. "It isn't not being scared. It's being scared and going anyway, one small step at a time."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Ask lots of questions," said ${c.helper.name}.`,
            `"You can ask ${doc(c)} {anything|anything you like|whatever you want}," said ${c.helper.name}. "Questions make things {less scary|smaller|much less scary}."`,
            `"You're allowed to ask ${doc(c)} anything you like," said ${c.helper.name}. "Questions are like torches: they make the dark bits smaller."`,
          )
        : null,
  ]),
  ask: eachOnce<EnCtx>('ask', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Were you ever scared of ${doc(c)}?" asked ${h(c)}.`,
            `"${c.helper.name}, were you ever scared of ${doc(c)}?" asked ${h(c)}. "{Oh, yes|Oh, I was|Yes, I was}!" came the answer. "{Every time|Every single time|Each time}, when I was {small|little|your size}."`,
            `"${c.helper.name}," asked ${h(c)}, "were you ever scared of ${doc(c)}?" "Every single time, when I was your age," came the answer, with a smile.`,
          )
        : null,
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `{Then came the brave bit|Now came the brave part|And then it was time for the brave bit}. ${h(c)} had ${spare(c).short}.`,
          `{Then came the brave bit|Now came the brave part|And then it was time for the brave bit}. ${h(c)} remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
          `{Then came the really brave bit|Now came the bravest part of all|And then came the really brave part}, and for a moment ${h(c)} wanted to climb down. Instead ${c.hero.he} remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${carer(c)} stayed close. They used ${spare(c).short}.`,
          `{Then came the brave bit|Now came the brave part|And then it was time for the brave bit}. "Remember our plan?" whispered ${carer(c)}, and ${spare(c).helps(c)}.`,
          `{Then came the really brave bit|Now came the bravest part of all|And then came the really brave part}. "Remember our plan from last night?" whispered ${carer(c)}, right beside the chair, and ${spare(c).helps(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} held the ${c.gift.sg} tight and was brave.`,
              `{Then came the brave bit|Now came the brave part|And then it was time for the brave bit}. ${h(c)} held the ${c.gift.sg} tight in one hand, remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
              `{Then came the really brave bit|Now came the bravest part of all|And then came the really brave part}. ${h(c)} held the ${c.gift.sg} tight in one hand for courage, remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: ${spare(c).short}!`,
          `{Then came the brave bit|Now came the brave part|And then it was time for the brave bit}, and ${h(c)} had an idea. ${He(c)} remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
          `{Then came the really brave bit|Now came the bravest part of all|And then came the really brave part}, and ${h(c)} thought hard about what would help. Then ${c.hero.he} remembered ${spare(c).short}, and ${spare(c).helps(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      dentist(c)
        ? by(
            c,
            `"All done! I counted every tooth," said the dentist. ${h(c)} got a sticker!`,
            `"{All done|Finished|That's it}!" said the dentist. "Every tooth counted, and every one {strong and shiny|healthy and strong|clean and strong}." ${h(c)} sat up and {grinned|beamed|laughed}, and got to choose a sticker with a {smiling tooth|tooth with a crown|happy tooth} on it.`,
            `"All done," said the dentist, switching off the lamp. "I counted every single tooth, and every one of them is strong and shiny. You were a very good patient." ${h(c)} sat up, grinned the biggest grin of the week, and chose a sticker with a smiling tooth on it.`,
          )
        : by(
            c,
            `"All done! Your heart is strong," said the doctor. ${h(c)} got a sticker!`,
            `"{All done|Finished|That's it}!" said the doctor. "Your heart goes thump-thump just as it should, and you've grown {since last time|a whole bit|taller again}." ${h(c)} {grinned|beamed|laughed}, and got to choose a {sticker|shiny sticker|star sticker}.`,
            `"All done," said the doctor, rolling up the stethoscope. "Your heart goes thump-thump exactly as it should, your ears are clean as whistles, and you've grown since last time." ${h(c)} grinned the biggest grin of the week and chose a shiny sticker.`,
          ),
  ],
  home: eachOnce<EnCtx>('home', [
    (c) =>
      by(
        c,
        `On the way home ${h(c)} felt as tall as a tree.`,
        `{On the way home|Walking home|All the way back} ${h(c)} felt as tall as {a tree|a giraffe|a lamppost}, and showed the sticker to {everyone they passed|every dog they met|the bus driver and the lady at the shop}.`,
        `All the way home ${h(c)} felt as tall as a tree, and showed the sticker to everyone they passed, even a surprised pigeon.`,
      ),
    (c) =>
      by(
        c,
        `"I'm so proud of you," said ${carer(c)}.`,
        `"I'm so proud of you," said ${carer(c)} {at the door|in the hall|with a big hug}. "You were scared, and you {went anyway|did it anyway|still went in}."`,
        `"I'm so proud of you," said ${carer(c)} at the front door. "You were scared, and you went anyway. That's the bravest kind of brave."`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `It had not been so scary after all.`,
        `It had not been {nearly as scary|half as scary|anywhere near as scary} as ${h(c)} had {thought|feared|imagined}.`,
        `It had not been nearly as scary as ${h(c)} had thought, and the wobbly feeling was gone, as if it had never been there.`,
      ),
    (c) =>
      by(
        c,
        `Next time ${h(c)} would be brave again.`,
        `Next time, ${h(c)} decided, ${c.hero.he} would be brave {again|all over again|once more}. {Well, maybe a little scared, but brave.|A tiny bit scared, maybe, but brave.|Perhaps a bit wobbly, but brave.}`,
        `Next time, ${h(c)} decided, ${c.hero.he} would go in brave. Maybe a little bit scared too, but that was all right: brave people usually are.`,
      ),
  ]),
  refrain: [() => `One small step and one more, brave feet through the door!`],
  title: [
    (c) => (dentist(c) ? `${h(c)} Goes to the Dentist` : `${h(c)} Goes to the Doctor`),
    (c) => `${h(c)} Is {Brave|Very Brave|Brave After All}`,
    (c) => `${h(c)} and the {Big Chair|Fish Tank|Shiny Sticker|Brave Bit}`,
    (c) => `{A Brave Day|A Big Day|The Day of the Check-up} for ${h(c)}`,
    (c) => `${h(c)}'s {Check-up|Sticker|Brave Step}`,
    (c) => `${h(c)} and ${carer(c)} {Go Together|Hand in Hand}`,
    () => `{Not So Scary After All|One Small Step|The Sticker}`,
    (c) =>
      dentist(c)
        ? `${h(c)} and the {Dentist|Kind Dentist}`
        : `${h(c)} and the {Doctor|Kind Doctor}`,
  ],
};

/** Out of the door and along the way there, then in through the clinic's own doors. */
const GO: Record<string, (c: EnCtx) => string> = {
  'waiting-room': (c) =>
    by(
      c,
      `Then they went into the waiting room.`,
      `{Then|At last|Soon} they went in through the {glass doors|big doors|sliding doors} and sat down in the waiting room{| together| side by side}.`,
      `Then they went in through the big glass doors, gave ${h(c)}'s name at the desk and sat down in the waiting room.`,
    ),
  'dentist-room': () =>
    `{Then it was time|Then it was their turn|Soon it was time} to go into the dentist's {room|room, hand in hand}.`,
  'doctor-room': () =>
    `{Then it was time|Then it was their turn|Soon it was time} to go into the doctor's {room|room, hand in hand}.`,
};

export const checkupScenes = {
  // Named by its own titles only: never "the doctor at the playground".
  titles: [] as Bank<EnCtx>,
  travel: [
    (c: EnCtx) => GO[c.place.id]?.(c) ?? null,
    (c: EnCtx) =>
      GO[c.place.id]
        ? null
        : by(
            c,
            `${h(c)} and ${carer(c)} walked ${c.place.to}.`,
            `${h(c)} and ${carer(c)} walked ${c.place.to}, hand in hand.`,
          ),
  ] as Bank<EnCtx>,
};

/** The clinic's rooms: calm, bright, something to watch, nothing sharp on show. */
export const checkupSettings = {
  clinic: [
    (c: EnCtx) =>
      c.place.id === 'waiting-room'
        ? by(
            c,
            `There were {comics|picture books} and a fish tank.`,
            `The waiting room had {soft chairs|a long green bench|a row of red chairs}, a box of {toys|blocks|puzzles} and a fish tank that bubbled {quietly|softly|to itself}.`,
            `The waiting room smelled of soap and {apples|new paper}; there was a box of toys in the corner, a pile of well-read comics and a fish tank that bubbled softly to itself.`,
          )
        : by(
            c,
            `The room was bright and {clean|tidy}.`,
            `The room was {bright and tidy|light and clean|bright and calm}, with a big window and ${dentist(c) ? '{a poster of a smiling tooth|a picture of a happy tooth}' : '{a chart of letters|a picture of a giraffe measuring children}'} on the wall.`,
            `The room was bright and tidy, with a big window, a sink that shone and ${dentist(c) ? 'a poster of a very happy tooth' : 'a chart of letters getting smaller and smaller'} on the wall.`,
          ),
  ] as Bank<EnCtx>,
};
