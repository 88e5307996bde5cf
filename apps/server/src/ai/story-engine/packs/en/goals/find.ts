import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Tpl } from '../../../compose/ctx-base';
import { by } from '../../by-band';
import {
  belongs,
  door,
  lost,
  nest,
  overlay,
  owner,
  part,
  seek,
  sight,
  treasure,
  wet,
} from '../../find-kinds';
import { foundAt } from './found-spots';
import { isBare } from '../../ground';
import { possessive } from '../../../grammar/english';
import { hideawayEn, lostClues, lostFound } from './lost-words';
import { Crowd, limb } from '../slots';
import { isNightSight } from '../../../lexicon/lost-things';
import { theKind, TheKind } from '../../../compose/met-actor';
import {
  it,
  plural,
  sightAdvice,
  sightAsk,
  sightAttempt,
  sightDecide,
  sightProblem,
  sightProgress,
  sightReflection,
  sightRefrain,
  sightTitle,
  sightTurn,
  sightWant,
} from './find-sight';
import { snowSight } from '../../sight-steps';
import { withHunger } from '../../hunger-steps';
import { hungryTexts } from './find-hungry';

const t = (c: EnCtx) => c.thing?.sg ?? 'treasure chest';
const a = (c: EnCtx) => c.thing?.a ?? 'a treasure chest';
const h = (c: EnCtx) => c.hero.name;
/** What the lost thing left behind on the way; nothing for a treasure map. */
const trail = (c: EnCtx) => {
  const clues = treasure(c) ? undefined : lostClues(c);
  return clues ? c.cycle(clues) : undefined;
};
const where = (c: EnCtx) =>
  c.next ? c.next.in : '{over the hill|by the water|where the path bends}';
/** The northern lights and a shooting star come only once it is dark: the team waits for them. */
const dusk = (c: EnCtx) =>
  isNightSight(c.thing?.id)
    ? `{So ${c.team.they} waited until it was dark and the stars came out.|${c.team.plural ? `${c.team.they.charAt(0).toUpperCase()}${c.team.they.slice(1)} sat close together` : `${h(c)} sat down and got comfy`} and waited for the dark.|The sun went down, and it grew dark and cold and very still.} `
    : '';
/** Whom it is for: " for Grandpa", or nothing. */
const forR = (c: EnCtx) => (c.recipient ? ` for ${c.recipient.name}` : '');
const R = (c: EnCtx) => c.recipient?.name ?? '';
const hideaway = (c: EnCtx) => hideawayEn(c, true);
/** What looks like the lost thing out there: sea wrack, or a ship's own odds and ends. */
const lookalike = (c: EnCtx) =>
  c.setting === 'ship'
    ? '{coil of rope|bucket|old barrel}'
    : wet(c)
      ? '{clump of seaweed|shell|bottle}'
      : '{rock|log|pile of leaves}';
/** Where one peers into the water from: over the side of a ship, else right there. */
const overWater = (c: EnCtx) => (c.setting === 'ship' ? 'over the side' : c.place.in);

