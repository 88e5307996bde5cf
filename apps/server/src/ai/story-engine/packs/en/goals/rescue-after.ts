// The second act of an English rescue (plan/rescue-after): the one got free is cold and
// frightened, is warmed and looked over, is asked whom it belongs to, is carried home, knows
// the way once near, and is met by whoever was searching; then it is home in its own place.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { creatureOf } from '../../../lexicon/species';
import { by } from '../../by-band';
import { carriedOf, coverOf, houseOf, soreOf } from '../../rescue-body';
import { belongsTo, homeTo, it, It, its, Its, him, roleOf, who, Who } from './rescue-words';
import { cap } from '../../../text';

type After = NonNullable<GoalTexts<EnCtx>['after']>;

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const his = (c: EnCtx) => c.hero.his;
const idOf = (c: EnCtx) => c.other?.char.species ?? c.other?.char.kind ?? '';
const carried = (c: EnCtx) => (c.other ? carriedOf(c.other.char) : 'arms');
const cover = (c: EnCtx) => (c.other ? coverOf(c.other.char) : 'fur');
/** Someone present to say a thing besides the hero: the friend, else the hero. */
const says = (c: EnCtx) => c.friend?.name ?? c.hero.name;

const WET = new Set(['rock', 'ice', 'well', 'drain']);
/** A duck or a seal is at home in water: no fright at the sound of it. */
const swims = (c: EnCtx) => {
  const o = c.other?.char;
  if (!o) return false;
  const e = creatureOf(o);
  return ['duck', 'swan', 'goose'].includes(idOf(c)) || !!e.water || e.move === 'swim';
};
const MUDDY = new Set(['mud', 'hole']);

/** How the spot left the one got free. */
function state(c: EnCtx): { young: string; full: string } {
  const s = c.spot ?? 'tree';
  if (WET.has(s)) return { young: 'wet and cold', full: 'wet through and cold to the bone' };
  if (MUDDY.has(s))
    return {
      young: 'cold and muddy',
      full: cover(c) === 'person' ? 'muddy from head to toe' : 'muddy from nose to tail',
    };
  if (s === 'net') return { young: 'very tired', full: 'worn out from all that struggling' };
  return { young: 'stiff and scared', full: 'stiff from holding on so long' };
}

/** Houses a pet or a child lives in, and the street said once, on the tag or by the child. */
const HOUSES = [
  ['the yellow house', 'on Baker Street'],
  ['the little blue house', 'at the end of Apple Lane'],
  ['the white cottage', 'by the church'],
] as const;
/** Where a pet or a child lives: the same house all through one story (short: no run of six). */
const house = (c: EnCtx): string => HOUSES[c.other ? houseOf(c.other.char, 3) : 0]?.[0] ?? '';
const street = (c: EnCtx): string =>
  `${house(c)} ${HOUSES[c.other ? houseOf(c.other.char, 3) : 0]?.[1] ?? ''}`;
/** The farm an animal goes back to: across the yard when the rescue was at the farm. */
const farm = (c: EnCtx) =>
  c.place.id === 'farm' ? 'the farmhouse across the yard' : 'the farm over the hill';
/** Where a wild one's mother is: in the reeds, out on the water, in the nest, in the den. */
export function wildHome(c: EnCtx): string {
  const o = c.other?.char;
  if (!o) return 'the bushes';
  if (['duck', 'swan', 'goose'].includes(idOf(c))) return 'the reeds';
  const entry = creatureOf(o);
  if (entry.water || entry.move === 'swim') return 'the water';
  if (entry.move === 'fly') return 'the trees';
  return 'the bushes';
}
/** Where they go home: the house, the farm, the mother's call. */
function homeward(c: EnCtx): string {
  switch (belongsTo(c)) {
    case 'owner':
    case 'parents':
      return house(c);
    case 'farmer':
      return farm(c);
    case 'family':
      return wildHome(c);
  }
}

