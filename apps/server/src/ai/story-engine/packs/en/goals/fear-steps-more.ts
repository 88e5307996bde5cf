// More fears met where they live: falling where one climbs or slips, loud noises where people
// and machines are, and a fear said in the family's own words, met anywhere.
// Each pair is [ages 3–5 (nine words or fewer), older].
import type { EnCtx } from '../../../compose/ctx-en';
import type { FearPair, FearSteps } from '../../fear-step-banks';
import { cap, cover, he, o } from './fear-who';

type Pair = FearPair<EnCtx>;
/** What one may slip on or fall from at a place of this setting. */
const SLIP: Partial<Record<string, string>> = {
  mountain: 'the mountain path',
  playground: 'the climbing frame',
  castle: 'the tower stairs',
  forest: 'the log over the stream',
  jungle: 'the log over the river',
  snow: 'the ice',
};
const slip = (c: EnCtx) => SLIP[c.setting] ?? 'the path';
/** The fear in the family's own words: "the fear of the big slide". */
const it = (c: EnCtx) => c.fear?.it ?? 'the fear';

/** Met again, by name. */
const again: Pair[] = [
  [
    (c) => `${cap(c.place.in)}, there it was again: ${it(c)}.`,
    (c) => `And ${c.place.in}, there it was again, waiting: ${it(c)}.`,
  ],
];

export const MORE_STEPS: Record<string, FearSteps<EnCtx>> = {
  falling: {
    meet: [
      [
        (c) => `${cap(slip(c))} was slippery.`,
        (c) =>
          `${cap(slip(c))} was slippery, and ${o(c)} could already see ${c.owner.him}self slide and fall.`,
      ],
      [
        (c) => `${o(c)} nearly tripped ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} ${o(c)} slipped on a loose stone, and ${c.owner.his} tummy jumped into ${c.owner.his} throat: what if ${he(c)} fell?`,
      ],
    ],
    again,
    fail: [
      [
        (c) => `${o(c)} stepped onto ${slip(c)} and turned back.`,
        (c) =>
          `${o(c)} took one step out onto ${slip(c)}, but then ${he(c)} wobbled, ${c.owner.his} knees went {wobbly as jelly|shaky}, and ${he(c)} went back.`,
      ],
      [
        (c) => `"I'm falling!" cried ${o(c)}, holding on tight.`,
        (c) =>
          `A foot slid a little, and ${o(c)} held on to ${cover(c)} so tightly that ${he(c)} did not dare go on.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} held on tight and took one more step.`,
        (c) =>
          `${o(c)} held on tight, looked at the next step and not down, and took one more step, and then another.`,
      ],
      [
        (c) => `${o(c)} fell, but got up and laughed!`,
        (c) =>
          `Then ${o(c)} slid and landed right on ${c.owner.his} bottom, but it hardly hurt at all, and ${he(c)} got up and started to laugh.`,
      ],
    ],
  },
  noise: {
    meet: [
      [
        (c) => `{BANG|CRASH|THUD}! Something went off ${c.place.in}.`,
        (c) =>
          `Suddenly something banged ${c.place.in}, {BANG|CRASH}, so loudly that ${o(c)} put ${c.owner.his} hands over ${c.owner.his} ears.`,
      ],
      [
        (c) => `${cap(c.place.in)}, there was so much noise!`,
        (c) =>
          `${cap(c.place.in)} there was noise everywhere: {someone shouting, something rumbling and a car honking|drums, horns and shouts|bangs and thuds and loud cries}.`,
      ],
    ],
    again,
    fail: [
      [
        (c) => `${o(c)} covered ${c.owner.his} ears and ran.`,
        (c) =>
          `${o(c)} tried to stay, but at the next bang ${he(c)} covered ${c.owner.his} ears and hid behind ${cover(c)}.`,
      ],
      [
        (c) => `It banged again, and ${o(c)} curled up.`,
        (c) =>
          `It banged again, even louder, and ${o(c)} curled up small and only wanted to go home where it was quiet.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} lifted ${c.owner.his} hands from ${c.owner.his} ears.`,
        (c) =>
          `This time ${o(c)} slowly took ${c.owner.his} hands from ${c.owner.his} ears and listened: it was only {a drummer|a lorry|someone laughing} making the noise.`,
      ],
      [
        (c) => `BANG! ${o(c)} jumped, but stayed put.`,
        (c) =>
          `It banged again, and ${o(c)} jumped, but ${he(c)} stayed where ${he(c)} was and counted to three, and then it was over.`,
      ],
    ],
  },
  // A fear said in the family's own words: told through the fear, never guessed at.
  said: {
    meet: [
      [
        (c) => `${cap(c.place.in)}, ${it(c)} came back.`,
        (c) =>
          `${cap(c.place.in)} ${o(c)} felt ${it(c)} come creeping back, cold and {tight|heavy} in ${c.owner.his} tummy.`,
      ],
      [
        (c) => `Here ${o(c)} thought of ${c.fear?.of ?? 'it'} again.`,
        (c) =>
          `Right ${c.place.in}, something reminded ${o(c)} of ${c.fear?.of ?? 'it'}, and ${he(c)} stood very still.`,
      ],
    ],
    again,
    fail: [
      [
        (c) => `${o(c)} took one step, then turned back.`,
        (c) =>
          `${o(c)} tried to go closer, but ${it(c)} grew too big, and ${he(c)} backed away behind ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} shut ${c.owner.his} eyes. No, not yet.`,
        (c) =>
          `${o(c)} took a breath and counted to three, but at three ${he(c)} felt ${it(c)} all through ${c.owner.his} body and stayed where ${he(c)} was.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} took one small step. Then another!`,
        (c) =>
          `This time ${o(c)} took one small step, and then another, and ${it(c)} grew {a little smaller|not quite so big|into just a small knot}.`,
      ],
      [
        (c) => `${o(c)} breathed slowly. It was all right!`,
        (c) => `${o(c)} breathed out slowly, and ${it(c)} let go a little.`,
      ],
    ],
  },
};
