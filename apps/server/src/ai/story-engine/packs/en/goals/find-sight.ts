// A sight to be seen (the northern lights, a rainbow, the sunset): nothing lying somewhere
// waiting, but a sky that has to be right. Each look fails its own way (clouds, the village
// lamps, still light), and the tip and the step closer belong to just that.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Tpl } from '../../../compose/ctx-base';
import { theKind } from '../../../compose/met-actor';
import { by } from '../../by-band';
import {
  afterDark as dark,
  fromNorth as north,
  hitchIs as is,
  nightSight as night,
  openSky as open,
  rainbowSight as rainbow,
  sightHitch,
  snowSight as snow,
  sightKind,
  sightSlots as slots,
  sunsetSight as sunset,
} from '../../sight-steps';
import { Crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
/** The sight with "the": "the northern lights", "the rainbow". */
const S = (c: EnCtx) => c.thing?.the ?? 'the northern lights';
/** A name told as a plural ("the northern lights") is "they", never "it". */
export const plural = (c: EnCtx) => /s$/u.test(c.thing?.sg ?? '');
export const it = (c: EnCtx) => (plural(c) ? 'them' : 'it');
const they = (c: EnCtx) => (plural(c) ? 'they' : 'it');
/** How the sight is first named: "the northern lights", but "a rainbow", "a shooting star". */
const first = (c: EnCtx) => (plural(c) || sightKind(c.thing?.id) === 'sun' ? S(c) : c.thing!.a);
const R = (c: EnCtx) => c.recipient?.name ?? '';

export const sightWant: Tpl<EnCtx>[] = [
  (c) =>
    snow(c)
      ? by(
          c,
          `${h(c)} had never seen snow, not one single flake.`,
          `${h(c)} had never seen snow, not one single flake: where ${c.hero.he} lived, it was always far too warm.`,
          `${h(c)} had never seen snow, not one single flake, because where ${c.hero.he} lived the sun shone all year round. But ${c.hero.he} had seen pictures, and more than anything ${c.hero.he} wanted to feel snowflakes land on ${c.hero.his} nose.`,
        )
      : null,
  (c) =>
    snow(c)
      ? null
      : c.recipient
        ? by(
            c,
            `${h(c)} wanted to see ${first(c)} and tell ${R(c)} about ${it(c)}.`,
            `${h(c)} had never seen ${first(c)}, and ${c.hero.he} wanted to see ${it(c)} and tell ${R(c)} all about ${it(c)} afterwards.`,
            `${h(c)} had never seen ${first(c)} with ${c.hero.his} own eyes, only heard ${R(c)} tell of ${it(c)}, and now ${c.hero.he} wanted to see ${it(c)} and come home to tell of every colour.`,
          )
        : by(
            c,
            `${h(c)} wished and wished to see ${first(c)}.`,
            `${h(c)} had never seen ${first(c)}, and ${c.hero.he} wanted that more than anything.`,
            `${h(c)} had never seen ${first(c)} with ${c.hero.his} own eyes, only in pictures, and more than anything in the world ${c.hero.he} wanted to stand under the open sky and see ${it(c)}.`,
          ),
];

export const sightProblem: Tpl<EnCtx>[] = [
  (c) =>
    snow(c)
      ? by(
          c,
          `But snow only falls where it is cold enough.`,
          `But snow only falls where it is cold enough, high up where the grey snow clouds come.`,
          `But snow only falls where it is really cold, and you have to go high up, where the air bites your cheeks, and wait for the heavy grey snow clouds to come.`,
        )
      : night(c)
        ? by(
            c,
            `But ${S(c)} only come${plural(c) ? '' : 's'} when the sky is dark and clear.`,
            `But ${S(c)} only show${plural(c) ? '' : 's'} when the sky is dark and clear, and that is not every night.`,
            `But ${S(c)} only show${plural(c) ? '' : 's'} when the sky is truly dark and clear, far from lamps and clouds, and even then you need patience and a little luck.`,
          )
        : rainbow(c)
          ? by(
              c,
              `But a rainbow only comes when it rains and the sun shines.`,
              `But a rainbow only comes when it rains and the sun shines at the same time, and you must stand with the sun behind you.`,
              `But a rainbow only comes when rain and sun are out together, and even then you only see it if you stand with the sun at your back and look towards the rain.`,
            )
          : sunset(c)
            ? by(
                c,
                `But ${S(c)} only comes at the end of the day.`,
                `But ${S(c)} only comes at the end of the day, and you must look far to the west.`,
                `But ${S(c)} only comes as the day ends, and you need somewhere with a clear view to the west, with no trees or hills in the way.`,
              )
            : by(
                c,
                `But ${S(c)} comes early, before anyone is awake.`,
                `But ${S(c)} comes very early in the morning, and you must look far to the east.`,
              ),
];

export const sightDecide: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `"I'm going to see ${it(c)}!" said ${h(c)}, {nodding firmly|packing a bag|standing up tall}.`,
      `"I'm going to see ${it(c)}," said ${h(c)}, "{even if I have to wait all day|however long it takes|whatever happens}."`,
      `"I am going to see ${it(c)} with my own eyes," said ${h(c)} firmly, and so ${c.team.they} packed a bag with {warm clothes and cocoa|a blanket and a picnic|a torch and some buns} and set off.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `"We'll look for ${it(c)} together," said ${c.friend.name}.`,
          `"We'll look for ${it(c)} together," said ${c.friend.name}, "because four eyes see more than two."`,
          `"We'll look for ${it(c)} together," said ${c.friend.name}, "because four eyes see more than two, and waiting is cosier for two."`,
        )
      : null,
];

export const sightAttempt: Tpl<EnCtx>[] = [
  (c) =>
    is(c, 'warm')
      ? by(
          c,
          `Grey clouds came, but down here it only rained.`,
          `Grey clouds came ${c.place.in}. But down here it was too warm, and it only rained.`,
          `Grey clouds rolled in ${c.place.in}, and ${h(c)} held ${c.hero.his} breath and looked up, but down here the air was too warm, and what came down was only rain, big wet drops and not a single flake.`,
        )
      : null,
  (c) =>
    is(c, 'clear')
      ? by(
          c,
          `It was cold now, but the sky was clear and blue.`,
          `It was cold ${c.place.in} now, cold enough for snow, but the sky was clear and blue, without a single cloud.`,
          `It was cold ${c.place.in} now, so cold that ${h(c)}'s breath made little clouds, but the sky above was clear and blue, and without clouds there is no snow, however cold it gets.`,
        )
      : null,
  (c) =>
    is(c, 'cold') && snow(c)
      ? by(
          c,
          `They waited and waited, and it got so cold.`,
          `${c.team.plural ? cap(c.team.they) : h(c)} sat down to wait ${c.place.in} under the grey sky, but it got so cold that teeth chattered, and still no flake came.`,
          `${c.team.plural ? cap(c.team.they) : h(c)} sat down to wait ${c.place.in} under the heavy grey sky, hour after hour, but the cold crept in under every coat, teeth began to chatter, and still not a single flake came down.`,
        )
      : null,
  (c) =>
    open(c) && snow(c)
      ? by(
          c,
          `${h(c)} looked up and waited, but no snow came yet.`,
          `${h(c)} looked up at the grey sky ${c.place.in}, but not a single flake came down yet.`,
        )
      : null,
  (c) =>
    is(c, 'light')
      ? by(
          c,
          `${h(c)} looked up, but the sky was still light.`,
          `${h(c)} looked up at the sky ${c.place.in}, but it was still {light and blue|pale and bright}, and ${S(c)} only show${plural(c) ? '' : 's'} in the dark.`,
          `${h(c)} tipped ${c.hero.his} head back and searched the sky ${c.place.in}, but it was still {light and blue|pale and bright}, and while the sun was up, nobody could see ${S(c)}, however hard they looked.`,
        )
      : null,
  (c) =>
    is(c, 'lamps')
      ? by(
          c,
          `But the lamps of the houses made the sky pale.`,
          `${h(c)} searched the sky ${c.place.in}, but the lamps {in the windows|along the road|of the houses} shone so brightly that the sky went grey, and not one star showed.`,
          `${h(c)} searched the sky ${c.place.in}, but the lamps {in the windows|along the road|of the houses} shone so brightly that the whole sky went a washed-out grey, and in that glow even the brightest stars did not stand a chance.`,
        )
      : null,
  (c) =>
    is(c, 'trees')
      ? by(
          c,
          `But the trees hid nearly all the sky.`,
          `${cap(c.place.in)}, ${h(c)} looked up, but the branches were so thick that the sky was only a few small patches between the leaves.`,
          `${cap(c.place.in)}, ${h(c)} looked up, but the branches wove together so tightly overhead that the sky was only a few small patches here and there, and through them you could hardly see a thing.`,
        )
      : null,
  (c) =>
    is(c, 'clouds')
      ? rainbow(c)
        ? by(
            c,
            `It was raining, but the sun hid behind the clouds.`,
            `It was drizzling ${c.place.in}, but the sun was hiding behind thick grey clouds, and with no sun there is no rainbow.`,
            `It was drizzling ${c.place.in}, just as it should, but the sun had hidden behind thick grey clouds, and with no sun there is no rainbow, however much it rains.`,
          )
        : by(
            c,
            `But thick clouds covered the whole sky.`,
            `${cap(c.place.in)}, ${h(c)} looked up, but thick grey clouds lay over the whole sky like a duvet.`,
            `${cap(c.place.in)}, ${h(c)} looked up, but thick grey clouds had spread over the whole sky like a duvet, and behind them ${S(c)} might as well have been on the other side of the world.`,
          )
      : null,
  (c) =>
    is(c, 'low')
      ? by(
          c,
          `Down here, the hills hid most of the sky.`,
          `${h(c)} stood on tiptoe ${c.place.in}, but down here the hills stood round like a high wall and hid most of the sky.`,
          `${h(c)} stood on tiptoe ${c.place.in} and craned ${c.hero.his} neck, but down here the hills stood round like a high wall, and the sky above was only a narrow strip.`,
        )
      : null,
  (c) =>
    is(c, 'cold') && !snow(c)
      ? by(
          c,
          `They waited and waited, but it got so cold.`,
          `${c.team.plural ? cap(c.team.they) : h(c)} sat down to wait ${c.place.in}, but it got so cold that teeth chattered, and the sky was still empty.`,
          `${c.team.plural ? cap(c.team.they) : h(c)} sat down to wait ${c.place.in}, hour after hour, but the cold crept in under every coat and teeth began to chatter, and the sky was as empty as before.`,
        )
      : null,
  (c) =>
    is(c, 'dry')
      ? by(
          c,
          `The sun shone, but there was not a drop of rain.`,
          `${h(c)} searched the sky ${c.place.in}, but the sun shone from a bright blue sky, and with no rain there is no rainbow.`,
          `${h(c)} searched the sky ${c.place.in} in every direction, but the sun shone from a bright blue sky without a single cloud, and with no rain there is no rainbow, however fine the weather.`,
        )
      : null,
  (c) =>
    is(c, 'sun')
      ? by(
          c,
          `${h(c)} looked straight at the sun and had to squint.`,
          `It was drizzling, and ${h(c)} looked straight towards the sun ${c.place.in}, but the light was so bright that ${c.hero.he} had to squint.`,
          `It was drizzling, and ${h(c)} looked straight towards the sun ${c.place.in}, but the light dazzled so much that ${c.hero.he} had to squeeze ${c.hero.his} eyes shut, and ahead there was only glittering rain.`,
        )
      : null,
  (c) =>
    is(c, 'early')
      ? by(
          c,
          `But the sun was still high in the sky.`,
          `${h(c)} sat down ${c.place.in} to wait, but the sun was still high in the sky, and evening was a long way off.`,
          `${h(c)} sat down ${c.place.in} to wait, but the sun still stood high and white in the sky, and it would be hours before it went down.`,
        )
      : null,
  (c) =>
    open(c) && !snow(c)
      ? by(
          c,
          `${h(c)} looked and looked, but ${S(c)} did not come yet.`,
          `${h(c)} searched the sky ${c.place.in}, bit by bit, but ${S(c)} kept ${c.team.them} waiting.`,
          `${h(c)} searched the sky ${c.place.in}, bit by bit and edge to edge, but ${S(c)} kept ${c.team.them} waiting, as if to be quite sure ${c.team.they} meant it.`,
        )
      : null,
];