/** The way from the spot, by what kind of place it is at. */
export function way(c: EnCtx): string {
  switch (c.setting) {
    case 'garden':
      return 'out through the garden gate and along the lane';
    case 'river':
      return 'along the riverbank';
    case 'lake':
      return 'along the shore';
    case 'beach':
      return 'up from the beach';
    case 'farm':
      return 'across the farmyard';
    case 'meadow':
      return 'across the meadow';
    case 'forest':
      return 'along the forest path';
    case 'mountain':
      return 'down the steep path';
    default:
      return 'down the street';
  }
}

/** What warms the one got free: the trade's own blanket, or the hero's own jacket. */
function wrap(c: EnCtx): string {
  switch (c.hero.char.role) {
    case 'firefighter':
      return 'a thick grey blanket from the fire engine';
    case 'vet':
      return 'a soft towel from the vet bag';
    case 'lifeguard':
      return 'a big dry towel from the lifeguard hut';
    case 'police':
      return 'the blanket from the police car';
    case 'doctor':
      return 'a warm blanket from the ambulance';
    case 'pilot':
      return 'a blanket from the helicopter';
  }
  return c.hero.dressed ? `${his(c)} {jacket|woolly jumper|big scarf}` : `${his(c)} warm arms`;
}

/** Wrapping up, or for one too big to carry, a cover laid over its back. */
function wrapped(c: EnCtx, snug = ''): string {
  if (carried(c) === 'walk' && (c.hero.char.role || c.hero.dressed))
    return `laid ${wrap(c).replace(/^his |^her /, `${his(c)} `)} over ${its(c)} back`;
  return `wrapped ${him(c)}${snug} in ${wrap(c)}`;
}

/** The first small sign that the warmth has done its work. */
function sign(c: EnCtx): string {
  const id = idOf(c);
  if (['cat', 'kitten'].includes(id)) return 'began to purr, very softly';
  if (['dog', 'puppy'].includes(id)) return `licked ${h(c)}'s chin`;
  if (cover(c) === 'person') return 'managed a small, wobbly smile';
  if (cover(c) === 'feathers') return 'gave a small, sleepy peep';
  if (cover(c) === 'wool') return 'gave a tiny baa';
  return 'snuggled in closer';
}

/** What the spot did to the sore paw, leg or wing. */
function hurtBy(c: EnCtx): string {
  switch (c.spot) {
    case 'tree':
      return 'a twig must have scratched it on the way down';
    case 'roof':
      return 'the rough tiles had scraped it';
    case 'ledge':
      return 'the sharp rock had scraped it';
    case 'net':
      return 'the strands had pulled tight around it';
    case 'ice':
      return 'the cold ice had made it stiff and sore';
    case 'mud':
      return 'it had twisted in the mud';
    case 'rock':
      return 'the slippery rock had scraped it';
    default:
      return 'it must have knocked it in the fall';
  }
}

/** How they go on from here: carried, walked slowly, or hand in hand. */
function goOn(c: EnCtx): string {
  const c2 = carried(c);
  if (c2 === 'arms') return `"I'll carry you," said ${h(c)}.`;
  if (c2 === 'walk') return `"We'll go slowly," said ${h(c)}.`;
  return `"Hold my hand," said ${h(c)}, "and we'll walk together."`;
}

/** What the one home again has first, in its own place. */
function supper(c: EnCtx): string {
  const id = idOf(c);
  if (['cat', 'kitten'].includes(id)) return 'a saucer of food';
  if (['dog', 'puppy'].includes(id)) return 'a big bowl of food';
  if (cover(c) === 'person') return 'a mug of hot cocoa';
  if (belongsTo(c) === 'farmer') return 'an armful of sweet hay';
  return 'a bowl of food';
}

