// The way home: the hero is lost, stranded or carried far away, wants to get home to the one
// waiting there, finds the way past what lies between, and arrives home to a hug.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { placeById } from '../../../lexicon/places';
import { theKind } from '../../../compose/met-actor';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const called = (c: EnCtx) => (c.hero.person ? h(c) : `${c.hero.a} {called|named} ${h(c)}`);
/** Where the hero is lost: "in the town", "at the North Pole". */
const lostAt = (c: EnCtx) => c.start?.in ?? 'far from home';
const lostThe = (c: EnCtx) => c.start?.the ?? 'that strange place';
/** Homes that are just "home": the house, the cottage. */
const PLAIN_HOME = new Set(['house', 'cottage', 'bedroom']);
/** Home as a place of its own ("the South Pole"), when it is more than a house. */
const homePlace = (c: EnCtx) => (c.target && !PLAIN_HOME.has(c.target.id) ? c.target : undefined);
const R = (c: EnCtx) => c.recipient?.name;
/** The one at home in the hero's own words: "his sister" is "my sister". */
const myR = (c: EnCtx) => R(c)?.replace(/^(his|her) /, 'my ');
/** Called out loud: "Mum!", "Sister!". */
const callR = (c: EnCtx) => (R(c) ? cap(R(c)!.replace(/^(his|her) /, '')) : undefined);
/**
 * "home to Mum at the South Pole", "home to Mum", "home to the South Pole", "home to his family";
 * `mine` gives "my family" in the hero's own words.
 */
const homeTo = (c: EnCtx, mine = false): string => {
  const place = homePlace(c);
  const who = mine ? myR(c) : R(c);
  if (who && place) return `home to ${who} ${place.in}`;
  if (who) return `home to ${who}`;
  if (place) return `home ${place.to}`;
  return `home to ${mine ? 'my' : c.hero.his} family`;
};
/** Who is missed: "Mum", or "everyone at home". */
const missed = (c: EnCtx) => R(c) ?? 'everyone at home';
/** Who waits at home: "Mum", or "the whole family". */
const waiting = (c: EnCtx) => R(c) ?? `${c.hero.his} whole family`;
const snowy = (c: EnCtx) =>
  [c.start, c.target].some((p) => !!p && placeById(p.id).setting === 'snow');
/** What carried a drifting hero off: an ice floe near the ice, a log elsewhere. */
const raft = (c: EnCtx) => (snowy(c) ? 'an ice floe' : '{a floating log|a piece of driftwood}');

/** How the hero came to be far from home, told once at the start. */
const astray = (c: EnCtx): string => {
  switch (c.astray) {
    case 'drift':
      return by(
        c,
        `${h(c)} drifted away on ${raft(c)}, all the way ${c.start?.to ?? 'out to sea'}.`,
        `${h(c)} had been {playing|dozing|sitting} on ${raft(c)} when it broke loose and drifted away, all the way ${c.start?.to ?? 'out to sea'}.`,
        `${h(c)} had been {dozing in the sun|watching the fish|counting the waves} on ${raft(c)} when it quietly broke loose, and by the time ${c.hero.he} looked up, it had drifted all the way ${c.start?.to ?? 'out to sea'}.`,
      );
    case 'blown':
      return by(
        c,
        `A big wind blew ${h(c)} far away, ${lostAt(c)}.`,
        `A {wild gust|great whoosh} of wind had {caught|picked up} ${h(c)} and blown ${c.hero.him} far away, all the way ${c.start?.to ?? 'over the hills'}.`,
        `A {wild autumn gust|sudden storm wind} had {caught|swept up} ${h(c)}, tumbled ${c.hero.him} over and over, and set ${c.hero.him} down again, far from home, ${lostAt(c)}.`,
      );
    case 'stranded':
      return by(
        c,
        `${h(c)} was stuck ${lostAt(c)}, far from home.`,
        `${h(c)} was stranded ${lostAt(c)}, with {the water all around|no boat and no bridge} and home far away.`,
        `${h(c)} was stranded ${lostAt(c)}, with {the grey water all around|not a boat in sight}, and home lay somewhere far beyond the edge of the sky.`,
      );
    case 'away':
      return by(
        c,
        `${h(c)} was far, far from home, ${lostAt(c)}.`,
        `${h(c)} was {a long way|far, far away} from home, ${lostAt(c)}, and nothing there looked familiar.`,
        `${h(c)} was a very long way from home, ${lostAt(c)}, where the {sounds|smells|paths} were all strange and nothing looked the way it should.`,
      );
    default:
      return by(
        c,
        `${h(c)} {wandered|went} too far and got lost ${lostAt(c)}.`,
        `${h(c)} had {wandered|strayed} too far, and now ${c.hero.he} was lost ${lostAt(c)}.`,
        `${h(c)} had {followed a butterfly|chased a rolling pine cone|taken one more step and then another}, much too far, and now ${c.hero.he} was lost ${lostAt(c)}.`,
      );
  }
};