/** A tip that fits what the look failed on. */
export const sightAdvice: Tpl<EnCtx>[] = [
  (c) => {
    if (!c.helper) return null;
    const k = theKind(c.helper);
    switch (sightHitch(c)) {
      case 'warm':
        return by(
          c,
          `"Go higher, where it is colder," said ${k}.`,
          `"Down here the snow melts into rain," said ${k}. "Go higher, where it is colder."`,
          `"Down here the snow melts into rain before it reaches the ground," said ${k}. "Go higher up, where the air is colder, and it will stay snow all the way down."`,
        );
      case 'clear':
        return by(
          c,
          `"Wait for the grey clouds," said ${k}.`,
          `"Snow needs clouds," said ${k}. "Wait for the heavy grey ones from the north."`,
          `"Snow needs clouds," said ${k}, sniffing the air. "Wait for the heavy grey ones that come from the north. When the air smells like that, snow is on its way."`,
        );
      case 'light':
        return by(
          c,
          `"It's too light still," said ${k}.`,
          `"It's too light still," said ${k}. "${cap(S(c))} only come${plural(c) ? '' : 's'} once the sun has gone down."`,
          `"${cap(S(c))} only come${plural(c) ? '' : 's'} when it is dark," said ${k}, "so wait until the sun has gone down and the first star is out. Then it is time to look up."`,
        );
      case 'lamps':
        return by(
          c,
          `"Go higher, where no lamps shine," said ${k}.`,
          `"The lamps are too bright here," said ${k}. "Go higher up, where no lamps shine."`,
          `"Go further away and higher up, where no lamps shine," said ${k}. "There the sky gets so dark you will see stars you have never seen before."`,
        );
      case 'trees':
        return by(
          c,
          `"Find a place where the sky is open," said ${k}.`,
          `"Under the trees you only see branches," said ${k}. "Find a place where the sky is open."`,
          `"Under the trees you only see branches," said ${k}. "Find somewhere the sky is big and open, a clearing or a hilltop, and you will see it all."`,
        );
      case 'clouds':
        return rainbow(c)
          ? by(
              c,
              `"Wait for the sun to peep out," said ${k}.`,
              `"Wait a little, and the sun will peep out again," said ${k}. "Then the rainbow comes."`,
            )
          : by(
              c,
              `"Wait a bit, the wind will take the clouds," said ${k}.`,
              `"The clouds are thick now," said ${k}, "but wait a bit, and the wind will take them away."`,
              `"Wait a little," said ${k}, feeling the breeze. "The wind is coming off the sea tonight, and it will carry the clouds away before you know it."`,
            );
      case 'low':
        return by(
          c,
          `"Climb higher," said ${k}.`,
          `"Down here you see too little of the sky," said ${k}. "Climb higher, and you will see more."`,
          `"Climb higher," said ${k}, "for the higher you stand, the more sky you see, and ${S(c)} like${plural(c) ? '' : 's'} to show ${plural(c) ? 'themselves' : 'itself'} to those who have walked a way."`,
        );
      case undefined:
        return snow(c)
          ? by(
              c,
              `"Snow comes where it is high and cold," said ${k}.`,
              `"Snow comes first where it is high and cold," said ${k}. "Keep climbing, and keep watching the clouds."`,
            )
          : null;
      case 'cold':
        if (snow(c))
          return by(
            c,
            `"Sit close together and keep warm," said ${k}.`,
            `"Sit close together and keep warm," said ${k}. "The first flakes always keep you waiting."`,
          );
        return by(
          c,
          `"Sit close together and keep warm," said ${k}.`,
          north(c)
            ? `"Sit close together and keep warm," said ${k}. "And look to the north, that is where ${they(c)} come${plural(c) ? '' : 's'} first."`
            : `"Sit close together and keep warm," said ${k}. "It is worth the wait."`,
          north(c)
            ? `"Sit close together and keep warm," said ${k}, "and look to the north, low over the hills, for that is where ${S(c)} come${plural(c) ? '' : 's'} first, like a faint green veil."`
            : `"Sit close together and keep warm," said ${k}, "and keep your eyes open, for ${S(c)} only lasts a moment, and if you blink you miss it."`,
        );
      case 'dry':
        return by(
          c,
          `"A rainbow needs both rain and sun," said ${k}.`,
          `"A rainbow needs both rain and sun," said ${k}. "Wait for a shower while the sun shines."`,
        );
      case 'sun':
        return by(
          c,
          `"Turn with the sun at your back," said ${k}.`,
          `"Turn round with the sun at your back," said ${k}, "and you will see the rainbow in front of you."`,
        );
      case 'early':
        return by(
          c,
          `"The sun goes down in the west at evening," said ${k}.`,
          `"The sun goes down in the west when the day is done," said ${k}. "Find somewhere you can see far."`,
        );
      default:
        return null;
    }
  },
  // With nothing here in the way, the helper's word is about the sky itself.
  (c) =>
    c.helper && sightHitch(c) === undefined
      ? by(
          c,
          `"Look up and be patient," said ${theKind(c.helper)}.`,
          `"Look ${north(c) ? 'to the north' : 'up'} and be patient," said ${theKind(c.helper)}. "The sky keeps its own time."`,
        )
      : null,
  (c) =>
    c.helper && sightHitch(c) === undefined && !snow(c)
      ? by(
          c,
          night(c)
            ? `"The darker and clearer the sky, the better," said ${theKind(c.helper)}.`
            : `"The wider the view, the better," said ${theKind(c.helper)}.`,
          `"The higher you go and the clearer the sky, the better you will see," said ${theKind(c.helper)}.`,
        )
      : null,
];