const chill: After['chill'] = [
  (c) =>
    by(
      c,
      `${Who(c)} was ${state(c).young}. ${It(c)} shook and shook.`,
      `${Who(c)} was safe now, but ${it(c)} was ${state(c).full}, and ${it(c)} {shivered|shook} all over. "${It(c)} is ${WET.has(c.spot ?? '') ? 'so cold' : 'shaking like a leaf'}," said ${says(c)} softly.`,
      `${Who(c)} was safe at last, but ${it(c)} was ${state(c).full}, and ${it(c)} shivered so hard that ${h(c)} could feel it. ${Its(c)} eyes were still wide with fright. "First we must get ${him(c)} warm," said ${h(c)}.`,
    ),
];

const warm: After['warm'] = [
  (c) =>
    by(
      c,
      `${h(c)} ${wrapped(c)}. Slowly ${it(c)} got warm.`,
      `${h(c)} ${wrapped(c, ' snugly')} and held ${him(c)} close. Little by little the shivering stopped, and ${who(c)} ${sign(c)}.`,
      `${h(c)} ${wrapped(c, ' snugly')} and held ${him(c)} close, rubbing gently until ${its(c)} ${cover(c) === 'feathers' ? 'feathers' : cover(c) === 'person' ? 'hands' : 'coat'} began to dry. ${h(c)} could feel ${its(c)} heart, quick at first and then slower and calmer, and at last ${who(c)} ${sign(c)}.`,
    ),
];

const hurt: After['hurt'] = [
  (c) => {
    const o = c.other?.char;
    if (!o) return null;
    const sore = soreOf(o);
    const vet = c.hero.char.role === 'vet' || c.hero.char.role === 'doctor';
    const bind = vet
      ? `${h(c)} took a bandage from the bag and wound it round, soft and snug.`
      : c.hero.dressed
        ? `${h(c)} tied ${his(c)} clean handkerchief round it.`
        : `${h(c)} blew on it gently, the way you do.`;
    return by(
      c,
      `${Who(c)} held up one ${sore}. It was sore. ${goOn(c)}`,
      `Then ${h(c)} saw that ${who(c)} was holding up one ${sore}: ${hurtBy(c)}. Nothing was broken, but it was sore. ${bind} ${goOn(c)}`,
      `When ${h(c)} looked ${him(c)} over, ${who(c)} flinched and held up one ${sore}: ${hurtBy(c)}. ${h(c)} felt it very gently, the way you would want someone to feel yours. Nothing was broken, but it was sore. ${bind} ${goOn(c)}`,
    );
  },
];

const vet: After['vet'] = [
  (c) => {
    const o = c.other?.char;
    if (!o) return null;
    const sore = soreOf(o);
    const r = c.hero.char.role;
    if (r === 'vet' || r === 'doctor')
      return by(
        c,
        `At the van, ${h(c)} cleaned the sore ${sore} properly.`,
        `Back at the van, ${h(c)} cleaned the sore ${sore} properly and put on a fresh bandage. "Good as new in a day or two," ${he(c)} said.`,
      );
    if (cover(c) === 'person')
      return by(
        c,
        `At the little shop, they got a plaster for the sore knee.`,
        `On the way they stopped at the little shop, and the shopkeeper found a plaster with stars on it for the sore knee. "Brave one, aren't you?" she said.`,
      );
    return by(
      c,
      `They stopped at the vet's. "Just a scratch," said the vet.`,
      `On the way they stopped at the vet's, just to be sure. The vet looked at the sore ${sore} and smiled. "Only a scratch," she said. "Keep it clean, and let ${him(c)} rest."`,
      `On the way they stopped at the vet's, just to be sure, and the vet looked carefully at the sore ${sore} under her bright lamp. "Only a scratch," she said at last, and smiled. "Keep it clean and let ${him(c)} rest, and ${it(c)} will be running about again in no time."`,
    );
  },
];

