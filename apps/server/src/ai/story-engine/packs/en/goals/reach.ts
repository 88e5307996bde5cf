import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { withVariants } from '../../goal-variants';
import { shopErrand } from './reach-shop';
import { illAfter, illGiven, illMet, illWant } from './reach-ill';
import { Crowd, crowd } from '../slots';
import { placeById } from '../../../lexicon/places';
import { theKind } from '../../../compose/met-actor';

const h = (c: EnCtx) => c.hero.name;
const to = (c: EnCtx) => c.target?.to ?? 'to the top of the mountain';
const the = (c: EnCtx) => c.target?.the ?? 'the mountain';
const at = (c: EnCtx) => c.target?.in ?? 'on the mountain';
/** Someone lives there, and the journey is a visit: "visit Aunt Kate in London". */
const visit = (c: EnCtx) => c.variant === 'visit' && !!c.recipient;
const R = (c: EnCtx) => c.recipient?.name ?? '';
/** Something taken along for them: "a basket of apples". */
const gave = (c: EnCtx) => (visit(c) && c.thing ? c.thing : undefined);
/** A place out of sight from home (a city, a planet): dreamt of, not looked at from the window. */
const far = (c: EnCtx) =>
  !!c.target &&
  (placeById(c.target.id).proper === true || placeById(c.target.id).setting === 'city');