/** A step closer: the sky getting right, bit by bit. */
const progressLines: Tpl<EnCtx>[] = [
  (c) =>
    is(c, 'light')
      ? by(
          c,
          `The sun sank, and the sky grew darker.`,
          `The sun sank lower, and the sky ${c.place.in} turned a deeper blue.`,
          `The sun sank lower and lower, the sky ${c.place.in} turned a deeper blue, and far up there the first star came out.`,
        )
      : null,
  (c) =>
    is(c, 'lamps')
      ? by(
          c,
          `A little way from the lamps, the stars came out.`,
          `A little way from the lamps the sky grew darker, and more stars came out.`,
          `With every step away from the lamps the sky grew darker, and the stars came out, first a few and then more than anyone could count.`,
        )
      : null,
  (c) =>
    is(c, 'trees')
      ? by(
          c,
          `Where the trees ended, the sky opened up.`,
          `Where the trees ended, the sky opened up, big and wide.`,
          `Where the trees ended, the sky opened up over ${c.team.them}, big and wide, and ${h(c)} could see from one edge of it to the other.`,
        )
      : null,
  (c) =>
    is(c, 'clouds')
      ? rainbow(c)
        ? by(
            c,
            `The clouds slid aside, and the sun came out.`,
            `The clouds slid aside, and the sun peeped out again while it was still raining.`,
          )
        : dark(c)
          ? by(
              c,
              `The clouds thinned, and a star peeped out.`,
              `The wind caught the clouds, they grew thinner and thinner, and a star peeped out.`,
              `The wind caught the clouds and pulled them along, they grew thinner and thinner, and through a gap a star twinkled, as if to say they were on the right track.`,
            )
          : by(
              c,
              `The clouds thinned, and the sky showed through.`,
              `The wind caught the clouds, they grew thinner and thinner, and a patch of blue sky showed through.`,
              `The wind caught the clouds and pulled them along, they grew thinner and thinner, and behind them the sky came out again, clear and clean, as if someone had washed it.`,
            )
      : null,
  (c) =>
    is(c, 'low')
      ? by(
          c,
          `Higher up, the sky was much bigger.`,
          `A little higher up, ${h(c)} could see far across the sky.`,
          `A little higher up, the hills sank down below ${c.team.them}, and ${h(c)} could see far across the sky, right to where it met the land.`,
        )
      : null,
  (c) =>
    is(c, 'cold')
      ? by(
          c,
          `Under a woolly blanket, waiting was warm.`,
          `Close together under a woolly blanket, it was warm enough to wait a little longer, and everyone looked ${north(c) ? 'to the north' : 'up'}.`,
        )
      : null,
  (c) =>
    is(c, 'dry')
      ? by(
          c,
          `Then a little shower came, while the sun shone.`,
          `Then a little rain shower came drifting by, while the sun was still shining.`,
        )
      : null,
  (c) =>
    is(c, 'sun')
      ? by(
          c,
          `${h(c)} turned round with the sun at ${c.hero.his} back.`,
          `${h(c)} turned round with the sun at ${c.hero.his} back, and the raindrops in front of ${c.hero.him} glittered.`,
        )
      : null,
  (c) =>
    is(c, 'early')
      ? by(
          c,
          `The sun sank, and the sky turned golden.`,
          `The sun sank lower, and the sky in the west turned golden.`,
        )
      : null,
  (c) =>
    open(c) && !snow(c)
      ? by(
          c,
          `The sky ${c.place.in} grew clearer and clearer.`,
          `The sky ${c.place.in} grew clearer and clearer, and ${h(c)} felt it would soon be time.`,
        )
      : null,
];

