// A night out: packing the rucksack (with the one thing that will matter), the way there, the
// tent pitched or the cabin opened, what a camp meets (rain, wind, wet wood, a lost torch,
// midges), the turn that uses what was packed, and the camp standing at last. The evening and
// the night themselves are told by the night-out banks (en/night-out.ts).
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import { cap, joinList } from '../../../text';
import { theKind } from '../../../compose/met-actor';
import { campHold, inCabin, type CampHold } from '../../camp-hold';
import { withHouseSteps } from '../../home-camp';
import { enHouseSteps } from './garden-camp';

const h = (c: EnCtx) => c.hero.name;
const at = (c: EnCtx) => c.target?.in ?? 'in the forest';
const to = (c: EnCtx) => c.target?.to ?? 'to the forest';
/** Whoever came along ("Grandpa", "Dad", a friend), or nobody. */
const comp = (c: EnCtx) => c.friend?.name;
const team = (c: EnCtx) => c.team.name;
const they = (c: EnCtx) => c.team.they;
const grownUp = (c: EnCtx) =>
  !!c.friend && ['grown-up', 'grandparent'].includes(c.friend.char.kind);
/** "the tent" or "the cabin": where the night is slept. */
const shelter = (c: EnCtx) => (inCabin(c) ? 'the cabin' : 'the tent');

/** What was brought to cook, in the family's words: "sausages", "marshmallows". */
function fareItems(c: EnCtx): string[] {
  return (c.cook ?? ['sausage']).map((id) => {
    const f = foodById(id);
    return f ? (f.countable ? f.en.pl : f.en.sg) : id;
  });
}
/** "sausages and marshmallows" */
export const enFare = (c: EnCtx): string => joinList(fareItems(c), 'and');
/** What is packed, as one list: "a sleeping bag, a torch, sausages and a tarp". */
const packed = (c: EnCtx, first: string[]): string =>
  joinList([...first, ...fareItems(c), gear(c).a], 'and');

/** The one thing packed that will put the camp's trouble right. */
const GEAR: Record<CampHold, { a: string; the: string }> = {
  'camp-rain': { a: 'a big green tarp', the: 'the tarp' },
  'camp-wind': { a: 'a long coil of rope', the: 'the rope' },
  'camp-fire': { a: 'a bag of dry birch bark', the: 'the birch bark' },
  'camp-torch': { a: 'a spare head torch', the: 'the head torch' },
  'camp-midges': { a: 'a fine mosquito net', the: 'the mosquito net' },
};
const gear = (c: EnCtx) => GEAR[campHold(c)];

/** A tip on the way that fits what waits at the camp. */
const TIP: Record<CampHold, string> = {
  'camp-rain': 'Clouds like those bring rain by evening. Keep something over your tent.',
  'camp-wind': 'The wind likes to play where you are going. Tie your tent down well.',
  'camp-fire': 'Wet wood only smokes. Dry bark catches the first flame.',
  'camp-torch': 'Keep your torch where your hand can find it in the dark.',
  'camp-midges': 'The midges love still evenings by the water. Keep the tent door shut.',
};

/** How what was packed puts the trouble right, said of `who`. */
const fix = (c: EnCtx, who: string): string =>
  ({
    'camp-rain': `${who} stretched ${gear(c).the} between two trees, right over ${shelter(c)}, and the rain ran off it {like water off a duck|in little rivers|with a drumming sound}`,
    'camp-wind': `${who} tied the tent down with ${gear(c).the}, {round two big stones|to a heavy old log|to a strong tree stump}, with a knot that would not budge, and the tent stood firm`,
    'camp-fire': `${who} tucked ${gear(c).the} in under the twigs and struck a match, and a small flame crept up, then a bigger one, {crackling|popping|hissing} happily`,
    'camp-torch': `${who} switched on ${gear(c).the}, and there, {in the grass by the tent|under a fern|beside the rucksack}, lay the lost torch`,
    'camp-midges': `${who} hung ${gear(c).the} over the door and lit a smoky little fire, and the midges {gave up and buzzed away|drifted off on the smoke|went to bother someone else}`,
  })[campHold(c)];