export const homeWay: GoalTexts<EnCtx> = {
  intro: [
    (c) =>
      by(
        c,
        `${cap(called(c))} was all alone ${lostAt(c)}.`,
        `${cap(lostAt(c))}, {far from home|a long way from home|where nothing looked familiar}, {sat|stood} ${called(c)}.`,
        `${cap(lostAt(c))}, a long way from anywhere ${c.hero.he} knew, {sat|stood} ${called(c)}, {blinking at everything|looking this way and that|holding very still}.`,
      ),
    (c) =>
      by(
        c,
        `This is ${called(c)}. ${cap(c.hero.he)} was lost ${lostAt(c)}.`,
        `Once upon a time, ${called(c)} found ${c.hero.him}self all alone ${lostAt(c)}.`,
        `This is the story of ${called(c)}, who found ${c.hero.him}self all alone ${lostAt(c)} one {grey|windy|quiet} day, and of the long way home.`,
      ),
  ],
  want: [
    (c) =>
      `${astray(c)} ${by(
        c,
        `${h(c)} wanted to go ${homeTo(c)}.`,
        `More than anything, ${c.hero.he} wanted to get ${homeTo(c)}.`,
        `More than anything in the world, ${c.hero.he} wanted to find the way ${homeTo(c)}.`,
      )}`,
    (c) =>
      `${astray(c)} ${by(
        c,
        `"I want to go home," said ${h(c)}.`,
        `"I want to go home," {whispered|sniffed|said} ${h(c)}. "I want ${myR(c) ?? 'my family'}."`,
        `"I want to go home," ${h(c)} {whispered|said to nobody at all}, and ${c.hero.his} voice wobbled. "I want to go ${homeTo(c, true)}."`,
      )}`,
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} thought of ${missed(c)}, {far away|so far away}.`,
        `${h(c)} thought of ${missed(c)}, and of {supper on the table|the warm bed|the good-night song}.`,
        `${h(c)} thought of ${missed(c)}, who would be {looking out of the window|calling ${h(c)}'s name|setting out supper} by now, and ${c.hero.his} tummy went tight.`,
      ),
    (c) =>
      by(
        c,
        `Everything ${lostAt(c)} was {big|strange|new}.`,
        `Everything ${lostAt(c)} was {too big|too loud|strange}, and nothing smelled like home.`,
        `Everything ${lostAt(c)} was {too big|too loud|too strange}, and there was not one thing that smelled, or sounded, or felt like home.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But which way was home?`,
        `But which way was home? {Every path|Every way|Each road} looked the same.`,
        `But which way was home? Every path looked the same, and ${h(c)} had no idea which one would lead ${c.hero.him} back.`,
      ),
    (c) =>
      by(
        c,
        `Home was {far, far|very, very} far away.`,
        `Home was {far, far away|many hills away|a very long way off}, and ${h(c)} was {so small|only little|all alone}.`,
        `Home was {a very long way off|many hills and valleys away}, much farther than ${h(c)} had ever gone on ${c.hero.his} own, and soon it would be getting dark.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will find the way home," said ${h(c)}.`,
        `"I will find the way home," said ${h(c)}, {taking a deep breath|standing up tall|wiping ${c.hero.his} nose}.`,
        `"${cap(myR(c) ?? 'everyone at home')} will be waiting," said ${h(c)}, {taking a deep breath|standing up as tall as ${c.hero.he} could}. "So I will find the way home, one step at a time."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} stood up and set off for home.`,
        `${h(c)} {took a deep breath|looked up at the sky|counted to three}, and set off the way home {seemed to be|must be}.`,
        `${h(c)} {took a deep breath|looked up at the sky|counted slowly to three}, chose the way that felt most like home, and set off, ${c.timid ? 'a little scared but going anyway' : 'brave and a little bit scared'}.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} took a path ${c.place.in}, but it went the wrong way.`,
        `${h(c)} tried a path ${c.place.in} that looked like the way home, but it {went round in a circle|came to a dead end|led back to where ${c.hero.he} began}.`,
        `${h(c)} tried a path ${c.place.in} that looked just like the way home, but after a long while it {went round in a circle|came to a dead end|led right back to where ${c.hero.he} had started}.`,
      ),
    (c) =>
      by(
        c,
        `"${callR(c) ?? 'Hello'}!" called ${h(c)}. Only an echo answered.`,
        `"${callR(c) ?? 'Hello'}!" {called|shouted} ${h(c)} as loud as ${c.hero.he} could ${c.place.in}, but only an echo answered.`,
        `"${callR(c) ? `${callR(c)}, where are you` : 'Is anybody there'}?" ${h(c)} called ${c.place.in}, as loud as ${c.hero.he} possibly could, but only a thin little echo came back.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `Something ${c.place.in} smelled a little like home.`,
        `Something ${c.place.in} smelled {a little bit|just a tiny bit} like home, and ${h(c)} hurried on a little faster.`,
        `Something in the air ${c.place.in} smelled just a tiny bit like home, and ${h(c)} felt ${c.hero.his} steps grow quicker and lighter.`,
      ),
    (c) =>
      by(
        c,
        `Home was {closer|nearer} now. ${h(c)} could feel it.`,
        `"I think home is this way," said ${h(c)} ${c.place.in}, and this time ${c.hero.he} was right.`,
        `"I think home is this way," said ${h(c)} ${c.place.in}, and for the first time since ${c.hero.he} got lost, ${c.hero.he} was quite sure.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Follow the {birds|ducks|geese}," said ${theKind(c.helper)}. "They go home too."`,
            `"Follow the {river|evening star|birds flying home}," said ${theKind(c.helper)}, "and you will find your way."`,
            `"Follow the {river|evening star|birds flying home at dusk}," said ${theKind(c.helper)}, "for everything goes home in the end, and they know the way better than anyone."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Look for things you know," said ${theKind(c.helper)}.`,
            `"When you are lost, look for the things you know," said ${theKind(c.helper)}. "They will lead you home."`,
            `"When you are lost," said ${theKind(c.helper)}, "stop, look for one thing you know, and then another; home is at the end of them."`,
          )
        : null,
    (c) =>
      c.helper && c.next && c.next.id !== c.target?.id
        ? by(
            c,
            `"Your way home goes ${c.next.to}," said ${theKind(c.helper)}.`,
            `"Your way home goes ${c.next.to}," said ${theKind(c.helper)}, {pointing|nodding|with a wave}.`,
            `"Your way home goes ${c.next.to}," said ${theKind(c.helper)}, "and from there, your own feet will remember the rest."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            `"Which way is home, please?" asked ${h(c)}.`,
            `"Please, do you know the way ${homeTo(c, true)}?" asked ${h(c)}.`,
            `"Excuse me," said ${h(c)}, "I'm lost, and I'm trying to get ${homeTo(c, true)}. Do you know the way?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `The last bit was the {hardest|longest|darkest}. ${h(c)} kept going.`,
          `The last part of the way home was the {hardest|longest|darkest}, but ${h(c)} thought of ${missed(c)} and kept going.`,
          `The last part of the way home was the hardest of all, and ${h(c)} was very tired, but ${c.hero.he} thought of ${missed(c)} and kept going, one step, and one more.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} went the last bit together.`,
          `${Crowd(c)} went the last part together, and nobody got lost again.`,
          `For the last part ${crowd(c)} went together, keeping close, and with friends beside ${c.hero.him} the way home did not seem long at all.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} held up the ${c.gift.sg}. It showed the way home!`,
              `${h(c)} held up the ${c.gift.sg}, and it caught the last of the light and showed the way home.`,
              `${h(c)} remembered the ${c.gift.sg} and held it up, and it caught the last of the light and shone like a little lamp, right along the way home.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: follow the {stream|evening star}!`,
          `${h(c)} had an idea: ${c.hero.he} would {follow the evening star|listen for the sounds of home|follow the stream downhill}, and it led the right way.`,
          `${h(c)} had an idea: at home, ${missed(c)} could always {see the evening star from the door|hear the stream below}, so ${c.hero.he} followed it, and it led the right way at last.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const place = homePlace(c);
      const arrive = by(
        c,
        `And there was home${place ? `, ${place.in}` : ''}!`,
        `And then, {at last|at long last|finally}, there was home${place ? `, ${place.in}` : ''}!`,
        `And then, at long last, ${h(c)} came over the last rise, and there it was: home${place ? `, ${place.in}` : ''}, exactly where it had always been.`,
      );
      const hug = R(c)
        ? by(
            c,
            `${R(c)} was there. {Big hug!|What a hug!}`,
            `${R(c)} came {running|hurrying} out and hugged ${h(c)} tight. "You're home!"`,
            `${R(c)} had been waiting at the door all day, and now ${c.recipient?.he} came {running|hurrying} and hugged ${h(c)} so tight and so long that neither of them wanted to let go. "You're home," ${c.recipient?.he} said, "you're home."`,
          )
        : by(
            c,
            `Everyone ran out to hug ${h(c)}.`,
            `${cap(waiting(c))} came running, and everyone hugged ${h(c)} at once. "You're home!"`,
            `${cap(waiting(c))} came running out, all talking at once, and hugged ${h(c)} from every side. "You're home," they said, "you're really home."`,
          );
      return `${arrive} ${hug}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} was home again with ${waiting(c)}.`,
        `${h(c)} was home again, {safe and warm|right where ${c.hero.he} belonged}, with ${waiting(c)} close by.`,
        `${h(c)} was home again, right where ${c.hero.he} belonged, and ${waiting(c)} stayed close by as if to make quite sure.`,
      ),
    (c) =>
      by(
        c,
        `The long way was over, and ${h(c)} was home.`,
        `${h(c)} had been all alone ${lostAt(c)}, but now ${c.hero.he} was home, and that was the best feeling of all.`,
        `It had been a long way home from ${lostThe(c)}, but ${h(c)} had found it, with a little help, and ${c.hero.he} would never forget the friends who had shown the way.`,
      ),
  ],
  refrain: [
    (c) => `Step by step and hill by hill, ${h(c)} is going home, and will!`,
    () => `Over the hills and far from home, nobody has to walk alone!`,
  ],
  title: [
    (c) => `${h(c)} finds the way home`,
    (c) => (R(c) ? `${h(c)} goes home to ${R(c)}` : `${h(c)} and the way home`),
    () => `the long way home`,
    (c) => (homePlace(c) ? `${h(c)}’s way back ${homePlace(c)?.to}` : null),
  ],
};