const drink: After['drink'] = [
  (c) => {
    // A wild one is not fed by people; and someone must have hands to pour.
    if (belongsTo(c) === 'family' || !(c.hero.hands || c.friend?.hands)) return null;
    const pours = c.hero.hands ? h(c) : (c.friend?.name ?? h(c));
    return by(
      c,
      `${Who(c)} was thirsty. ${pours} gave ${him(c)} some water.`,
      `${Who(c)} licked ${its(c)} lips: ${it(c)} had been stuck a long time and was thirsty. ${pours} poured a little water from ${c.hero.hands ? his(c) : 'the'} bottle into the lid, and ${who(c)} drank every drop.`,
      `After all that time stuck out there, ${who(c)} was thirsty, and kept licking ${its(c)} lips. ${pours} poured a little water from the bottle into its lid and held it steady, and ${who(c)} drank and drank until not a drop was left.`,
    );
  },
];

const whose: After['whose'] = [
  (c) => {
    // Granny's own cat: everyone knows whose it is.
    if (c.petOwner) return null;
    switch (belongsTo(c)) {
      case 'owner':
        return by(
          c,
          `${Who(c)} had a tag on ${its(c)} collar. It said: ${street(c)}!`,
          `"Who do you belong to?" asked ${h(c)}. ${Who(c)} wore a collar with a little round tag, and on it was written where ${it(c)} lived: ${street(c)}. "Then that's where we're going," said ${h(c)}.`,
          `"Now, who do you belong to?" asked ${h(c)}, and turned the little tag on ${its(c)} collar to the light. Someone had written on it, in neat letters, where ${who(c)} lived: ${street(c)}. "Somebody there is missing you very much," said ${h(c)}. "Let's take you home."`,
        );
      case 'farmer':
        return by(
          c,
          `${Who(c)} had a yellow tag in one ear. That meant ${farm(c)}!`,
          `"You're not a wild one," said ${h(c)}. ${Who(c)} had a yellow tag in one ear, the mark of ${farm(c)}. "The farmer must be looking for you. Let's take you back."`,
          `${h(c)} noticed a yellow tag in ${who(c)}'s ear, with a number on it: the mark the farmer put on every animal at ${farm(c)}. "So that's where you belong," said ${h(c)}. "The farmer will be worried sick. Let's take you back."`,
        );
      case 'parents':
        return by(
          c,
          `"Where do you live?" asked ${h(c)}. "In ${street(c)}."`,
          `"Where do you live?" asked ${h(c)} gently. "In ${street(c)}," whispered ${who(c)}. "Mum and Dad will be looking for me." "Then let's go there," said ${h(c)}.`,
          `"Can you tell me where you live?" asked ${h(c)} gently. ${Who(c)} sniffed and wiped ${its(c)} nose. "In ${house(c)}," ${it(c)} whispered. "Mum and Dad don't know where I am." "Then they'll be very glad to see you," said ${h(c)}.`,
        );
      case 'family':
        return by(
          c,
          `Then they heard a call from ${wildHome(c)}. ${Its(c)} mother!`,
          `Then, from somewhere in ${wildHome(c)}, came a call, and ${who(c)} lifted ${its(c)} head. "That's your mother, isn't it?" said ${h(c)}. "Let's find her."`,
          `Then, from somewhere in ${wildHome(c)}, came a call, anxious and searching, and ${who(c)} lifted ${its(c)} head and answered it. "That's your mother," said ${h(c)}. "She has been looking for you all this time. Let's find her."`,
        );
    }
  },
];

const whoseSent: After['whoseSent'] = [
  (c) => {
    if (belongsTo(c) === 'family')
      return by(
        c,
        `${Its(c)} family had answered before. Now they went to find them.`,
        `The answer from before had come from somewhere in ${wildHome(c)}. "Your family is there, waiting," said ${h(c)}. "Let's take you to them."`,
        `The answer from before had come from somewhere in ${wildHome(c)}, and there they were waiting now, anxious and hopeful. "They won't come out while we're all standing here," said ${h(c)}. "We'll take you to them."`,
      );
    return by(
      c,
      `Word had gone to ${homeTo(c)}. "Let's meet them on the way," said ${h(c)}.`,
      `Word had gone to ${homeTo(c)} long ago, but nobody had come yet, and ${who(c)} was still cold. "We won't wait here," said ${h(c)}. "We'll take ${him(c)} home to ${homeward(c)} and meet them on the way."`,
      `Word had gone to ${homeTo(c)} a while ago, but nobody had come yet, and the wind was cold out here. "We won't stand about waiting," said ${h(c)}. "We'll take ${him(c)} home to ${homeward(c)} ourselves, and meet them on the way."`,
    );
  },
];