/** The trouble itself, met at the camp: two tries per kind, each fuller for older listeners. */
const trouble: Record<CampHold, [(c: EnCtx) => string, (c: EnCtx) => string]> = {
  'camp-rain': [
    (c) =>
      by(
        c,
        `Then the rain came. Drip, drip, drip, right on the tent!`,
        `${cap(they(c))} had only just pitched the tent when the rain came, drumming on the roof, and a cold trickle crept in under the door.`,
        `The tent was barely up when the sky turned grey and the rain came down, first a few fat drops and then a steady drumming, and soon a cold trickle was creeping in under the door.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put a cup under the drip. It filled up fast.`,
        `${h(c)} put a cup under the worst drip, but it filled up in no time, and the sleeping bags were getting damp.`,
      ),
  ],
  'camp-wind': [
    (c) =>
      by(
        c,
        `Whoosh! The wind took the tent!`,
        `Just as the tent was up, a gust grabbed it and — whoosh! — away it flapped {like a great green bird|across the grass|towards the bushes}.`,
        `Just as the last peg went in, a gust came over the ${c.target ? c.target.the.replace(/^the /, '') : 'hill'} and tore the tent loose, and away it went, flapping and tumbling like a great clumsy bird.`,
      ),
    (c) =>
      by(
        c,
        `They pushed the pegs in again. The wind pulled them out.`,
        `${team(c)} ran after it and pushed the pegs in again, but the wind tugged them loose as fast as they went in.`,
      ),
  ],
  'camp-fire': [
    (c) =>
      by(
        c,
        `The wood was wet. It only smoked.`,
        `But the wood ${at(c)} was damp, and however they built the fire, it only hissed and smoked.`,
        `But the wood they had gathered ${at(c)} was damp through, and however carefully they built the fire, it only hissed, sulked and sent up thin grey smoke.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} blew and blew. No flames came.`,
        `${h(c)} blew on the twigs until ${c.hero.his} cheeks were red, but not one flame would come, and supper was still raw.`,
      ),
  ],
  'camp-torch': [
    (c) =>
      by(
        c,
        `It got dark. Where was the torch?`,
        `As the light went, ${h(c)} felt in the rucksack for the torch. It was gone!`,
        `As dusk crept in, ${h(c)} reached into the rucksack for the torch, and felt only socks and a spoon. The torch was gone.`,
      ),
    (c) =>
      by(
        c,
        `They felt in the grass. Only sticks and stones.`,
        `${team(c)} felt about in the grass round the ${inCabin(c) ? 'cabin' : 'tent'}, but found only sticks, stones and a very surprised beetle.`,
      ),
  ],
  'camp-midges': [
    (c) =>
      by(
        c,
        `Then the midges came. Bzzz! So many!`,
        `Then, as the evening went still, the midges came, a whole humming cloud of them.`,
        `Then the air went still and soft, and out of nowhere came the midges, a humming grey cloud that found every ear and every ankle.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} waved and flapped. More midges came.`,
        `${h(c)} waved and flapped and slapped, but for every midge that left, ten more came.`,
      ),
  ],
};