const plain: GoalTexts<EnCtx> = {
  want: [
    (c) => (visit(c) && c.ill ? illWant(c, gave(c)?.a) : null),
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `${R(c)} lived ${at(c)}, and ${h(c)} wanted to {visit|go and visit} ${c.recipient?.him}.`,
            `${R(c)} lived ${at(c)}, and ${h(c)} {could hardly wait|longed} to visit ${c.recipient?.him}${gave(c) ? ` with ${gave(c)?.a}` : ''}.`,
            `${R(c)} lived ${at(c)}, a long way off, and ${h(c)} had long wanted to visit ${c.recipient?.him}${gave(c) ? `, and this time ${c.hero.he} would bring ${gave(c)?.a}` : ''}.`,
          )
        : null,
    (c) =>
      gave(c) && !c.ill
        ? by(
            c,
            `${h(c)} was going to take ${gave(c)?.a} to ${R(c)}.`,
            `${h(c)} was going to take ${gave(c)?.a} to ${R(c)}, because it would make ${c.recipient?.him} happy.`,
          )
        : null,
    (c) =>
      visit(c) || far(c)
        ? null
        : by(
            c,
            `${h(c)} looked at ${the(c)} {every day|every night|from the window} and said, "I want to go there."`,
            `Every {day|evening|morning} ${h(c)} looked at ${the(c)} and wished to go there.`,
            `Every {day|evening} ${h(c)} gazed at ${the(c)}, far away and {shining|glowing|blue}, and wished with ${c.hero.his} whole heart to go there.`,
          ),
    (c) =>
      visit(c)
        ? null
        : by(
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
      visit(c)
        ? by(
            c,
            `"Off we go to ${R(c)}!" said ${h(c)}, {${c.hero.dressed ? `putting on ${c.hero.his} boots` : 'standing tall'}|packing a bag|with a big grin}.`,
            `"Off we go to ${R(c)}," said ${h(c)}, "{and we'll be there before dark|however long the road is|one step at a time}."`,
          )
        : null,
    (c) =>
      by(
        c,
        `"I will go anyway!" said ${h(c)}, {${c.hero.dressed ? `putting on ${c.hero.his} boots` : 'with a happy shake'}|packing a snack|with a big grin}.`,
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
            `"Follow the {river|star|wind}," said ${theKind(c.helper)}.`,
            `"Follow the {river|brightest star|warm wind}," said ${theKind(c.helper)}, "because it knows the way."`,
            `"Follow the {river|brightest star|warm wind}," said ${theKind(c.helper)}, "because it has been going that way for a thousand years and has never once got lost."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Go slowly, and you will get there," said ${theKind(c.helper)}.`,
            `"Slow and steady," said ${theKind(c.helper)}, "is how you get anywhere {far|worth going}."`,
            `"Slow and steady," said ${theKind(c.helper)}, "for the ones who hurry often have to come back and start again."`,
          )
        : null,
    (c) =>
      c.helper && c.next
        ? by(
            c,
            `"Go ${c.next.to} next," said ${theKind(c.helper)}.`,
            `"Your way goes ${c.next.to}," said ${theKind(c.helper)}, {pointing|nodding|with a wave}.`,
            `"From here, your way goes ${c.next.to}," said ${theKind(c.helper)}, "and after that, you'll know."`,
          )
        : null,
  ],
  ask: [
    // Nobody asks the way to the place they are standing in.
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            visit(c)
              ? `"Do you know the way to ${R(c)}?" asked ${h(c)}.`
              : `"Which way is it ${to(c)}?" asked ${h(c)}.`,
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
          `${Crowd(c)} came too, and together they went on.`,
          `${Crowd(c)} came along for the last part, and together they went on.`,
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
      if (visit(c) && c.ill) {
        const thing = gave(c);
        return `${illMet(c)}${thing ? illGiven(c, `the ${thing.sg}`) : ''}`;
      }
      if (visit(c)) {
        const you = c.friend ? 'you two' : 'you';
        const met = by(
          c,
          `And there in the doorway stood ${R(c)} with open arms! "How lovely to see ${you}!"`,
          `And then, ${at(c)}, there was ${R(c)} at the door, waving. "There you are!" ${c.recipient?.he} cried, and hugged ${c.team.them}.`,
          `And then, at last, ${c.team.they} ${c.team.was} there, and in the doorway stood ${R(c)} with open arms and a smile that grew and grew. "How lovely to see ${you}," ${c.recipient?.he} said, "come in, come in!"`,
        );
        const given = gave(c)
          ? by(
              c,
              ` ${h(c)} gave ${c.recipient?.him} the ${gave(c)?.sg}, and ${R(c)} was so happy.`,
              ` ${h(c)} gave ${c.recipient?.him} the ${gave(c)?.sg}, and ${R(c)} was so happy that ${c.recipient?.he} {nearly cried|laughed out loud}.`,
            )
          : '';
        return `${met}${given}`;
      }
      // What they came to see is there: "an elephant", "the penguins".
      const seen = c.other
        ? ` And there, right in front of ${c.team.them}, stood ${c.other.a}!`
        : '';
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
      return `${main}${seen} ${cheer}`;
    },
  ],
  reflection: [
    (c) => (visit(c) && c.ill ? illAfter(c) : null),
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `It was good to be home again after the trip ${to(c)}.`,
            `It had been wonderful ${at(c)}, but it was good to be home again.`,
          ),
    (c) =>
      c.other && !visit(c)
        ? by(
            c,
            `${h(c)} would never forget ${theKind(c.other)} ${at(c)}.`,
            `${h(c)} would never forget ${theKind(c.other)} ${at(c)}, and dreamed of ${c.other.him} for a long time.`,
          )
        : null,
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `${h(c)} would never forget the visit to ${R(c)}.`,
            `All the way home ${h(c)} thought about ${R(c)}, and everything they had done together.`,
            `${h(c)} knew the visit to ${R(c)} was something to remember for a long time, and that ${R(c)} was already looking forward to the next one.`,
          )
        : null,
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `"Come again soon!" ${R(c)} had said.`,
            `"Come again soon," ${R(c)} had said as they left, and they would.`,
          )
        : null,
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `${c.hero.name} would {always remember|never forget} the view ${at(c)}.`,
            `${c.hero.name} knew ${c.hero.he} would {remember the view ${at(c)}|dream about ${the(c)}} for a long time.`,
            `${c.hero.name} knew that ${c.hero.he} would carry the memory of it for a long, long time, {like a stone in a pocket|like a song you can't forget}.`,
          ),
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `It was {far|a long way} ${to(c)}, but ${h(c)} got there.`,
            `It had been a long way ${to(c)}, but every step had been {worth it|worth it twice}.`,
            `It had been a long way, but ${h(c)} knew now that far is only lots of near put together.`,
          ),
  ],
  refrain: [
    (c) => `Over hills and far away! ${h(c)} will get there, hip hooray!`,
    () => `One step, two steps, three steps more! That’s what little legs are for!`,
  ],
  title: [
    (c) => (visit(c) ? `${h(c)} visits ${R(c)}` : null),
    (c) => `${h(c)} goes ${to(c)}`,
    (c) => `the long way ${to(c)}`,
    (c) => `${h(c)}’s journey`,
  ],
};

export const reach = withVariants(plain, { shop: shopErrand });