const sleep: After['sleep'] = [
  (c) => {
    const c2 = carried(c);
    if (c2 === 'arms')
      return by(
        c,
        `They set off ${way(c)}. ${Who(c)} fell asleep on the way.`,
        `They set off ${way(c)}, and before long ${who(c)} was fast asleep, warm and tucked up in ${h(c)}'s arms. So they walked very softly, so as not to wake ${him(c)}.`,
        `They set off ${way(c)}, and before they had gone far, ${who(c)} was fast asleep, tucked up warm in ${h(c)}'s arms, with ${its(c)} nose in the crook of ${his(c)} elbow. So they walked very softly, and ${h(c)} stepped round every puddle so as not to wake ${him(c)}.`,
      );
    if (c2 === 'walk')
      return by(
        c,
        `They set off ${way(c)}, slowly. ${Who(c)} was tired.`,
        `They set off ${way(c)}, but ${who(c)} was tired, so they went slowly and stopped now and then to let ${him(c)} rest.`,
      );
    return by(
      c,
      `They set off ${way(c)}, hand in hand.`,
      `They set off ${way(c)} hand in hand. ${Who(c)} was tired, so ${h(c)} told a funny story to keep ${its(c)} feet going.`,
    );
  },
];

const lead: After['lead'] = [
  (c) => {
    switch (belongsTo(c)) {
      case 'owner':
      case 'farmer':
        return by(
          c,
          `Near home, ${who(c)} sniffed the air. ${It(c)} knew the way!`,
          `Near the corner, ${who(c)} lifted ${its(c)} head and sniffed the air. ${It(c)} knew this road! ${It(c)} wriggled and pointed ${its(c)} nose towards home, and they followed.`,
          `As they came near the corner, ${who(c)} stirred and sniffed the air, and all at once ${it(c)} was wide awake. ${It(c)} knew this road! ${It(c)} wriggled and pointed ${its(c)} nose the way to go, and ${h(c)} laughed and followed, because nobody knows the way home better than the one who lives there.`,
        );
      case 'parents':
        return by(
          c,
          `"That way!" said ${who(c)}. "I know this street!"`,
          `At the corner ${who(c)} pointed. "That way! I know this street!" And ${its(c)} steps grew quicker.`,
        );
      case 'family':
        return by(
          c,
          `The call came again, closer. ${Who(c)} called back, and they followed.`,
          `The call came again, closer now, and ${who(c)} answered it. ${h(c)} followed the calls towards ${wildHome(c)}, step by careful step.`,
          `The call came again, closer now, and each time ${who(c)} answered it with ${its(c)} own small voice. ${h(c)} followed the calls towards ${wildHome(c)}, step by careful step, so as not to frighten anyone.`,
        );
    }
  },
];

const asked: After['asked'] = [
  (c) => {
    if (c.petOwner) return null;
    const b = belongsTo(c);
    if (b === 'family') return null;
    if (b === 'farmer')
      return by(
        c,
        `A man on a tractor waved. "That's the farmer's! Just round the bend!"`,
        `A man on a tractor stopped beside them. "Why, that's one of the farmer's!" he said. "He's been out looking for hours. The farm is just round the bend."`,
      );
    return by(
      c,
      `A lady at her gate called, "That's ${who(c)} from ${house(c)}!"`,
      `A lady at her gate looked over and gasped. "Why, that's ${who(c)} from ${house(c)}!" she said. "They've been looking for hours. Go straight on, it's not far."`,
      `A lady pruning roses at her gate looked up and gasped. "Goodness, is that ${who(c)} from ${house(c)}? They've been calling and calling all afternoon," she said. "Go straight on, dear, it's only a little way."`,
    );
  },
];

