import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';

const h = (c: EnCtx) => c.hero.name;
const to = (c: EnCtx) => c.target?.to ?? 'to the top of the mountain';
const the = (c: EnCtx) => c.target?.the ?? 'the mountain';

export const reach: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} looked at ${the(c)} {every day|every night|from the window} and said, "I want to go there."`,
        `Every {day|evening|morning} ${h(c)} looked at ${the(c)} and wished to go there.`,
        `Every {day|evening} ${h(c)} gazed at ${the(c)}, far away and {shining|glowing|blue}, and wished with ${c.hero.his} whole heart to go there.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} had a {dream|big dream|wish}: to go ${to(c)}.`,
        `${h(c)} had a {dream|big dream}: to travel all the way ${to(c)}, {one day|some day|this very summer}.`,
        `${h(c)} had a dream that had grown bigger every year: to travel all the way ${to(c)} and see it with ${c.hero.his} own eyes.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But it was {far, far|very, very|so very} far away.`,
        `But it was {very far away|a long, long way off}, and nobody knew the way.`,
        `But it was very far away, much farther than anyone ${h(c)} knew had ever been, and nobody could say which way to go.`,
      ),
    (c) =>
      by(
        c,
        `"You are too {small|little|young}," said {someone|a neighbour|the goat}, and ${h(c)} felt {sad|cross|glum}.`,
        `"It is too far for someone so {small|little}," people said, and ${h(c)} felt {sad|a bit cross|glum}.`,
        `"It is much too far for someone your size," people said kindly, and ${h(c)} felt a little sad, and then a little {stubborn|determined}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will go anyway!" said ${h(c)}, {putting on ${c.hero.his} boots|packing a snack|with a big grin}.`,
        `"I will go anyway," said ${h(c)}, "{one step at a time|slowly but surely|starting today}."`,
        `"Far is only lots of near put together," said ${h(c)}, "so I'll go one step at a time," and so ${c.hero.he} did.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} took a short cut ${c.place.in}, but it went the wrong way.`,
        `${h(c)} tried a short cut ${c.place.in}, but it only led round in a {circle|loop}.`,
        `${h(c)} tried a short cut ${c.place.in} that looked very promising, but it wound round in a big lazy circle and ended right where it began.`,
      ),
    (c) =>
      by(
        c,
        `The path went down, not up, so back ${c.team.they} went.`,
        `The path ${c.place.in} went down instead of up, so ${c.team.they} had to turn back.`,
        `The path ${c.place.in} sank downward instead of climbing, and after a while ${c.team.they} had to admit it and turn back.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${the(c)} was {closer|nearer|bigger} now.`,
        `From ${c.place.the}, ${the(c)} looked a little bigger, and a little closer.`,
        `When ${h(c)} looked up from ${c.place.the}, ${the(c)} seemed bigger and closer than ever before.`,
      ),
    (c) =>
      by(
        c,
        `"We are {halfway|nearly halfway|getting there}!" said ${h(c)} ${c.place.in}.`,
        `"I think we're {halfway|more than halfway}," said ${h(c)} ${c.place.in}, looking back.`,
        `"I think we're halfway," said ${h(c)} ${c.place.in}, looking back along the long way behind ${c.team.them}; it was a good feeling.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Follow the {river|star|wind}," said the ${c.helper.kind}.`,
            `"Follow the {river|brightest star|warm wind}," said the ${c.helper.kind}, "because it knows the way."`,
            `"Follow the {river|brightest star|warm wind}," said the ${c.helper.kind}, "because it has been going that way for a thousand years and has never once got lost."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Go slowly, and you will get there," said the ${c.helper.kind}.`,
            `"Slow and steady," said the ${c.helper.kind}, "is how you get anywhere {far|worth going}."`,
            `"Slow and steady," said the ${c.helper.kind}, "for the ones who hurry often have to come back and start again."`,
          )
        : null,
    (c) =>
      c.helper && c.next
        ? by(
            c,
            `"Go ${c.next.to} next," said the ${c.helper.kind}.`,
            `"Your way goes ${c.next.to}," said the ${c.helper.kind}, {pointing|nodding|with a wave}.`,
            `"From here, your way goes ${c.next.to}," said the ${c.helper.kind}, "and after that, you'll know."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Which way is it ${to(c)}?" asked ${h(c)}.`,
            `"Can you show us the way ${to(c)}?" asked ${h(c)} {with hope|nicely}.`,
            `"Could you tell us the way ${to(c)}?" asked ${h(c)}, "because we have come a {long way|very long way} already."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `The last bit was the {hardest|steepest|longest}, but ${h(c)} kept going.`,
          `The last part was the hardest of all, but ${h(c)} kept going, {step by step|slowly|bravely}.`,
          `The last part was the hardest of all, steep and long, and ${h(c)} was very tired, but ${c.hero.he} kept going, one step, and one more.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} came too, and together ${c.team.they} went on.`,
          `${Crowd(c)} came along for the last part, and together ${c.team.they} went on.`,
          `For the last part ${crowd(c)} came along, helping each other over every bump, until nobody was tired any more.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} held up the ${c.gift.sg}, and it showed the way!`,
              `${h(c)} held up the ${c.gift.sg}, and it caught the light and showed the way.`,
              `${h(c)} held up the ${c.gift.sg}, and it caught the light so that it shone like a tiny lighthouse, showing the way.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: go round, not over!`,
          `${h(c)} had an idea: instead of going over, ${c.team.they} would go around.`,
          `${h(c)} had an idea: instead of going straight over the hardest part, ${c.team.they} would go the long way round, which turned out to be the short way after all.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `And then ${c.team.they} ${c.team.was} there, {on|at} ${the(c)}!`,
        `And then, {at last|at long last|finally}, ${c.team.they} ${c.team.was} there: ${the(c)}!`,
        `And then, at long last, ${c.team.they} arrived, and ${h(c)} stood looking at ${the(c)}, even more wonderful than ${c.hero.he} had dreamed.`,
      );
      const cheer = by(
        c,
        `"We did it!" {said|shouted|cried} ${h(c)}.`,
        `"We did it!" shouted ${h(c)}, and the words {echoed all around|rang out|bounced back}.`,
        `"We did it," said ${h(c)} quietly, and then, much louder, "WE DID IT!"`,
      );
      return `${main} ${cheer}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${c.hero.name} would {always|never forget to} remember the view.`,
        `${c.hero.name} knew ${c.hero.he} would {remember the view|dream about it} for a long time.`,
        `${c.hero.name} knew that ${c.hero.he} would carry the memory of it for a long, long time, {like a stone in a pocket|like a song you can't forget}.`,
      ),
    (c) =>
      by(
        c,
        `It was {far|a long way}, but ${h(c)} got there.`,
        `It had been a long way, but every step had been {worth it|worth it twice}.`,
        `It had been a long way, but ${h(c)} knew now that far is only lots of near put together.`,
      ),
  ],
  refrain: [
    (c) => `Over hills and far away! ${h(c)} will get there, hip hooray!`,
    () => `One step, two steps, three steps more! That’s what little legs are for!`,
  ],
  title: [
    (c) => `${h(c)} goes ${to(c)}`,
    (c) => `the long way ${to(c)}`,
    (c) => `${h(c)}’s journey`,
  ],
};