const search: GoalTexts<EnCtx> = {
  want: [
    ...overlay(
      [
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
          part(c)
            ? by(
                c,
                `One morning ${h(c)} woke up, and ${c.hero.his} ${t(c)} was gone!`,
                `One morning ${h(c)} woke up and looked in the mirror: ${c.hero.his} ${t(c)} had come off in the night and was gone.`,
                `One morning ${h(c)} woke up, stretched, and looked in the mirror, and there was no ${t(c)}: it had come loose in the night, and nobody knew where it had gone.`,
              )
            : null,
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} had ${a(c)} and loved it {so much|very much|best of all}.`,
                `${h(c)} had ${a(c)} that ${c.hero.he} loved more than {anything|all the other toys|ice cream}.`,
                `${h(c)} owned ${a(c)} that ${c.hero.he} loved more than anything, and it went with ${c.hero.him} {almost everywhere|to bed every night|on every trip}.`,
              )
            : null,
        (c) =>
          seek(c) && c.recipient
            ? by(
                c,
                `${h(c)} wanted to find ${a(c)} for ${R(c)}.`,
                `${h(c)} wanted to give ${R(c)} something very special: ${a(c)}, the finest there was.`,
                `${h(c)} had made up ${c.hero.his} mind to find ${a(c)} for ${R(c)}, one so fine that ${c.recipient?.he} would never have seen the like.`,
              )
            : null,
        (c) =>
          seek(c) && !c.recipient
            ? by(
                c,
                `${h(c)} dreamed of finding ${a(c)}.`,
                `More than anything, ${h(c)} wanted to find ${a(c)}, the finest there was.`,
                `${h(c)} had long dreamed of finding ${a(c)}, not just any one, but the very finest.`,
              )
            : null,
        (c) =>
          belongs(c)
            ? by(
                c,
                `One day ${h(c)} found ${a(c)} ${foundAt(c.setting)}.`,
                `One day ${h(c)} found ${a(c)} ${foundAt(c.setting)}, {half hidden|all on its own|as if it were waiting for someone}.`,
                `One day, quite by chance, ${h(c)} found ${a(c)} ${foundAt(c.setting)}, and stood looking at it for a long time.`,
              )
            : null,
      ],
      sightWant,
    ),
  ],
  problem: [
    ...overlay(
      [
        (c) =>
          door(c)
            ? by(
                c,
                `But which door did it open?`,
                `But which door did it open? None of the doors at home had a keyhole that big.`,
                `But which door did it open? ${h(c)} tried every single door at home, and none of them was right.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `But who was the owner?`,
                `"Someone must be looking for it," said ${h(c)}. "But who is the owner?"`,
                `"Somewhere, someone is missing this," said ${h(c)} quietly. "We have to find the owner."`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `But where was the nest, and where was the mother bird?`,
                `But which bird had lost it? There was no nest to be seen.`,
                `But which bird had lost it? There was no nest to be seen, and it had to be kept warm.`,
              )
            : null,
        (c) =>
          seek(c)
            ? by(
                c,
                `But ${a(c)} was not easy to find.`,
                `But ${a(c)} was not just lying about, and nobody knew where to look.`,
                `But ${a(c)} of the right kind was not just lying about, and ${h(c)} would have to go a long way to find one.`,
              )
            : null,
        (c) =>
          treasure(c)
            ? by(
                c,
                `But a bit of the map was {torn|gone|missing}, so where was the treasure?`,
                `But part of the map was {torn away|missing|smudged}, and nobody knew the way.`,
                `But a corner of the map had been {torn away|nibbled off by mice|washed blank by rain} long ago, right where the path should have been.`,
              )
            : !lost(c) || part(c)
              ? null
              : by(
                  c,
                  `But one {day|morning} the ${t(c)} was {gone|lost|not there}!`,
                  `But one morning the ${t(c)} was gone, not under the {bed|pillow} and not in the {box|basket}.`,
                  `But one morning the ${t(c)} was gone: not under the bed, not in the toy box, not behind the curtains, and ${h(c)} felt a {hollow, sinking feeling|cold, empty feeling}.`,
                ),
        (c) =>
          !lost(c)
            ? null
            : by(
                c,
                `${h(c)} looked and looked, but there was no ${t(c)} {anywhere|at all|in sight}.`,
                `${h(c)} looked everywhere {nearby|at home|in the garden}, but there was no sign of the ${t(c)}.`,
                `${h(c)} searched every {nearby corner|cupboard and corner|inch of the house} twice, but there was no sign of the ${t(c)} anywhere.`,
              ),
      ],
      sightProblem,
    ),
  ],
  decide: [
    ...overlay(
      [
        (c) =>
          belongs(c)
            ? by(
                c,
                `"We will find ${door(c) ? 'the door' : nest(c) ? 'the nest' : 'the owner'}!" said ${h(c)}, {${c.hero.dressed ? `putting it in ${c.hero.his} pocket|pulling on ${c.hero.his} boots` : 'ears up|standing tall'}|with a firm nod}.`,
                `"We are going to find ${door(c) ? 'the door it opens' : nest(c) ? 'the nest and the mother bird' : 'the owner'}," said ${h(c)}, "{however long it takes|even if we look all day}."`,
                `"Somewhere there is ${door(c) ? 'a door this key opens' : nest(c) ? 'a nest where this belongs' : 'someone who is missing this'}," said ${h(c)}, "and we are going to find out," and ${c.team.they} set off with it ${c.hero.dressed ? `safe in ${c.hero.his} pocket` : 'held safe and close'}.`,
              )
            : null,
        (c) =>
          belongs(c)
            ? null
            : by(
                c,
                `"I will find it${forR(c)}!" said ${h(c)}, {packing a bag|${c.hero.dressed ? `putting on ${c.hero.his} boots` : 'standing tall'}|with a firm nod}.`,
                `"I am going to find it${forR(c)}," said ${h(c)}, "{wherever it is|however long it takes|if it's the last thing I do}."`,
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
      sightDecide,
    ),
  ],
  attempt: [
    ...overlay(
      [
        (c) =>
          wet(c)
            ? by(
                c,
                `${h(c)} peeked {into the water|behind a wave|under the seaweed} ${overWater(c)}, but found only a {jellyfish|crab|little fish}.`,
                `${h(c)} peered down into the {green|clear|blue} water ${overWater(c)}, but there was only a {jellyfish|crab|fish} that stared back in surprise.`,
                `${h(c)} leaned out and peered into the water ${overWater(c)} with great hope, but found only a {jellyfish|crab|fish} that swam off and did not care about the search at all.`,
              )
            : null,
        (c) =>
          // Hollow trees and rabbit holes only where things grow.
          wet(c) || !c.outdoors || isBare(c.setting) || c.setting === 'beach'
            ? null
            : by(
                c,
                `${h(c)} looked in a {hole|hollow tree|box} ${c.place.in}, but found only a {worm|snail|spider}.`,
                `${h(c)} looked in a {hollow tree|rabbit hole|old boot} ${c.place.in}, but found only a sleepy {worm|snail|beetle}.`,
                `${h(c)} peered into a {hollow tree|rabbit hole|rusty bucket} ${c.place.in} with great hope, but found only a very sleepy {worm|snail|toad} who did not appreciate the visit.`,
              ),
        (c) =>
          door(c)
            ? by(
                c,
                `${h(c)} tried the key in {an old gate|a shed door|a trapdoor} ${c.place.in}, but it did not fit.`,
                `${h(c)} pushed the key into the lock of {an old gate|a shed door|a trapdoor in the ground} ${c.place.in}, but it would not turn.`,
                `${h(c)} tried the key in the lock of {a crooked old gate|a shed door nobody used|a rusty trapdoor in the ground} ${c.place.in}, holding ${c.hero.his} breath, but it would not turn one bit.`,
              )
            : null,
        (c) =>
          owner(c) || nest(c)
            ? by(
                c,
                `"Is it yours?" ${h(c)} asked a squirrel, but the squirrel shook its head.`,
                `"Is it yours?" ${h(c)} asked a squirrel ${c.place.in}, but the squirrel shook its head and scampered off.`,
                `"Excuse me, is this yours?" ${h(c)} asked a squirrel ${c.place.in}, but the squirrel only blinked at it and shook its head.`,
              )
            : null,
        (c) =>
          belongs(c)
            ? null
            : by(
                c,
                `"There it is!" cried ${h(c)}, but it was only a ${lookalike(c)}.`,
                `"There it is!" cried ${h(c)}, but it was only a ${lookalike(c)} ${c.place.in}.`,
                `"There it is!" cried ${h(c)}, ${wet(c) ? 'pointing' : 'running forward'}, but it was only a ${lookalike(c)} that happened to be the right shape.`,
              ),
        // A lost thing is looked for in a castle, a cave or a library too, where there are no
        // hollow trees or waves: the pockets, the day gone over in one's head, the floor itself.
        (c) =>
          lost(c) && !part(c) && c.hero.dressed
            ? by(
                c,
                `${h(c)} looked in ${c.hero.his} {pocket|bag|hood}, but found only {a marble|a button|fluff}.`,
                `Just in case, ${h(c)} turned out every pocket ${c.place.in}, but found only {a button|a pencil stub|a bit of string} and {some fluff|a sweet wrapper|an old bus ticket}.`,
                `${h(c)} stopped ${c.place.in} and, just in case, turned out every pocket and emptied ${c.hero.his} {bag|satchel|backpack}, but all that fell out was {a button|a pencil stub|a bit of string}, {some fluff|a sweet wrapper|a paper clip} and a great deal of hope.`,
              )
            : null,
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} tried hard to remember, but {nothing came|it was all foggy}.`,
                `${h(c)} shut ${c.hero.his} eyes ${c.place.in} and tried to remember the last time ${c.hero.he} had held the ${t(c)}, but the picture {would not come|stayed foggy|kept slipping away}.`,
                `${h(c)} stood {very still|with eyes shut|without moving} ${c.place.in} and went back through the whole day in ${c.hero.his} head, {step by step|hour by hour|bit by bit}, but the last picture of the ${t(c)} {stayed foggy|kept slipping away|would not come}.`,
              )
            : null,
        (c) => {
          if (!lost(c) || wet(c) || isBare(c.setting)) return null;
          const floor = c.outdoors ? 'ground' : 'floor';
          const junk = c.outdoors
            ? '{a pebble|a twig|a feather}'
            : '{dust|a dry leaf|an old button}';
          return by(
            c,
            `${h(c)} searched along the ${floor}, but found only ${junk}.`,
            `${h(c)} searched the ${floor} ${c.place.in} {bit by bit|corner by corner|from one side to the other}, but found only ${junk}.`,
            `${h(c)} went over the ${floor} ${c.place.in} {bit by bit|inch by inch|in slow, careful rows}, so slowly that ${c.hero.he} could have counted the ${c.outdoors ? 'grains of sand' : 'specks of dust'}, but all ${c.hero.he} found was ${junk}.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const answer = c.outdoors
            ? '{the wind|a bird far off|the rustling leaves}'
            : c.setting === 'cave' || c.setting === 'castle'
              ? 'the echo'
              : 'silence';
          return by(
            c,
            `${h(c)} called out for the ${t(c)}, but only ${answer} answered.`,
            `"Has anyone seen ${a(c)}?" called ${h(c)} ${c.place.in}, {as loud as ${c.hero.he} dared|with ${c.hero.his} hands round ${c.hero.his} mouth|twice, to be sure}, but only ${answer} answered.`,
            `${h(c)} took a deep breath and called out ${c.place.in}, "Has anyone seen ${a(c)}?", {as loud as ${c.hero.he} dared|not once but three times|until ${c.hero.his} voice went thin}, but the only answer came from ${answer}.`,
          );
        },
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} wished hard, but the ${t(c)} did not come back.`,
                `${h(c)} counted to {three|five|ten} ${c.place.in} and wished with all ${c.hero.his} might that the ${t(c)} would be there when ${c.hero.he} looked, but it was not.`,
                `${h(c)} counted slowly to {ten|twenty} ${c.place.in}, wishing with all ${c.hero.his} might, as if a thing could hear that it was missed and come back by itself, but nothing came, {not even a glint|not a sound|not a sparkle}.`,
              )
            : null,
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const who =
            c.setting === 'cave'
              ? 'a sleepy bat'
              : c.outdoors
                ? '{a snail|a beetle|a bumblebee}'
                : '{a mouse|a spider}';
          return by(
            c,
            `${h(c)} asked ${who}, but it had not seen it.`,
            `"Have you seen ${a(c)}?" ${h(c)} asked ${who} ${c.place.in}, but it {only shook its head|had not seen a thing|was far too busy to answer}.`,
            `${h(c)} crouched down and asked ${who} ${c.place.in}, very politely, whether it had seen ${a(c)} anywhere, but it {had not seen a thing all day|was far too busy with its own business to answer|only blinked and was gone}.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const cave = c.setting === 'cave';
          const [maybe, high, only] = c.outdoors
            ? ['Maybe a magpie had taken it?', 'up high', '{clouds|blue sky|an empty nest}']
            : cave
              ? [
                  'Maybe a bat had carried it off?',
                  'up on the rocky ledges',
                  '{dark rock|a bat or two}',
                ]
              : [
                  'Maybe someone had put it up high to keep it safe?',
                  'on top of the {shelves|cupboards|beams}',
                  '{cobwebs|dust|a forgotten sock}',
                ];
          return by(
            c,
            `${h(c)} looked up high, but it was not up there.`,
            `${maybe} ${h(c)} searched ${high} ${c.place.in}, but there was only ${only}.`,
            `${maybe} ${h(c)} searched ${high} ${c.place.in}, {stretching as far as ${c.hero.he} could|one spot at a time|twice over}, but there was only ${only}, and no ${t(c)} at all.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const under =
            c.setting === 'cave'
              ? '{every loose stone|every heap of pebbles}'
              : c.outdoors
                ? '{every big leaf|every flat stone|every clump of grass}'
                : '{every cushion|every rug|every pile of papers}';
          return by(
            c,
            `${h(c)} looked under ${under}, but it was not there.`,
            `${h(c)} lifted ${under} ${c.place.in}, one after another, but under it was only {more dust|a startled woodlouse|nothing at all}.`,
            `${h(c)} lifted ${under} ${c.place.in}, {carefully|patiently|without missing a single one}, but under it was only {more dust|a woodlouse who did not want to be disturbed|nothing at all}, and never the ${t(c)}.`,
          );
        },
        (c) => {
          if (!door(c) || wet(c)) return null;
          const solid =
            c.setting === 'cave'
              ? '{the cave wall|a big rock|a rocky ledge}'
              : !c.outdoors
                ? '{a panel in the wall|an old cupboard|a painted wall}'
                : isBare(c.setting)
                  ? '{a big grey rock|a tall boulder}'
                  : '{a knobbly old tree|a big grey rock|a mossy bank}';
          return by(
            c,
            `${h(c)} knocked on ${solid}, but it only went {thunk|tock}.`,
            `${h(c)} knocked on ${solid} ${c.place.in}, in case a secret door was hiding there, but it only went {thunk|tock|knock}, solid all the way through.`,
            `${h(c)} tapped ${solid} ${c.place.in} all over, listening for the hollow sound a hidden door makes, but it sounded solid {all the way through|from top to bottom|wherever ${c.hero.he} tapped}.`,
          );
        },
      ],
      sightAttempt,
    ),
  ],
  progress: [
    ...overlay(
      [
        (c) =>
          seek(c)
            ? by(
                c,
                `${c.place.in}, ${h(c)} found lots of fine things, but not ${a(c)} yet.`,
                `${c.place.in}, ${h(c)} found many lovely things, but not ${a(c)} of the right kind, not yet.`,
                `${c.place.in} there were many lovely things, and ${h(c)} looked carefully at each, but ${a(c)} good enough${forR(c)} was not among them.`,
              )
            : null,
        (c) =>
          door(c)
            ? by(
                c,
                `${c.place.in}, ${h(c)} found an old sign with a key painted on it!`,
                `${c.place.in}, ${h(c)} found an old sign with a key painted on it, and an arrow pointing on.`,
                `${c.place.in}, ${h(c)} found a crooked old sign with a key carved into the wood, and its arrow pointed onward.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `${c.place.in}, ${h(c)} heard someone calling and searching.`,
                `${c.place.in}, ${h(c)} heard someone calling far away, as if looking for something.`,
                `${c.place.in}, ${h(c)} heard a voice far off, calling and calling, the way you call when you have lost something dear.`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `${c.place.in}, ${h(c)} heard a bird cheeping and cheeping.`,
                `${c.place.in}, ${h(c)} heard a bird cheeping and cheeping, as if it had lost something.`,
                `${c.place.in}, ${h(c)} heard a little bird cheeping unhappily somewhere high above, as if it had lost something.`,
              )
            : null,
        (c) =>
          !lost(c) && !treasure(c)
            ? null
            : by(
                c,
                `${c.place.in}, ${h(c)} found a clue: ${trail(c) ?? '{small marks|a bit of ribbon|a shiny scrap}'}!`,
                trail(c)
                  ? `Then ${h(c)} found a clue ${c.place.in}: ${trail(c)}.`
                  : `Then ${h(c)} found a clue ${c.place.in}: {a trail of little marks|a torn bit of ribbon|a shiny scrap} pointing onward.`,
                `Then ${h(c)} found a real clue ${c.place.in}, ${trail(c) ?? '{a trail of little marks|a torn scrap of ribbon caught on something|something glinting that pointed onward}'}, {and grinned|and felt it begin|and pointed}.`,
              ),
        (c) =>
          by(
            c,
            `"We are getting {close|closer|warm}," said ${h(c)} ${c.place.in}.`,
            `"We're getting closer," said ${h(c)}, looking around ${c.place.the}. "I can {feel it|tell}."`,
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
      sightProgress,
    ),
  ],
  advice: [
    ...overlay(
      [
        (c) =>
          c.helper && seek(c)
            ? by(
                c,
                `"The finest ones are ${where(c)}," said ${theKind(c.helper)}.`,
                `"If it's ${a(c)} you want, look ${where(c)}," said ${theKind(c.helper)}.`,
                `"If you want ${a(c)} of the very finest kind, you must look ${where(c)}," said ${theKind(c.helper)}, "I have seen many there."`,
              )
            : null,
        (c) =>
          c.helper && belongs(c)
            ? by(
                c,
                `"${door(c) ? 'I have seen a little door' : nest(c) ? 'There are lots of nests' : 'I heard someone searching'} ${where(c)}," said ${theKind(c.helper)}.`,
                `"Try ${where(c)}," said ${theKind(c.helper)}. "${door(c) ? 'There is an old door there that nobody has opened for years' : nest(c) ? 'Lots of birds live there' : 'Someone was searching and searching there'}."`,
                `"Now that you mention it," said ${theKind(c.helper)} slowly, "${door(c) ? 'there is a small, forgotten door' : nest(c) ? 'there is a worried mother bird' : 'someone was looking for something'} ${where(c)}."`,
              )
            : null,
        (c) =>
          c.helper && (lost(c) || treasure(c))
            ? by(
                c,
                `"I saw the ${t(c)}!" said ${theKind(c.helper)}. "Look ${where(c)}."`,
                `"I think I saw the ${t(c)}," said ${theKind(c.helper)}. "Try ${where(c)}."`,
                `"Now that you mention it, I did see something like that," said ${theKind(c.helper)} slowly. "Try ${where(c)}."`,
              )
            : null,
        (c) =>
          c.helper && lost(c)
            ? by(
                c,
                `"Look where it is {quiet|dark|cosy}," said ${theKind(c.helper)}.`,
                `"Lost things like {quiet|dark|cosy} places," said ${theKind(c.helper)}.`,
                `"Lost things tend to end up in {quiet|forgotten|cosy} places," said ${theKind(c.helper)}, "{that is what I have always found|in my experience|if you ask me}."`,
              )
            : null,
        (c) =>
          c.helper
            ? by(
                c,
                `${TheKind(c.helper)} pointed ${c.next ? c.next.to : 'ahead'} with a {${limb(c.helper)}|nod}.`,
                `${TheKind(c.helper)} thought {hard|a while} and pointed ${c.next ? c.next.to : 'ahead'}.`,
                `${TheKind(c.helper)} thought for a {long|little} while, then pointed ${c.next ? c.next.to : 'ahead'} without a word.`,
              )
            : null,
      ],
      sightAdvice,
    ),
  ],
  ask: [
    ...overlay(
      [
        (c) =>
          c.helper && belongs(c)
            ? by(
                c,
                door(c)
                  ? `"Do you know which door this key opens?" asked ${h(c)}.`
                  : nest(c)
                    ? `"Do you know where this belongs?" asked ${h(c)}.`
                    : `"Do you know who lost this?" asked ${h(c)}.`,
                door(c)
                  ? `"Excuse me, do you know which door this key opens?" asked ${h(c)}, holding it up.`
                  : nest(c)
                    ? `"Excuse me, do you know which bird lost this?" asked ${h(c)} {politely|gently}.`
                    : `"Excuse me, do you know who lost this?" asked ${h(c)} {politely|hopefully}.`,
              )
            : null,
        (c) =>
          c.helper && !belongs(c)
            ? by(
                c,
                `"Have you seen ${a(c)}?" asked ${h(c)}.`,
                `"Excuse me, have you seen ${a(c)}?" asked ${h(c)} {nicely|with hope}.`,
                `"Excuse me," said ${h(c)}, "I'm looking for ${a(c)}, and I wonder if you've seen one {anywhere|round here|lately}?"`,
              )
            : null,
        (c) =>
          c.helper && !belongs(c)
            ? by(
                c,
                `"We're looking for ${a(c)}," said ${h(c)}.`,
                `"We're {looking|searching} for ${a(c)}," said ${h(c)}, "{everywhere|high and low}."`,
                `"We're on a search," explained ${h(c)}, "for ${a(c)}, and we'd be {grateful|glad} for any help at all."`,
              )
            : null,
      ],
      sightAsk,
    ),
  ],
  turn: {
    brave: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `There was one last place, dark and {narrow|small|deep}, and ${h(c)} went in.`,
              `There was one last place to look, a dark, narrow gap, and though ${h(c)} was a little scared, ${c.hero.he} went in.`,
              `There was only one place left to look, a dark and narrow gap that nobody else would try, so ${h(c)} swallowed hard and squeezed inside.`,
            ),
        ],
        sightTurn.brave,
      ),
    ],
    together: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `${Crowd(c)} looked together, until someone shouted, "Here!"`,
              `${Crowd(c)} spread out and searched together, until someone shouted, "Over here!"`,
              `${Crowd(c)} spread out in a long line and searched every inch, until a voice rang out, "Over here, come quickly!"`,
            ),
        ],
        sightTurn.together,
      ),
    ],
    gift: [
      ...overlay(
        [
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
        sightTurn.gift,
      ),
    ],
    clever: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `${h(c)} thought hard, and all the clues went to one place!`,
              `${h(c)} thought about all the clues, and they all pointed to the same place!`,
              `${h(c)} sat down and thought about every clue together, and suddenly it was obvious: they all pointed to the same place.`,
            ),
        ],
        sightTurn.clever,
      ),
    ],
  },
  resolution: [
    (c) => {
      // Found where it was taken, by whom and why, and then it goes home.
      if (lost(c)) return lostFound(c);
      if (sight(c) && snowSight(c))
        return by(
          c,
          `Then, very softly, the first snowflake came down and landed on ${h(c)}'s nose. Snow!`,
          `Then, very softly, the first snowflake came drifting down and landed on ${h(c)}'s nose, and then another, and another. ${h(c)} laughed and turned round and round while ${c.place.the} went white.`,
          `Then, very softly, the first snowflake came drifting down out of the grey and landed right on ${h(c)}'s nose, cold and tickly. Another came, and another, and soon the air was full of them, and ${h(c)} turned round and round with ${c.hero.his} face to the sky while ${c.place.the} went white.`,
        );
      if (sight(c))
        return `${dusk(c)}${by(
          c,
          `And there, {high above|right over|across the sky above} ${c.place.the}, ${plural(c) ? 'were' : 'was'} the ${t(c)}! ${h(c)} stood still and looked and looked.`,
          `And there, {high above|right over|arching across the sky above} ${c.place.the}, shone the ${t(c)}, finer than ${h(c)} had dreamed. ${h(c)} stood very still and looked until ${plural(c) ? 'they' : 'it'} began to fade${forR(c) ? `, and told ${R(c)} all about ${it(c)}` : ''}.`,
          `And there, {arching high above|spread right across the sky over|shining above} ${c.place.the}, ${plural(c) ? 'were' : 'was'} the ${t(c)}, so fine that ${h(c)} held ${c.hero.his} breath. ${h(c)} did not say a word, but looked and looked, to keep every colour of ${it(c)} for ever.`,
        )}`;
      if (seek(c))
        return by(
          c,
          `And there, ${hideaway(c)}, lay the ${t(c)}! ${h(c)} ${c.hero.dressed ? `put it carefully in ${c.hero.his} pocket` : 'held it close'}.`,
          `And there, ${hideaway(c)} ${c.place.in}, lay the ${t(c)}, finer than ${h(c)} had dreamed. ${h(c)} ${c.hero.dressed ? `put it carefully in ${c.hero.his} pocket` : 'kept it carefully close'}${forR(c)}.`,
          `And there, ${hideaway(c)} ${c.place.in}, lay the ${t(c)}, so fine that ${h(c)} held ${c.hero.his} breath. ${h(c)} wiped it clean and ${c.hero.dressed ? `tucked it into ${c.hero.his} pocket` : 'kept it close'}, ${c.recipient ? `because it was for ${R(c)}` : 'where it could not get lost'}.`,
        );
      if (door(c))
        return by(
          c,
          `And there, behind the ivy, was a little green door! ${h(c)} put the key in the lock. Click! The door swung open.`,
          `And there, behind a thick curtain of ivy ${c.place.in}, was a little green door. ${h(c)} put the key in the lock and turned it. Click! The door swung open, and inside was {a secret garden full of flowers|a little room full of old toys|a chest of old letters and pictures}.`,
          `And there, behind a thick curtain of ivy ${c.place.in}, was a little green door that nobody had seen for years. ${h(c)} put the key in the lock, and with a small click the door swung open. Inside was {a secret garden full of flowers|a little room full of old toys|a chest of old letters and pictures}.`,
        );
      if (nest(c))
        return by(
          c,
          `And there, high in a birch tree, was the nest! The mother bird sang for joy when ${h(c)} put the ${t(c)} back.`,
          `And there, high in a birch tree ${c.place.in}, was the nest, with the mother bird cheeping. ${h(c)} climbed up carefully and laid the ${t(c)} back in the nest.`,
          `And there, high in a birch tree ${c.place.in}, was the nest, and a little mother bird sat on its edge cheeping sadly. ${h(c)} climbed up carefully and laid the ${t(c)} back in the nest, and the mother bird spread her wings over it at once.`,
        );
      if (owner(c))
        return by(
          c,
          `And there stood ${c.p(['a little girl', 'a little boy', 'an old man'])}, searching. "My ${t(c)}! It's mine!" The owner was so happy.`,
          `And there, ${c.place.in}, stood ${c.p(['a little girl', 'a little boy', 'an old man'])}, searching and searching. "Is this yours?" asked ${h(c)}. "My ${t(c)}!" cried the owner, lighting up.`,
          `And there, ${c.place.in}, stood ${c.p(['a little girl with pink cheeks', 'a little boy near to tears', 'an old man with a walking stick'])}, searching under every bush. "Is this yours?" asked ${h(c)}, holding out the ${t(c)}, and the owner lit up like the sun.`,
        );
      const main = by(
        c,
        `And there it {was|lay}: the ${t(c)}!`,
        `And there, {at last|at long last|right in front of ${c.team.them}}, was the ${t(c)}!`,
        `And there, tucked away ${hideaway(c)} ${c.place.in}, where nobody had thought to look, was the ${t(c)}.`,
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
  reflection: overlay(
    // A horn or a tail is put back on when found: no shelf for it, no promise to keep it.
    (
      [
        (c) =>
          seek(c) && c.recipient && !sight(c)
            ? by(
                c,
                `${R(c)} got the ${t(c)}, and ${c.recipient.he} smiled so wide that ${c.recipient.his} whole face shone.`,
                `${R(c)} got the ${t(c)} and held it up to the light for a long time. "The finest I've ever had," ${c.recipient.he} said.`,
                `When ${R(c)} got the ${t(c)}, ${c.recipient.he} went very quiet, and then ${c.recipient.he} hugged ${h(c)} so long and so tight that neither of them wanted to let go.`,
              )
            : null,
        (c) =>
          seek(c) && c.recipient && !sight(c)
            ? by(
                c,
                `The ${t(c)} got a special place at ${possessive(R(c))}.`,
                `The ${t(c)} got its own place at ${possessive(R(c))}, {on the windowsill|on the shelf|by the bed}, where it {shone|glittered} every evening.`,
                `The ${t(c)} got its own place at ${possessive(R(c))}, {on the windowsill|on the top shelf|by the bed}, and every time ${R(c)} looked at it, ${c.recipient.he} thought of ${h(c)}.`,
              )
            : null,
        (c) =>
          sight(c)
            ? by(
                c,
                `${h(c)} would never forget the ${t(c)}.`,
                `${h(c)} would never forget the ${t(c)}, and drew ${it(c)} {that evening|before bed|in every colour there was}.`,
              )
            : null,
        (c) =>
          seek(c) && !c.recipient && !sight(c)
            ? by(
                c,
                `The ${t(c)} got a special place at home.`,
                `The ${t(c)} got its own place {on the windowsill|on the shelf|by the bed}, where it {shone|glittered} every evening.`,
              )
            : null,
        (c) =>
          door(c)
            ? by(
                c,
                `Now ${h(c)} had a secret door and its very own key.`,
                `From then on the key hung on a nail, and the little door was ${possessive(h(c))} secret.`,
                `From then on the key hung on a nail by the bed, and the little green door behind the ivy was ${possessive(h(c))} very own secret.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `${h(c)} thought of the owner who had the ${t(c)} back, and smiled.`,
                `${h(c)} thought of the owner, who had the ${t(c)} back again, and it was the best feeling in the world.`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `A few days later there was a cheep from the nest: a baby bird!`,
                `A few days later there was a cheep from the nest, and the mother bird had a tiny chick.`,
                `A few days later ${h(c)} heard a small cheep from the nest in the birch tree, and there sat the mother bird with a tiny, fluffy chick under her wing.`,
              )
            : null,
        (c) =>
          !lost(c) || part(c)
            ? null
            : by(
                c,
                `${c.hero.name} would {keep the ${t(c)} safe|never lose the ${t(c)} again|hold the ${t(c)} tight} from now on.`,
                `From now on, ${c.hero.name} would {keep the ${t(c)} somewhere safe|never let the ${t(c)} out of sight}.`,
                `From now on, ${c.hero.name} decided, the ${t(c)} would have {a special place|its own shelf|a safe spot} where it could never get lost again.`,
              ),
        (c) =>
          belongs(c) || c.recipient || sight(c)
            ? null
            : by(
                c,
                `${h(c)} was so {happy|glad|pleased} that the ${t(c)} was found.`,
                `Finding the ${t(c)} was {good|great|grand}, but the trip there had been even better.`,
                `Finding the ${t(c)} was wonderful, but ${h(c)} knew that the best part had been the {journey|adventure}, and everyone met along the way.`,
              ),
      ] as Tpl<EnCtx>[]
    ).map((t) => (c: EnCtx) => (part(c) ? null : t(c))),
    sightReflection,
  ),
  refrain: overlay(
    [
      (c) =>
        lost(c) || treasure(c) ? `Look up high and look down low! Where did the ${t(c)} go?` : null,
      (c) =>
        belongs(c) || sight(c)
          ? null
          : `Seek and find, seek and find! ${h(c)} will leave no stone behind!`,
      (c) => (belongs(c) ? `Look up high and look down low! Where does the ${t(c)} go?` : null),
    ],
    sightRefrain,
  ),
  title: overlay(
    [
      (c) => (lost(c) ? `${h(c)} and the lost ${t(c)}` : null),
      (c) => (treasure(c) ? `the treasure map` : lost(c) ? `where is the ${t(c)}?` : null),
      (c) => (belongs(c) ? null : `the search for the ${t(c)}`),
      (c) => (belongs(c) || sight(c) ? null : `${h(c)} finds the ${t(c)}`),
      (c) => (seek(c) && c.recipient ? `${a(c)} for ${R(c)}` : null),
      (c) => (door(c) ? `the door the key opened` : null),
      (c) => (owner(c) ? `whose ${t(c)} is it?` : null),
      (c) => (nest(c) ? `${h(c)} and the ${t(c)} in the grass` : null),
    ],
    sightTitle,
  ),
};

/** A hungry one's search for food tells its own lines in the search's slots. */
export const find: GoalTexts<EnCtx> = withHunger(search, hungryTexts);