const poster: After['poster'] = [
  (c) => {
    if (c.petOwner) return null;
    const b = belongsTo(c);
    if (b === 'family') return null;
    const what =
      b === 'farmer'
        ? `LOST: ONE ${(c.other?.kind ?? 'animal').toUpperCase()}. PLEASE BRING BACK TO THE FARM.`
        : b === 'parents'
          ? 'HAVE YOU SEEN THIS CHILD? PLEASE CALL!'
          : `LOST! HAVE YOU SEEN OUR ${(c.other?.kind ?? 'pet').toUpperCase()}?`;
    return by(
      c,
      `On a post hung a note: ${what} "That's you!" said ${says(c)}.`,
      `On a post by the road hung a note, written in big, wobbly letters: ${what} "That's you!" said ${says(c)}. "Somebody is searching for you."`,
      `On a post by the road, someone had pinned a note, written in big, hurried letters: ${what} Underneath was a drawing that looked a lot like ${who(c)}. "That's you!" said ${says(c)}. "Somebody has been searching for you all day."`,
    );
  },
];

const rest: After['rest'] = [
  (c) => {
    const c2 = carried(c);
    const why =
      c2 === 'arms'
        ? `${h(c)}'s arms grew tired`
        : c2 === 'walk'
          ? `${who(c)} began to lag behind`
          : `${who(c)}'s legs grew tired`;
    return by(
      c,
      `Halfway, they sat on a low wall to rest.`,
      `Halfway, ${why}, so they sat down on a low wall to rest. ${Who(c)} looked up at ${h(c)} for a long time, as if to say thank you.`,
      `Halfway there, ${why}, so they sat down on a low stone wall to rest for a while. ${Who(c)} looked up at ${h(c)} for a long moment, the way you look at someone you have decided to trust, and ${h(c)} felt ${his(c)} throat go tight.`,
    );
  },
];

const cross: After['cross'] = [
  (c) => {
    if (WET.has(c.spot ?? '') && !swims(c))
      return by(
        c,
        `At the bridge, ${who(c)} heard the water and shook. ${h(c)} held ${him(c)} tight.`,
        `At the little bridge, ${who(c)} heard the water below and began to tremble: after today, water was the last thing ${it(c)} wanted. ${h(c)} held ${him(c)} close and talked softly all the way across.`,
        `At the little wooden bridge, ${who(c)} heard the water gurgling below and began to tremble, because after today water was the very last thing ${it(c)} wanted to be near. So ${h(c)} held ${him(c)} close, covered ${its(c)} eyes gently, and talked softly all the way across, until the sound of the water was far behind them.`,
      );
    return by(
      c,
      `At the road they stopped and looked both ways. Then across!`,
      `At the road they stopped, looked left and right and left again, and waited until it was clear. ${Who(c)} held very still while they crossed, as good as gold.`,
    );
  },
];

const tell: After['tell'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    const asker = belongsTo(c) === 'farmer' ? 'the farmer' : homeTo(c);
    return by(
      c,
      `"How did you get ${him(c)} free?" asked ${asker}. ${h(c)} told it all.`,
      `"However did you get ${him(c)} free?" asked ${asker}. So ${h(c)} told about every try that had failed, and about the one that worked at last, and ${asker} listened, amazed.`,
      `"But however did you get ${him(c)} free?" asked ${asker}. So ${h(c)}${c.friend ? ` and ${c.friend.name}` : ''} told the whole story: every try that had failed, the waiting and the worrying, and the one that worked at last. ${cap(asker)} listened with wide eyes and could hardly believe it.`,
    );
  },
];

