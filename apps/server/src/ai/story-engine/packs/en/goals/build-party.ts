// A birthday party got ready and held: the invitations, the balloons, the cake; what goes wrong
// at each place (the cake sinks, the balloons fly off, rain on the garden, the present sold
// out); the spare kept ready from the start that saves the day; then the guests, the candles
// and the wish. A surprise party is kept secret until the one it is for walks in.
import { NUMBERS_EN } from '../../../lexicon/features';
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  eachStep,
  firstHere,
  onceHere,
  onceInStory,
  toldHere,
  partyHitch,
  partySpare,
  type PartyHitch,
  type PartySpare,
} from '../../family-beats';
import { laterFixes, laterHitches, partyAdvice, partyDone, partyPaid } from './party-steps';

const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => c.hero.he.charAt(0).toUpperCase() + c.hero.he.slice(1);
/** Whose birthday it is: the one it is for, or the hero's own. */
const own = (c: EnCtx) => !c.recipient;
const who = (c: EnCtx) => c.recipient?.name ?? h(c);
const whose = (c: EnCtx) => (c.recipient ? `${c.recipient.name}’s` : `${h(c)}’s`);
const them = (c: EnCtx) => (c.recipient ? c.recipient.him : c.hero.him);
/** Up to twelve: the lexicon's count words, and the two a birthday can still reach. */
const NUMBERS = [...NUMBERS_EN, 'eleven', 'twelve'];
const num = (n: number) => NUMBERS[n] ?? String(n);
/** "five candles", or "the candles" when the age is unsaid. */
const candles = (c: EnCtx) =>
  c.age && c.age <= 12
    ? `all ${num(c.age)} candles`
    : c.age
      ? 'the candles'
      : '{the candles|every candle}';
/** The one helping: a grown-up met here, else the friend or the pet beside the hero. */
const aide = (c: EnCtx) =>
  c.helper?.name ??
  c.friend?.name ??
  c.helpersMet[0]?.name ??
  (who(c) === 'Grandma' ? 'Grandpa' : 'Grandma');
/** The guests: those met while getting ready, and a friend. */
const guests = (c: EnCtx) => {
  const names = [
    ...new Set([...c.helpersMet.map((a) => a.name), ...(c.friend ? [c.friend.name] : [])]),
  ]
    .filter((n) => n !== who(c))
    .slice(0, 3);
  if (!names.length) return 'all the neighbours';
  if (names.length === 1) return `${names[0]} and the neighbours`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};
const secret = (c: EnCtx) => c.surprise && !own(c);

/** The spare as it is first set aside, and as it saves the party. */
const SPARE: Record<PartySpare, { ready: string; short: string; saves: (c: EnCtx) => string }> = {
  ribbon: {
    ready: 'a long roll of red ribbon',
    short: 'the red ribbon',
    saves: (c) =>
      `${h(c)} tied every balloon to the chairs with the red ribbon, double knots, so not one could fly away`,
  },
  umbrella: {
    ready: 'the big old garden umbrella from the shed',
    short: 'the big umbrella',
    saves: (c) =>
      `${h(c)} opened the big garden umbrella over the table, and the cake stayed as dry as toast`,
  },
  berries: {
    ready: 'a whole bowl of strawberries',
    short: 'the strawberries',
    saves: (c) =>
      `${h(c)} filled the dip in the middle of the cake with strawberries, and now it looked like a crown`,
  },
  song: {
    ready: 'a birthday song with a secret extra verse',
    short: 'the birthday song',
    saves: (c) =>
      `${h(c)} stood on a chair and sang the song with the secret extra verse, and everyone joined in`,
  },
};
const spare = (c: EnCtx) => SPARE[partySpare(c)];

/** What is to be got ready, in the family's order. */
const LIST =
  '{invitations, balloons and a cake|balloons, a cake and a present|a cake, balloons and invitations|invitations, a present and a big cake}';

