import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { lostClues, lostFound } from './lost-words';
import { Crowd, limb } from '../slots';

const t = (c: EnCtx) => c.thing?.sg ?? 'treasure chest';
const a = (c: EnCtx) => c.thing?.a ?? 'a treasure chest';
const treasure = (c: EnCtx) => c.thing?.id === 'treasure';
const h = (c: EnCtx) => c.hero.name;
/** What the lost thing left behind on the way; nothing for a treasure map. */
const trail = (c: EnCtx) => {
  const clues = treasure(c) ? undefined : lostClues(c);
  return clues ? c.cycle(clues) : undefined;
};
const where = (c: EnCtx) =>
  c.next ? c.next.in : '{over the hill|by the water|where the path bends}';

export const find: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      treasure(c)
        ? by(
            c,
            `${h(c)} found an old map {in the attic|under the bed|in a box}, with a big red X on it.`,
            `${h(c)} found an old map {in the attic|in a dusty trunk|behind a loose board}, and on it was a big red X that meant "treasure".`,
            `In a {dusty box in the attic|battered trunk under the stairs|tin behind a loose board}, ${h(c)} found an old map, soft as cloth, with a big red X drawn far from home, and ${c.hero.his} heart gave a jump.`,
          )
        : null,
    (c) =>
      !treasure(c)
        ? by(
            c,
            `${h(c)} had ${a(c)} and loved it {so much|very much|best of all}.`,
            `${h(c)} had ${a(c)} that ${c.hero.he} loved more than {anything|all the other toys|ice cream}.`,
            `${h(c)} owned ${a(c)} that ${c.hero.he} loved more than anything, and it went with ${c.hero.him} {almost everywhere|to bed every night|on every trip}.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      treasure(c)
        ? by(
            c,
            `But a bit of the map was {torn|gone|missing}, so where was the treasure?`,
            `But part of the map was {torn away|missing|smudged}, and nobody knew the way.`,
            `But a corner of the map had been {torn away|nibbled off by mice|washed blank by rain} long ago, right where the path should have been.`,
          )
        : by(
            c,
            `But one {day|morning} the ${t(c)} was {gone|lost|not there}!`,
            `But one morning the ${t(c)} was gone, not under the {bed|pillow} and not in the {box|basket}.`,
            `But one morning the ${t(c)} was gone: not under the bed, not in the toy box, not behind the curtains, and ${h(c)} felt a {hollow, sinking feeling|cold, empty feeling}.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} looked and looked, but there was no ${t(c)} {anywhere|at all|in sight}.`,
        `${h(c)} looked everywhere {nearby|at home|in the garden}, but there was no sign of the ${t(c)}.`,
        `${h(c)} searched every {nearby corner|cupboard and corner|inch of the house} twice, but there was no sign of the ${t(c)} anywhere.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will find it!" said ${h(c)}, {packing a bag|putting on ${c.hero.his} boots|with a firm nod}.`,
        `"I am going to find it," said ${h(c)}, "{wherever it is|however long it takes|if it's the last thing I do}."`,
        `"I am going to find it," said ${h(c)} firmly, "however far it is," and ${c.team.they} packed a bag with {sandwiches|apples and buns|a torch and a snack} and set off.`,
      ),
    (c) =>
      c.friend
        ? by(
            c,
            `"Let's look {together|as a team}," said ${c.friend.name}.`,
            `"We'll look together," said ${c.friend.name}, "because {four eyes are better than two|two noses are better than one}."`,
            `"We'll look together," said ${c.friend.name}, "because four eyes are better than two, and two friends are better than {one|any map}."`,
          )
        : null,
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} looked in a {hole|hollow tree|box} ${c.place.in}, but found only a {worm|snail|spider}.`,
        `${h(c)} looked in a {hollow tree|rabbit hole|old boot} ${c.place.in}, but found only a sleepy {worm|snail|beetle}.`,
        `${h(c)} peered into a {hollow tree|rabbit hole|rusty bucket} ${c.place.in} with great hope, but found only a very sleepy {worm|snail|toad} who did not appreciate the visit.`,
      ),
    (c) =>
      by(
        c,
        `"There it is!" cried ${h(c)}, but it was only a {rock|log|leaf}.`,
        `"There it is!" cried ${h(c)}, but it was only a {rock|log|pile of leaves} ${c.place.in}.`,
        `"There it is!" cried ${h(c)}, running forward, but it was only a {rock|log|pile of leaves} that happened to be the right shape.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${c.place.in}, ${h(c)} found a clue: ${trail(c) ?? '{small marks|a bit of ribbon|a shiny scrap}'}!`,
        trail(c)
          ? `Then ${h(c)} found a clue ${c.place.in}: ${trail(c)}.`
          : `Then ${h(c)} found a clue ${c.place.in}: {a trail of little marks|a torn bit of ribbon|a shiny scrap} pointing onward.`,
        `Then ${h(c)} found a real clue ${c.place.in}, ${trail(c) ?? '{a trail of little marks in the dust|a torn scrap of ribbon caught on a twig|something glinting that pointed onward}'}, {and grinned|and felt it begin|and pointed}.`,
      ),
    (c) =>
      by(
        c,
        `"We are getting {close|closer|warm}," said ${h(c)} ${c.place.in}.`,
        `"We're getting closer," said ${h(c)}, looking around ${c.place.the}. "I can {feel|tell} it."`,
        `"We're getting closer," said ${h(c)}, looking around ${c.place.the}. "I don't know how I know, but I {do|just do}."`,
      ),
    (c) =>
      treasure(c)
        ? by(
            c,
            `The map showed a path {on|past|through} ${c.place.the}, and ${h(c)} followed it.`,
            `${h(c)} held the map up to the light ${c.place.in}, and a faint line {appeared|showed} where the tear had been.`,
            `${h(c)} held the map up to the light ${c.place.in}, and a faint line appeared that nobody had noticed before, leading ${c.next ? c.next.to : 'onward'}.`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"I saw the ${t(c)}!" said the ${c.helper.kind}. "Look ${where(c)}."`,
            `"I think I saw the ${t(c)}," said the ${c.helper.kind}. "Try ${where(c)}."`,
            `"Now that you mention it, I did see something like that," said the ${c.helper.kind} slowly. "Try ${where(c)}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Look where it is {quiet|dark|cosy}," said the ${c.helper.kind}.`,
            `"Lost things like {quiet|dark|cosy} places," said the ${c.helper.kind}.`,
            `"Lost things tend to end up in {quiet|forgotten|cosy} places," said the ${c.helper.kind}, "{that is what I have always found|in my experience|if you ask me}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `The ${c.helper.kind} pointed ${c.next ? c.next.to : 'ahead'} with a {${limb(c.helper)}|nod}.`,
            `The ${c.helper.kind} thought {hard|a while} and pointed ${c.next ? c.next.to : 'ahead'}.`,
            `The ${c.helper.kind} thought for a {long|little} while, then pointed ${c.next ? c.next.to : 'ahead'} without a word.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Have you seen ${a(c)}?" asked ${h(c)}.`,
            `"Excuse me, have you seen ${a(c)}?" asked ${h(c)} {nicely|with hope}.`,
            `"Excuse me," said ${h(c)}, "I'm looking for ${a(c)}, and I wonder if you've seen one {anywhere|round here|lately}?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"We're looking for ${a(c)}," said ${h(c)}.`,
            `"We're {looking|searching} for ${a(c)}," said ${h(c)}, "{everywhere|high and low}."`,
            `"We're on a search," explained ${h(c)}, "for ${a(c)}, and we'd be {grateful|glad} for any help at all."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `There was one last place, dark and {narrow|small|deep}, and ${h(c)} went in.`,
          `There was one last place to look, a dark, narrow gap, and though ${h(c)} was a little scared, ${c.hero.he} went in.`,
          `There was only one place left to look, a dark and narrow gap that nobody else would try, so ${h(c)} swallowed hard and squeezed inside.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} looked together, until someone shouted, "Here!"`,
          `${Crowd(c)} spread out and searched together, until someone shouted, "Over here!"`,
          `${Crowd(c)} spread out in a long line and searched every inch, until a voice rang out, "Over here, come quickly!"`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} took out the ${c.gift.sg}, and it pointed the way!`,
              `${h(c)} took out the ${c.gift.sg}, and it seemed to point the way.`,
              `${h(c)} took out the ${c.gift.sg}, and as the light caught it, it seemed to point, quite clearly, toward one spot.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} thought hard, and all the clues went to one place!`,
          `${h(c)} thought about all the clues, and they all pointed to the same place!`,
          `${h(c)} sat down and thought about every clue together, and suddenly it was obvious: they all pointed to the same place.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      // Found where it was taken, by whom and why, and then it goes home.
      if (!treasure(c)) return lostFound(c);
      const main = by(
        c,
        `And there it {was|lay}: the ${t(c)}!`,
        `And there, {at last|at long last|right in front of them}, was the ${t(c)}!`,
        `And there, tucked away {under a root|behind a stone|in a hollow} ${c.place.in}, where nobody had thought to look, was the ${t(c)}.`,
      );
      const more = treasure(c)
        ? by(
            c,
            `Inside were {gold|coins|shells} and a note: "Share me."`,
            `Inside were {gold coins|shiny coins|pearls}, shells and a note that said: "Treasure is best when shared."`,
            `Inside lay {gold coins|silver coins|pearls}, pearly shells and a folded note in old, curly writing: "Treasure is best when shared."`,
          )
        : by(
            c,
            `${h(c)} hugged it {tight|so tight|close}.`,
            `${h(c)} picked it up and hugged it {tight|close|for a long time}.`,
            `${h(c)} picked it up, brushed it off, and hugged it so tight that it almost {squeaked|squashed}.`,
          );
      return `${main} ${more}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${c.hero.name} would {keep it safe|never lose it again|hold it tight} from now on.`,
        `From now on, ${c.hero.name} would {keep it somewhere safe|never let it out of sight}.`,
        `From now on, ${c.hero.name} decided, it would have {a special place|its own shelf|a safe spot} where it could never get lost again.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} was so {happy|glad|pleased} that it was found.`,
        `Finding it was {good|great|grand}, but the trip there had been even better.`,
        `Finding it was wonderful, but ${h(c)} knew that the best part had been the {journey|adventure}, and everyone met along the way.`,
      ),
  ],
  refrain: [
    (c) => `Look up high and look down low! Where did the ${t(c)} go?`,
    (c) => `Seek and find, seek and find! ${h(c)} will leave no stone behind!`,
  ],
  title: [
    (c) => `${h(c)} and the lost ${t(c)}`,
    (c) => (treasure(c) ? `the treasure map` : `where is the ${t(c)}?`),
    (c) => `the search for the ${t(c)}`,
    (c) => `${h(c)} finds the ${t(c)}`,
  ],
};