const bath: After['bath'] = [
  (c) => {
    const b = belongsTo(c);
    if (b === 'family') return null;
    const muck = WET.has(c.spot ?? '')
      ? 'the cold water'
      : MUDDY.has(c.spot ?? '')
        ? 'the mud'
        : 'the dust';
    if (b === 'farmer')
      return by(
        c,
        `The farmer rubbed ${him(c)} dry with a handful of straw.`,
        `The farmer rubbed ${who(c)} down with a big handful of clean straw until ${its(c)} coat was dry and fluffy again.`,
      );
    return by(
      c,
      `There was a warm bath to wash off ${muck}. Splash!`,
      `First there was a warm bath to wash away ${muck}. ${Who(c)} did not like it one bit, and shook ${itself(c)} so hard that everybody got wet, and everybody laughed.`,
      `First there was a warm bath, to wash away ${muck} and the last of the cold. ${Who(c)} did not think much of it, and when it was over ${it(c)} shook ${itself(c)} so hard that everybody standing near got soaked, and everybody laughed, and the fright of the day was washed away too.`,
    );
  },
];

const gift: After['gift'] = [
  (c) => {
    const b = belongsTo(c);
    if (b === 'family') return null;
    const what =
      b === 'farmer'
        ? 'a box of six fresh eggs'
        : b === 'parents'
          ? 'a big slice of chocolate cake'
          : `a photo of ${who(c)} in a little frame`;
    const giver = b === 'farmer' ? 'the farmer' : homeTo(c);
    return by(
      c,
      `${cap(giver)} gave ${h(c)} ${what}. "Thank you!"`,
      `Before ${h(c)} left, ${giver} pressed ${what} into ${his(c)} hands. "For the rescuer," they said, "with love from all of us."`,
    );
  },
];

const gate: After['gate'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    return by(
      c,
      `${Who(c)} followed ${h(c)} to the gate. "I'll come back," said ${h(c)}.`,
      `When ${h(c)} turned to go, ${who(c)} followed ${c.hero.him} all the way to the gate. "I'll come back tomorrow," said ${h(c)}, and gave ${him(c)} one last stroke.`,
      `When ${h(c)} turned to go home at last, ${who(c)} followed ${c.hero.him} all the way to the gate and would not go back until ${h(c)} had knelt down and given ${him(c)} one last stroke. "I'll come and see you tomorrow," ${he(c)} promised, "and the day after."`,
    );
  },
];

function itself(c: EnCtx): string {
  const g = c.other?.char.gender;
  return g === 'f' ? 'herself' : g === 'm' ? 'himself' : 'itself';
}

/** Whoever comes, and how: the owner running, the farmer striding, the mother swimming. */
function meets(c: EnCtx): string {
  switch (belongsTo(c)) {
    case 'owner':
      return `${homeTo(c)} came running down the road, calling ${who(c)}'s name`;
    case 'farmer':
      return 'the farmer came striding across the field with a worried face';
    case 'parents':
      return `${homeTo(c)} came running, calling ${its(c)} name`;
    case 'family': {
      const e = c.other ? creatureOf(c.other.char) : undefined;
      const how = e?.water || e?.move === 'swim' ? 'swimming' : 'hurrying';
      return `${its(c)} mother came ${['duck', 'swan', 'goose'].includes(idOf(c)) ? 'paddling' : how} out of ${wildHome(c)}`;
    }
  }
}

/** The one got free goes to whoever came. */
function reunite(c: EnCtx): string {
  // (One too big to carry has walked alongside: it is not set down.)
  if (belongsTo(c) === 'family' && carried(c) === 'walk')
    return `${who(c)} hurried straight to ${its(c)} mother, who nuzzled ${him(c)} all over`;
  if (belongsTo(c) === 'family')
    return `${h(c)} set ${who(c)} down gently, and ${it(c)} ran straight to ${its(c)} mother, who nuzzled ${him(c)} all over`;
  if (carried(c) === 'hand') return `${who(c)} ran into their arms`;
  if (carried(c) === 'walk')
    return `${who(c)} trotted straight over and leant against ${homeTo(c)}`;
  return `${who(c)} {wriggled|scrambled} straight into their arms`;
}

const thanks = (c: EnCtx) =>
  belongsTo(c) === 'family'
    ? ''
    : ` "Thank you, ${h(c)}," said ${belongsTo(c) === 'farmer' ? 'the farmer' : homeTo(c)}. "We looked everywhere!"`;