export const party: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        own(c)
          ? `Soon it was ${h(c)}’s birthday${c.age ? `: ${num(c.age)} years old` : ''}!`
          : `Soon it was ${who(c)}’s birthday, and ${h(c)} had a plan.`,
        own(c)
          ? `In just one more sleep it would be ${h(c)}’s birthday${c.age ? `, and ${c.hero.he} would be ${num(c.age)}` : ''}. ${He(c)} wanted a real party, with ${LIST}.`
          : `It was nearly ${who(c)}’s birthday${c.age ? ` (${num(c.age)} years!)` : ''}, and ${h(c)} wanted to give ${them(c)} a real party, with ${LIST}.`,
        own(c)
          ? `Tomorrow was ${h(c)}’s birthday${c.age ? `, the day ${c.hero.he} turned ${num(c.age)}` : ''}, and ${c.hero.he} had been counting the sleeps for weeks. There would be a party, a proper one, with ${LIST}.`
          : `${who(c)}’s birthday was coming${c.age ? `, ${num(c.age)} years of it` : ''}, and ${h(c)} had decided that this year there would be a proper party, with ${LIST}, and ${h(c)} would get it all ready.`,
      ),
    (c) =>
      secret(c)
        ? by(
            c,
            `${h(c)} planned a surprise party for ${who(c)}. Shh!`,
            `${h(c)} was planning a surprise party for ${who(c)}’s birthday. The hardest part? ${who(c)} must not find out.`,
            `${h(c)} was planning something enormous: a surprise party for ${who(c)}’s birthday, and the whole thing had to stay a secret until the very last moment.`,
          )
        : null,
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} drew the party: balloons and a big cake.`,
        `${h(c)} drew the whole party on a big sheet of paper: the balloons, the cake with ${candles(c)}, and everyone singing.`,
        `${h(c)} drew the whole party on the back of an old poster, from the balloons by the door to the cake with ${candles(c)}, and everyone with their mouths open, singing.`,
      ),
    (c) =>
      by(
        c,
        `On the list, just in case: ${spare(c).ready}.`,
        `At the bottom of the list ${h(c)} wrote, just in case: ${spare(c).ready}.`,
        `At the very bottom of the list, underlined twice, ${h(c)} added something just in case: ${spare(c).ready}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But there was so much to do!`,
        `But there was so much to get ready, and only one day to do it.`,
        `But when ${h(c)} read the list again, it was very long, and the day was very short.`,
      ),
    (c) =>
      secret(c)
        ? by(
            c,
            `And ${who(c)} must not see a thing.`,
            `And all of it had to be done without ${who(c)} seeing a single balloon.`,
            `And every bit of it had to happen right under ${who(c)}’s nose without ${c.recipient?.him ?? 'them'} noticing a thing.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      by(
        c,
        `"Cake first, then balloons!" said ${h(c)}.`,
        `"First the cake, then the balloons," said ${h(c)}, rolling up ${c.hero.his} sleeves. "Let’s get this party ready!"`,
        `"Right," said ${h(c)}, folding the list into a pocket. "One thing at a time, and the party will be ready by the time the candles are lit."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} made a list: ${LIST}.`,
        `${h(c)} made a list, ticked the first box with a flourish and got going.`,
        `${h(c)} made a list with a box to tick for every job, and ticked the first one before it was even done, just for luck.`,
      ),
  ],
  attempt: firstHere<EnCtx>(
    'hitch',
    eachStep<EnCtx, PartyHitch>(partyHitch, {
      cake: (c) =>
        by(
          c,
          `The cake went in the oven. Then it sank!`,
          `${h(c)} stirred the batter {smooth|until ${c.hero.his} arm ached} and slid the tin into the oven, but the cake sank in the middle like a little pond.`,
          `${h(c)} weighed and stirred and slid the tin into the oven, and for a while it rose beautifully, but then, with a sad little sigh, the cake sank in the middle.`,
        ),
      balloons: (c) =>
        by(
          c,
          `Whoosh! The balloons flew away.`,
          `${h(c)} blew up the balloons ${c.place.in}, but a gust of wind tugged three of them free, and up they sailed over the {fence|hedge|roofs}.`,
          `${h(c)} blew up balloon after balloon until ${c.hero.his} cheeks ached, but a cheeky gust snatched the whole bunch, and they sailed away over the {fence|hedge} like a flock of bright birds.`,
        ),
      rain: (c) =>
        by(
          c,
          `Then it began to rain on the party things.`,
          `Just as the table stood ready ${c.place.in}, big grey drops began to fall, plip, plop, on the paper plates.`,
          `Just as the table was laid ${c.place.in}, a grey cloud slid over the sun, and fat raindrops began to fall on the paper plates and the napkins.`,
        ),
      garland: (c) =>
        by(
          c,
          `The paper garland tore in two.`,
          `${h(c)} hung the paper garland ${c.place.in}, but it tore in the middle and fell in the grass.`,
          `${h(c)} climbed up to hang the long paper garland ${c.place.in}, but it caught on a branch, tore in two and drifted down into the grass.`,
        ),
      present: (c) =>
        by(
          c,
          `The present ${h(c)} wanted was sold out.`,
          `At ${c.place.the}, the shelf where the present should have been was empty. "Sold out this morning," said the shopkeeper.`,
          `At ${c.place.the}, ${h(c)} ran to the shelf where the present had been last week, but there was only an empty gap and a little sign: SOLD OUT.`,
        ),
      invites: (c) =>
        by(
          c,
          `The glue made the invitations stick together.`,
          `${h(c)} wrote the invitations, but the glue ran and stuck them all together in one lumpy pile.`,
          `${h(c)} wrote the invitations in ${c.hero.his} best letters, but the glitter glue ran, and soon they were stuck together in one sparkly, lumpy brick.`,
        ),
      ...laterHitches,
    }),
    [
      (c) =>
        by(
          c,
          `Oops! ${h(c)} spilled the {glitter|sprinkles|confetti}.`,
          `Then ${h(c)} knocked over the {glitter|sprinkles|confetti} ${c.place.in}, and it went {everywhere|all over the floor|into every crack}.`,
          `Then ${h(c)}’s elbow knocked the jar of {glitter|sprinkles|confetti} ${c.place.in}, and it went everywhere, into ${c.hero.his} hair, ${c.hero.his} socks and every single crack.`,
        ),
      (c) =>
        // Candles already bought are not lost again.
        c.stepsTaken().includes('candles')
          ? null
          : by(
              c,
              `Where were the candles? Nobody knew!`,
              `"Where are the candles?" cried ${h(c)}. They were not in the drawer, and not in the cupboard either.`,
              `"Has anybody seen the candles?" called ${h(c)}, but they were not in the drawer, not in the cupboard, and not in any of the places candles usually hide.`,
            ),
      (c) =>
        c.friend && !c.friend.person
          ? by(
              c,
              `${c.friend.name} ran off with a party hat!`,
              `${c.friend.name} grabbed a party hat and ran off with it, round and round ${c.place.the}.`,
              `${c.friend.name} thought the party hats were a new game, grabbed one and raced round and round ${c.place.the} with it, very pleased indeed.`,
            )
          : null,
      (c) =>
        secret(c)
          ? by(
              c,
              `"What’s that?" asked ${who(c)}. ${h(c)} hid it fast.`,
              `Footsteps! ${who(c)} nearly walked in, and ${h(c)} hid everything behind ${c.hero.his} back just in time.`,
              `Then came footsteps in the hall, and ${h(c)} had to hide everything behind ${c.hero.his} back and smile as if nothing at all was going on.`,
            )
          : null,
    ],
    undefined,
    true,
  ),
  progress: firstHere<EnCtx>(
    'fix',
    eachStep<EnCtx, PartyHitch>(partyHitch, {
      cake: (c) =>
        by(
          c,
          `They baked a second cake, and it rose.`,
          `This time they did not open the oven door to peek, and the second cake rose {high and golden|round and proud}.`,
          `This time nobody opened the oven door to peek, not even once, and the second cake rose round and golden and smelled of holidays.`,
        ),
      balloons: (c) =>
        by(
          c,
          `They blew up new balloons and held on tight.`,
          `They blew up a new bunch and tied each string to ${c.hero.his} wrist until they found somewhere safe.`,
          `They blew up a new bunch and tied every string round ${h(c)}’s wrist, and the balloons bobbed there like a cloud that had decided to stay.`,
        ),
      rain: (c) =>
        by(
          c,
          `They carried the plates in, and the rain stopped.`,
          `They rescued the plates and the napkins, and after a while the rain eased and the sun peeped out again.`,
          `They rescued the plates and the napkins in a great rush, and then, as quickly as it had come, the shower passed and the grass began to steam in the sun.`,
        ),
      garland: (c) =>
        by(
          c,
          `They taped the garland together again.`,
          `With a bit of tape and a lot of patience, the garland was whole again, and it fluttered between the branches.`,
          `With a roll of tape and a great deal of patience they mended the garland, and now it fluttered between the branches, looking only a little bit patched.`,
        ),
      present: (c) =>
        by(
          c,
          `They bought paper and made a present instead.`,
          `So they bought coloured paper and a pot of glitter, to make a present instead, one nobody else could buy.`,
          `So they bought coloured paper, string and a pot of glitter instead, because a present made at home is one nobody else in the world can buy.`,
        ),
      invites: (c) =>
        by(
          c,
          `They wrote new invitations, slowly.`,
          `They wrote the invitations again, slowly this time, and let them dry on the windowsill.`,
          `They wrote every invitation again, slowly this time, and laid them out to dry in a long row on the windowsill like little flags.`,
        ),
      ...laterFixes,
    }),
    [
      (c) =>
        by(
          c,
          `They swept up the mess and laughed.`,
          `They cleared up the mess together, and the next job went {much better|twice as fast}.`,
          `They swept and giggled and swept some more, and after that the next job on the list went twice as fast.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} ticked one more thing off the list.`,
          `${h(c)} ticked one more thing off the list. Not long now!`,
          `${h(c)} ticked one more thing off the list, and the party felt close enough to smell.`,
        ),
    ],
    'hitch',
  ),
  // Once the job here is put right, and only then.
  done: partyDone(partyHitch).map((t) => onceHere('done', 'fix', t)),
  advice: [
    // Said when the job here has gone wrong: how it is put right.
    ...partyAdvice((c) => (toldHere(c, 'hitch') ? partyHitch(c) : undefined)),
    (c) =>
      c.helper && partyHitch(c) === 'cake'
        ? by(
            c,
            `"Don’t open the oven too soon," said ${c.helper.name}.`,
            `"A cake needs peace and quiet while it bakes," said ${c.helper.name}. "Don’t open the door too soon."`,
            `"The secret of a cake," said ${c.helper.name}, "is patience: never open the oven door before it is ready, however good it smells."`,
          )
        : null,
    (c) =>
      c.helper && partyHitch(c) === 'balloons'
        ? by(
            c,
            `"Tie each balloon tight," said ${c.helper.name}.`,
            `"Balloons always want to fly off," said ${c.helper.name}. "Tie them with a double knot."`,
            `"Balloons are like puppies," said ${c.helper.name} with a wink. "They always want to run off, so tie them with a double knot."`,
          )
        : null,
    // Said once: a second grown-up saying it again would be the story marking time.
    onceInStory('people', (c) =>
      c.helper
        ? by(
            c,
            `"A party is the people," said ${c.helper.name}.`,
            `"Don’t worry if it isn’t perfect," said ${c.helper.name}. "A party is the people, not the plates."`,
            `"Do you know what makes a good party?" said ${c.helper.name}. "Not perfect plates. The people who come, and the laughing."`,
          )
        : null,
    ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Will you help with the party?" asked ${h(c)}.`,
            `"${c.helper.name}, can you help me get the party ready?" asked ${h(c)}.`,
            `"${c.helper.name}," said ${h(c)}, holding out the list, "I can’t do all this alone. Will you help me get the party ready?"`,
          )
        : null,
    (c) =>
      c.helper && secret(c)
        ? by(
            c,
            `"Can you keep a secret?" whispered ${h(c)}.`,
            `"Can you keep a secret?" whispered ${h(c)} to ${c.helper.name}. "It’s a surprise party for ${who(c)}."`,
            `"Can you keep a secret?" whispered ${h(c)}, and ${c.helper.name} nodded, eyes shining. "It’s a surprise party for ${who(c)}, and we need help."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Oh no, one last trouble! But ${h(c)} had ${spare(c).short}.`,
          `Then came one last trouble, right before the party. But ${h(c)} remembered ${spare(c).short} on the list: ${spare(c).saves(c)}.`,
          `At the very last minute, one more thing went wrong, and for a moment ${h(c)} wanted to cry. Then ${c.hero.he} remembered what was written at the bottom of the list, and ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${aide(c)} and ${h(c)} fixed the last trouble together.`,
          `Right before the party, one last thing went wrong. "The list!" said ${aide(c)}, and together they used ${spare(c).short}: ${spare(c).saves(c)}.`,
          `Right before the party, one last thing went wrong, but ${aide(c)} was there. "What was at the bottom of your list?" ${aide(c)} asked, and together they fetched ${spare(c).short}: ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} put the ${c.gift.sg} on the table. Now it was ready!`,
              `One last trouble came, but ${h(c)} had ${spare(c).short}: ${spare(c).saves(c)}. The ${c.gift.sg} went on the table as the finishing touch.`,
              `One last trouble came, but ${h(c)} had ${spare(c).short} ready: ${spare(c).saves(c)}. Last of all, the ${c.gift.sg} went in the middle of the table, the finishing touch.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} thought hard, then used ${spare(c).short}.`,
          `One last thing went wrong, and ${h(c)} thought hard. Then ${c.hero.he} smiled: ${spare(c).saves(c)}.`,
          `One last thing went wrong, and ${h(c)} stood very still and thought. Then ${c.hero.he} laughed out loud, because the answer was on the list all along: ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const reveal = secret(c)
        ? by(
            c,
            `${who(c)} came in. "SURPRISE!" everyone shouted.`,
            `The door opened, ${who(c)} stepped in, and everyone jumped out: "SURPRISE!" ${who(c)} gasped and laughed.`,
            `The door opened, ${who(c)} stepped in, and the room exploded with "SURPRISE!" ${who(c)} stood there with both hands over ${c.recipient?.his ?? 'their'} mouth, laughing and nearly crying at once.`,
          )
        : by(
            c,
            `The guests came: ${guests(c)}.`,
            `Ding-dong! The guests came one after another: ${guests(c)}, all with shining eyes.`,
            `Ding-dong! The bell rang and rang, and in came the guests, ${guests(c)}, with presents under their arms and party hats on crooked.`,
          );
      const cake = by(
        c,
        `Here came the cake! ${who(c)} wished and blew out ${candles(c)}.`,
        `Everyone sang "Happy Birthday" as the cake came in, and ${who(c)} took a big breath, made a wish and blew out ${candles(c)} in one go.`,
        `In came the cake, everyone sang "Happy Birthday" loudly and a bit out of tune, and ${who(c)} closed ${c.recipient?.his ?? c.hero.his} eyes, made a secret wish and blew out ${candles(c)} in one long whoosh.`,
      );
      return [reveal, partyPaid(c), cake].filter(Boolean).join(' ');
    },
  ],
  home: [
    (c) =>
      by(
        c,
        `At last the guests went home.`,
        `At last the last guest waved goodbye, and the house went quiet, with balloons bobbing against the ceiling.`,
        `At last the last guest waved goodbye from the gate, and the house went quiet; only a few balloons still bobbed against the ceiling, and there were crumbs everywhere.`,
      ),
    (c) =>
      by(
        c,
        `There was one slice of cake left.`,
        `There was one slice of cake left, and ${h(c)} and ${aide(c)} shared it, one crumb at a time.`,
        `There was one lonely slice of cake left on the plate, and ${h(c)} shared it with ${aide(c)}, fork by fork, while they talked about the best bits.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        own(c)
          ? `It was ${h(c)}’s best birthday ever.`
          : `${who(c)} said it was the best birthday ever.`,
        own(c)
          ? `It had been the best birthday ever, sunk cake and all.`
          : `"That was the best birthday I’ve ever had," said ${who(c)}, and gave ${h(c)} a long hug.`,
        own(c)
          ? `Nothing had gone quite to plan, and it had been the best birthday ever all the same.`
          : `"That was the best birthday of my whole life," said ${who(c)}, hugging ${h(c)} tight, and ${h(c)} glowed all the way down to ${c.hero.his} toes.`,
      ),
    (c) =>
      by(
        c,
        `What had ${who(c)} wished for? That was a secret.`,
        `What had the wish been? ${who(c)} just smiled. Birthday wishes are secret.`,
        `Nobody ever found out what the wish had been, because a birthday wish is a secret, but ${who(c)} smiled as if it had already come true.`,
      ),
  ],
  refrain: [() => `Balloons up and candles bright, a birthday party tonight!`],
  title: [
    (c) => `${whose(c)} Birthday`,
    (c) => (secret(c) ? `A Surprise for ${who(c)}` : `The Birthday Cake`),
    (c) => `${whose(c)} Birthday Party`,
  ],
};