const campOutside: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${team(c)} ${c.team.was} going camping ${at(c)}!`,
        inCabin(c)
          ? `Today ${team(c)} ${c.team.was} off to the little cabin ${at(c)}, to stay the whole night.`
          : `Today ${team(c)} ${c.team.was} going camping ${at(c)}, to sleep in a tent {all night long|the whole night through|under the stars}.`,
        inCabin(c)
          ? `Today, at last, ${team(c)} ${c.team.was} off to the little cabin ${at(c)}, with no electric light and no tap, to stay the whole night through.`
          : `Today, at last, ${team(c)} ${c.team.was} going camping ${at(c)}: a tent to pitch, a fire to light, and a whole night under the stars.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wanted to sleep out ${at(c)}.`,
        `${h(c)} had {counted the days|waited all week|dreamed about it for ages}: a whole night ${at(c)}${comp(c) ? ` with ${comp(c)}` : ''}, in ${shelter(c)}.`,
        `${h(c)} had been counting the days for weeks: a whole night ${at(c)}${comp(c) ? ` with ${comp(c)}` : ''}, sleeping in ${shelter(c)}, with the stars and the night sounds just outside.`,
      ),
  ],
  // A fear the family named is said at the start, so the night can meet it.
  show: [
    (c) =>
      c.fear
        ? by(
            c,
            `But ${c.owner.name} was a bit scared of ${c.fear.of}.`,
            `But ${c.owner.name} was a little afraid of ${c.fear.of}, and out ${at(c)} the night would be very big.`,
            `But ${c.owner.name} was a little afraid of ${c.fear.of}, and nobody had said how big and dark a night ${at(c)} might be.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      by(
        c,
        `But it was a long way ${to(c)}.`,
        `But it was a long way ${to(c)}, and ${shelter(c)} had to be ${inCabin(c) ? 'warm' : 'up'} before dark.`,
        `But it was a long walk ${to(c)}, and ${grownUp(c) ? `${comp(c)} said` : 'everyone knew'} that ${shelter(c)} had to be ${inCabin(c) ? 'warm and lit' : 'up and pegged down'} before dark.`,
      ),
    (c) =>
      campHold(c) === 'camp-rain' || campHold(c) === 'camp-wind'
        ? by(
            c,
            `The sky looked a bit {grey|windy}.`,
            `${comp(c) ?? h(c)} looked up at the sky. "{Could be rain later|Could be a windy night}," ${comp(c) ? c.friend?.he : c.hero.he} said.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      by(
        c,
        `In went the ${inCabin(c) ? 'sleeping bags' : 'tent'} and ${gear(c).a}, and ${enFare(c)} too. Off they went!`,
        `Into the rucksack went ${packed(c, [...(inCabin(c) ? [] : ['the tent']), 'the sleeping bags', 'a torch'])}, just in case. "Ready!" said ${h(c)}.`,
        `Into the rucksacks went ${inCabin(c) ? 'the sleeping bags, a pan' : 'the tent, the sleeping bags, a pan'}, ${enFare(c)}, a torch and, just in case, ${gear(c).a}. "Ready," said ${h(c)}, and heaved ${c.hero.his} rucksack on.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} packed ${gear(c).a} too. Then off!`,
        `${h(c)} packed ${c.hero.his} own rucksack: ${packed(c, ['a sleeping bag', 'a torch'])}. Then off ${they(c)} went.`,
      ),
  ],
  // Arriving at the camp: the tent pitched (or the cabin opened), and the trouble comes.
  meet: [
    (c) =>
      `${by(
        c,
        inCabin(c)
          ? `${team(c)} found the key and unlocked the cabin.`
          : `${team(c)} pitched the tent: poles in, pegs down.`,
        inCabin(c)
          ? `${team(c)} found the key under the doorstep, unlocked the cabin and carried in {the rucksacks|an armful of wood|water from the stream}.`
          : `${team(c)} found a {flat, soft|mossy|level} spot ${at(c)} and pitched the tent: poles in, pegs down, lines tight.`,
      )} ${trouble[campHold(c)][0](c)}`,
  ],
  meetAgain: [(c) => trouble[campHold(c)][0](c)],
  attempt: [
    (c) => trouble[campHold(c)][1](c),
    (c) =>
      inCabin(c)
        ? by(
            c,
            `Inside, the cabin was icy cold.`,
            `Inside, the cabin was as cold as a cellar, and the wood box was nearly empty.`,
          )
        : by(
            c,
            `They tried again. The tent went flop!`,
            `They tried to set it right, but the tent sagged on one side and sank down with a sigh.`,
            `They tried to set it right, but the tent leaned like a tired horse and then folded down onto the grass with a long sigh.`,
          ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `"We can do this," said ${comp(c) ?? h(c)}.`,
        `"A camp is never perfect the first time," said ${comp(c) ?? h(c)}. "We'll try again."`,
        `"No camp is ever perfect the first time," said ${comp(c) ?? h(c)}, "and the best stories come from the ones that go a little wrong."`,
      ),
    (c) =>
      by(
        c,
        {
          'camp-rain': `They moved the sleeping bags to the driest corner.`,
          'camp-wind': `This time the pegs went in deep.`,
          'camp-fire': `They gathered new twigs, the thinnest they could find.`,
          'camp-torch': `They stood still and let their eyes get used to the dark.`,
          'camp-midges': `They pulled their hoods up tight.`,
        }[campHold(c)],
        {
          'camp-rain': `${team(c)} moved the sleeping bags into the driest corner and laid a jacket over them.`,
          'camp-wind': `This time ${team(c)} pushed the pegs in deep and pulled every line tight, and the tent stood a little straighter.`,
          'camp-fire': `${team(c)} gathered new twigs, the thinnest and driest they could find.`,
          'camp-torch': `${team(c)} stood very still and let their eyes get used to the dark, and soon they could make out the shape of ${shelter(c)}.`,
          'camp-midges': `${team(c)} pulled their hoods up tight and tied the strings, so that only their noses poked out.`,
        }[campHold(c)],
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"${(TIP[campHold(c)].split('. ')[1] ?? TIP[campHold(c)]).replace(/\.$/, ',')}" said ${theKind(c.helper)}.`,
            `"Here's a camping tip," said ${theKind(c.helper)}. "${TIP[campHold(c)]}"`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            `"Is this the way ${to(c)}?" asked ${h(c)}.`,
            `"We're going camping ${at(c)}," said ${h(c)}. "Is this the way?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} went out and did it. ${cap(fix(c, h(c)))}.`,
          `${h(c)} pulled on ${c.hero.his} boots and went straight out, and ${fix(c, c.hero.he)}.`,
          `${h(c)} took a deep breath, pulled on ${c.hero.his} boots and went out alone, and with cold fingers and a stubborn heart ${fix(c, c.hero.he)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Together they did it. ${cap(fix(c, team(c)))}.`,
          comp(c)
            ? `${comp(c)} showed ${h(c)} how, and together ${fix(c, they(c))}.`
            : `${h(c)} and ${c.helper ? theKind(c.helper) : 'a new friend'} worked side by side, and together ${fix(c, 'they')}.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} remembered the tip from the way. ${cap(fix(c, team(c)))}.`,
          `${h(c)}${c.gift ? ` squeezed the ${c.gift.sg} for luck,` : ''} remembered the tip from the way and dug ${gear(c).the} out of the rucksack. Then ${fix(c, they(c))}.`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: ${gear(c).the}! ${cap(fix(c, team(c)))}.`,
          `Then ${h(c)} remembered ${gear(c).the}, packed just in case. Quickly ${fix(c, they(c))}.`,
          `Then ${h(c)} remembered what was at the bottom of the rucksack, packed just in case: ${gear(c).the}. In no time ${fix(c, they(c))}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      inCabin(c)
        ? by(
            c,
            `At last the fire crackled, and the cabin got warm.`,
            `At last the fire crackled in the fireplace, the candles were lit, and the little cabin grew warm and golden.`,
            `At last the fire crackled in the fireplace, the candles were lit on the table, and the little cabin ${at(c)} grew warm and golden, with the night pressing its dark face to the window.`,
          )
        : by(
            c,
            `At last the tent stood, tight and straight. "Our camp!" said ${h(c)}.`,
            `At last the tent stood tight and straight ${at(c)}, with the sleeping bags rolled out inside, and the campfire {crackled|popped|glowed} in its ring of stones. "Our camp!" said ${h(c)}.`,
            `At last the tent stood tight and straight ${at(c)}, its lines singing a little in the breeze, the sleeping bags rolled out inside and a fire crackling in its ring of stones. "Our very own camp," said ${h(c)}, and could hardly believe it.`,
          ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `It had been a long day, and a good one.`,
        `It had been a long day, full of {ups and downs|surprises|wet feet and laughter}, and ${h(c)} would not have swapped it for anything.`,
        `${h(c)} thought of everything that had gone wrong that day, and how every bit of it had been put right, and felt very grown-up indeed.`,
      ),
    (c) =>
      by(
        c,
        `"This is the best place in the world," said ${h(c)}.`,
        `"${comp(c) ? `${comp(c)}, this` : 'This'} is the best place in the whole world," said ${h(c)}{, and nobody argued| with a sleepy smile|, and meant it}.`,
      ),
  ],
  refrain: [
    () => `Pack the tent and grab the pot, off we go to the camping spot!`,
    (c) => `Sleeping bag and torch and hat, ${c.hero.name} will camp, and that is that!`,
  ],
  title: [
    (c) => `${h(c)} goes camping`,
    (c) => (c.target ? `A night ${at(c)}` : null),
    (c) => (comp(c) ? `${h(c)} and ${comp(c)} sleep out` : `${h(c)} sleeps out`),
  ],
};

/** A night out; in one's own garden, the house's own steps first. */
export const campOut: GoalTexts<EnCtx> = withHouseSteps(campOutside, enHouseSteps);