const met: After['met'] = [
  (c) =>
    by(
      c,
      `Then ${meets(c)}. What a hug!`,
      `And there ${meets(c)}. ${cap(reunite(c))}.${thanks(c)}`,
      `And there, at last, ${meets(c)}. ${cap(reunite(c))}, and for a moment nobody said anything at all.${thanks(c)}`,
    ),
];

const metSent: After['metSent'] = [
  (c) => {
    if (belongsTo(c) === 'family')
      return by(
        c,
        `There was ${its(c)} mother, waiting. ${Who(c)} went straight to her. What a happy hello!`,
        `There, just where the cries had been answered, ${meets(c)}. ${cap(reunite(c))}.`,
      );
    return by(
      c,
      `Just then ${meets(c)}. The word had reached them!`,
      `Just then ${meets(c)}: the word had reached them, and they had set off at once. ${cap(reunite(c))}.${thanks(c)}`,
      `Then, at long last, ${meets(c)}. The word had reached them, and they had dropped everything and set off at once. ${cap(reunite(c))}, and for a moment nobody said anything at all.${thanks(c)}`,
    );
  },
];

/** Home again: its own place, its supper, sleep. */
function ownPlace(c: EnCtx): string {
  switch (belongsTo(c)) {
    case 'owner':
      return `At ${house(c)}, ${who(c)} had ${supper(c)} and curled up in ${its(c)} own basket by the stove`;
    case 'farmer':
      return `Back at ${farm(c)}, ${who(c)} had ${supper(c)}, and the farmer shut the gate of the pen tight behind ${him(c)}`;
    case 'parents':
      return `At ${house(c)}, Mum wrapped ${who(c)} in a big towel, and Dad made ${supper(c)} for everyone`;
    case 'family':
      return ['duck', 'swan', 'goose'].includes(idOf(c))
        ? `${who(c)} paddled off into the reeds, close beside ${its(c)} mother, and looked back just once`
        : `${who(c)} snuggled in close beside ${its(c)} mother in ${wildHome(c)}, safe at home again`;
  }
}

const home: After['home'] = [
  (c) =>
    by(
      c,
      `${cap(ownPlace(c))}. Home at last!`,
      `${cap(ownPlace(c))}. ${belongsTo(c) === 'family' ? `"Goodbye, little one," whispered ${h(c)}.` : `"Come and visit any time," said ${belongsTo(c) === 'farmer' ? 'the farmer' : homeTo(c)}.`}`,
      `${cap(ownPlace(c))}. ${belongsTo(c) === 'family' ? `"Goodbye, little one," whispered ${h(c)}, "and keep away from ${c.spot === 'net' ? 'old nets' : 'trouble'}."` : `"You must come and visit ${him(c)} often," said ${belongsTo(c) === 'farmer' ? 'the farmer' : homeTo(c)}, and ${h(c)} promised ${he(c)} would.`}`,
    ),
];

/** The rescue itself, when a second act follows: got free, and nobody comes running yet. */
export function freedOnly(c: EnCtx, freed: string): string {
  const r = roleOf(c);
  return by(
    c,
    `${freed} Everyone cheered.`,
    `${freed} "You did it!" cried ${c.friend?.name ?? 'everyone'}, and ${r ? `${h(c)} gave a big thumbs-up` : `${h(c)} let out a long breath`}.`,
    `${freed} For a moment everyone was quiet, and then ${c.friend ? `${c.friend.name} whooped` : 'everyone cheered'}, and ${h(c)} let out a breath ${he(c)} had been holding for a very long time.`,
  );
}

export const rescueAfter: Omit<After, 'freed'> = {
  chill,
  warm,
  hurt,
  vet,
  drink,
  whose,
  whoseSent,
  poster,
  sleep,
  rest,
  cross,
  lead,
  asked,
  met,
  metSent,
  tell,
  bath,
  home,
  gift,
  gate,
};