// (Snow's own steps closer, in the slots after the others: see sightSlots.)
progressLines.push(
  (c) =>
    is(c, 'warm')
      ? by(
          c,
          `Higher up, the air grew colder and colder.`,
          `Higher up, the air grew colder, and the raindrops turned into little hard grains.`,
          `Higher up, the air grew colder with every step, and the raindrops turned into hard little grains that bounced off ${h(c)}'s head. "Nearly," whispered ${h(c)}.`,
        )
      : null,
  (c) =>
    is(c, 'clear')
      ? by(
          c,
          `Then grey clouds came sailing in.`,
          `Then heavy grey clouds came sailing in from the north, and the air smelt cold and clean.`,
          `Then, from the north, heavy grey clouds came sailing in, one after another, until they covered the whole sky, and the air smelt cold and clean, the way it does just before snow.`,
        )
      : null,
);

/**
 * Each hitch's step closer once, in as many slots as a search has: a night's, a rainbow's and a
 * sunset's own hitches never meet in one story, so they share.
 */
export const sightProgress: Tpl<EnCtx>[] = slots(progressLines);

export const sightAsk: Tpl<EnCtx>[] = [
  (c) =>
    c.helper
      ? by(
          c,
          `"Have you ever seen ${S(c)}?" asked ${h(c)}.`,
          `"Have you ever seen ${S(c)}?" asked ${h(c)}. "We are going to see ${it(c)} {tonight|today|before bedtime}."`,
          `"Have you ever seen ${S(c)}?" asked ${h(c)}. "We have come all this way to see ${it(c)}."`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"Do you know where to see ${S(c)}?" asked ${h(c)}.`,
          `"Excuse me, do you know where we can see ${S(c)}?" asked ${h(c)} {politely|hopefully}.`,
          `"Excuse me," said ${h(c)}, "we would so like to see ${S(c)}. Do you know where the sky is best for it?"`,
        )
      : null,
];

export const sightTurn = {
  brave: [
    (c: EnCtx) =>
      snow(c)
        ? by(
            c,
            `It was freezing, but ${h(c)} stayed outside.`,
            `It was freezing, and everyone else wanted to go in, but ${h(c)} stayed outside and looked up at the grey sky.`,
          )
        : night(c)
          ? by(
              c,
              `It was dark and cold, but ${h(c)} stayed outside.`,
              `It was dark and cold, and everyone else wanted to go home, but ${h(c)} stayed outside and looked up.`,
              `It was dark and cold, and everyone else had gone in, but ${h(c)} pulled ${c.hero.his} hat down over ${c.hero.his} ears and stayed outside, eyes on the sky.`,
            )
          : rainbow(c)
            ? by(
                c,
                `It began to rain, but ${h(c)} stayed outside.`,
                `It began to rain, and everyone else ran for shelter, but ${h(c)} stayed out with the sun at ${c.hero.his} back.`,
              )
            : by(
                c,
                `Everyone wanted to go home, but ${h(c)} waited a little longer.`,
                `Everyone else wanted to go home, but ${h(c)} sat down on a rock and waited a little longer.`,
              ),
  ],
  together: [
    (c: EnCtx) =>
      by(
        c,
        `${Crowd(c)} sat close together and looked up.`,
        `${Crowd(c)} sat close together and watched the sky, each a different way, until someone whispered, "Look!"`,
        `${Crowd(c)} sat close together and watched the sky, each towards a different edge, very quiet, until someone whispered, "Look, there!"`,
      ),
  ],
  gift: [
    (c: EnCtx) =>
      c.gift
        ? by(
            c,
            `${h(c)} held the ${c.gift.sg} and waited.`,
            `${h(c)} took out the ${c.gift.sg}, and with it in ${c.hero.his} hand the waiting was easier.`,
            `${h(c)} took out the ${c.gift.sg} and held it tight, and with it in ${c.hero.his} hand the waiting felt shorter.`,
          )
        : null,
  ],
  clever: [
    (c: EnCtx) =>
      by(
        c,
        `${h(c)} thought, and knew where to look.`,
        `${h(c)} thought of everything ${c.team.they} had learnt about the sky, and suddenly knew where to look.`,
      ),
  ],
};

export const sightReflection: Tpl<EnCtx>[] = [
  (c) =>
    by(
      c,
      `${h(c)} would never forget ${S(c)}.`,
      `${h(c)} would never forget ${S(c)}, and drew ${it(c)} {that evening|before bed|in every colour there was}.`,
    ),
  (c) =>
    c.recipient
      ? by(
          c,
          `${h(c)} told ${R(c)} all about ${S(c)}.`,
          `At home ${h(c)} told ${R(c)} about ${S(c)}, and ${R(c)} listened with wide eyes.`,
        )
      : by(
          c,
          `${h(c)} was so glad to have seen ${S(c)}.`,
          `Seeing ${S(c)} was wonderful, but the waiting together had been almost as good.`,
          `It was the finest thing ${h(c)} had ever seen, and the waiting and the walk with everyone met along the way were part of it too.`,
        ),
];

export const sightRefrain: Tpl<EnCtx>[] = [
  (c) => `Look up, look up, and wait a while, ${S(c)} will come and make us smile!`,
];

export const sightTitle: Tpl<EnCtx>[] = [
  (c) => `${h(c)} and ${S(c)}`,
  (c) => `${h(c)} waits for ${S(c)}`,
  (c) => `${h(c)} sees ${S(c)}`,
];
