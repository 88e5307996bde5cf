// What follows in a longer story once the thing is down (plan/rescue-after, told in its order):
// it is looked over, brushed and mended, the ladder goes back with thanks, the name goes on it,
// they walk home with it held tight, tell how it happened, and it gets a safe place at home.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { h, he, his, him, hold, mine, runner, spot, the, tree } from './stuck-words';

type After = NonNullable<GoalTexts<EnCtx>['after']>;

const says = (c: EnCtx) => c.friend?.name ?? c.hero.name;
/** What came down with it from up there. */
const bits = (c: EnCtx) => (tree(c) ? 'leaves' : 'dust');
const some = (c: EnCtx) => (tree(c) ? 'a few leaves' : 'a bit of dust');

const chill: After['chill'] = [
  (c) =>
    by(
      c,
      `${h(c)} looked ${the(c)} over carefully. It was fine!`,
      `${h(c)} turned ${the(c)} over and over in ${his(c)} hands, looking at every side of it. Apart from ${some(c)}, it was just as it had been before it flew off.`,
      `${h(c)} turned ${the(c)} over and over in ${his(c)} hands, looking at every bit of it. Apart from ${some(c)} and one small scuff, it was just as it had been that morning.`,
    ),
];

const warm: After['warm'] = [
  (c) =>
    by(
      c,
      `${h(c)} held it close. It was really, truly back.`,
      `${h(c)} held it close for a long moment, just to be sure it was really there. After all that looking up, it felt strange and wonderful to hold it again.`,
      `${h(c)} held it close for a long moment without saying anything, just to be sure it was really there and not still ${spot(c).at}.`,
    ),
];

const shaky: After['shaky'] = [
  (c) =>
    by(
      c,
      `Now ${h(c)}'s legs felt all wobbly, like jelly.`,
      `Only now did ${h(c)} notice that ${his(c)} legs were a little wobbly, from all that climbing and all that worrying. ${cap(he(c))} sat down on the grass and took three slow breaths.`,
      `Only now, with both feet back on the ground, did ${h(c)} notice how wobbly ${his(c)} legs were. ${cap(he(c))} sat down on the grass for a moment and laughed at ${him(c)}self.`,
    ),
];

const brush: After['brush'] = [
  (c) =>
    by(
      c,
      `${h(c)} brushed off the ${bits(c)}, very gently.`,
      `${h(c)} brushed off the ${bits(c)}, gently, with the flat of ${his(c)} hand, and blew away the last bits until it was clean again.`,
    ),
];

/** A small mend: a tear, a scuff, a string that frayed. */
function mend(c: EnCtx): string {
  switch (hold(c)) {
    case 'string':
      return 'the string had frayed where it had wound round its snag';
    case 'paper':
      return 'one wing had a little crease in it';
    case 'round':
      return 'there was a small scuff on one side';
    default:
      return 'one corner had a little snag in it';
  }
}

const hurt: After['hurt'] = [
  (c) =>
    by(
      c,
      `Only one tiny bit needed mending. That was all.`,
      `${h(c)} looked closer and found only one thing wrong: ${mend(c)}. That was nothing a bit of care could not put right.`,
      `The only damage was that ${mend(c)}, and that was nothing a bit of care at home could not put right.`,
    ),
];

const giveBack: After['giveBack'] = [
  (c) =>
    by(
      c,
      `They carried the ladder back. "Thank you so much!"`,
      `They carried the ladder back to the neighbour's shed together, one at each end. "Thank you," said ${h(c)}. "We could never have done it without your ladder."`,
      `Together they carried the long ladder back to the neighbour's shed, one at each end, and hung it up on its hooks. "Thank you," said ${h(c)}. "We could never have done it without it."`,
    ),
];

const vet: After['vet'] = [
  (c) =>
    by(
      c,
      `The neighbour mended the little bit with tape.`,
      `The neighbour, who was good at mending, fetched a roll of tape and fixed it with one careful strip. "There," she said, "good as new, and maybe even a little stronger."`,
    ),
];

const drink: After['drink'] = [
  (c) =>
    by(
      c,
      `The neighbour brought out juice and biscuits for everyone.`,
      `The neighbour brought out a jug of juice for everyone who had helped, and they drank it on the step, still a little out of breath, and laughing about all the tries that had not worked.`,
      `The neighbour brought out a jug of cold juice and a plate of biscuits for everyone who had helped, and they sat on the step and shared them, looking up at ${spot(c).the}.`,
    ),
];

const whose: After['whose'] = [
  (c) =>
    by(
      c,
      `${h(c)} wrote ${his(c)} name on it, nice and big.`,
      `${h(c)} borrowed a pen and wrote ${his(c)} name on it in big letters. Then anyone who found it, anywhere, would know whose it was.`,
      `${h(c)} borrowed a pen and wrote ${his(c)} name on it in big, careful letters, so that if it ever flew off again, whoever found it would know whose it was.`,
    ),
];

const poster: After['poster'] = [
  (c) =>
    by(
      c,
      `"Next time we play far from ${spot(c).the}," said ${says(c)}.`,
      `"Next time, let's play out on the open grass," said ${says(c)}, "far away from ${spot(c).the}." They shook hands on it, very seriously, and then burst out laughing.`,
    ),
];

const rest: After['rest'] = [
  (c) =>
    by(
      c,
      `They sat down on the grass to rest. What a day!`,
      `They sat down on the grass to rest and looked up at ${spot(c).the}. With nothing stuck up there, it looked quite ordinary again.`,
      `They sat down on the grass to rest for a while, and looked up at ${spot(c).the}, which seemed much less tall now that nothing was stuck ${spot(c).at}.`,
    ),
];

const cross: After['cross'] = [
  (c) =>
    by(
      c,
      `${h(c)} held it tight and would not let go.`,
      `${h(c)} held ${the(c)} tight in both hands and would not let go, not even when ${says(c) === h(c) ? 'the neighbour' : says(c)} offered to carry it.`,
      `${h(c)} held ${the(c)} tight in both hands and would not let go of it for anything, not even when ${says(c) === h(c) ? 'the neighbour' : says(c)} kindly offered to carry it for a while.`,
    ),
];

const sleep: After['sleep'] = [
  (c) =>
    by(
      c,
      `${h(c)} carried ${the(c)} like a treasure.`,
      `${h(c)} carried ${the(c)} like a treasure, and everyone who went past smiled to see it.`,
      `${h(c)} carried ${the(c)} like a treasure, and everyone who went past smiled, because it is easy to see when someone has just got back something that matters.`,
    ),
];

const lead: After['lead'] = [
  (c) =>
    by(
      c,
      `${h(c)} showed it to the boy next door.`,
      `At the corner ${h(c)} met the boy from next door, who had seen it stuck up there, and held it up proudly for him to see.`,
      `At the corner ${h(c)} met the boy from next door, who had seen it stuck ${spot(c).at} that afternoon and had not believed it would ever come down, and held it up proudly for him to see.`,
    ),
];

const asked: After['asked'] = [
  (c) =>
    by(
      c,
      `"How did it get up there?" asked a lady with a dog.`,
      `A lady walking her dog stopped. "However did it get up there?" she asked. ${h(c)} told her everything, and the dog wagged its tail the whole time, as if it understood.`,
      `A lady walking her dog stopped to ask how on earth it had got up there, and ${h(c)} told her the whole story, from the first gust to the last rung.`,
    ),
];

const met: After['met'] = [
  (c) =>
    by(
      c,
      `Dad came to see. "You got it down!"`,
      `Dad came out to see what all the cheering was about, and his eyebrows went right up. "You got it down!" he said. "Well done, you!"`,
      `Dad came out to see what all the cheering was about, and when he saw what ${h(c)} was holding, his face lit up. "You got it down," he said. "I knew you would."`,
    ),
];

const metSent: After['metSent'] = [
  (c) =>
    by(
      c,
      `Mum came hurrying. She knew all about it!`,
      `Mum came hurrying along, because ${runner(c)} had told her everything. "You got it down!" she said, and gave ${h(c)} a big hug, ${the(c)} and all.`,
    ),
];

const tell: After['tell'] = [
  (c) =>
    by(
      c,
      `${h(c)} told the whole story again, every bit.`,
      `Sitting on the step, ${h(c)} told the whole story again: every try that was too short or too wobbly, and the one that worked at last.`,
      `Sitting on the step, ${h(c)} told the whole story again, every try that had not worked and the one that had, and everyone agreed it had been quite an afternoon.`,
    ),
];

const why: After['why'] = [
  (c) =>
    by(
      c,
      hold(c) === 'string'
        ? `"Next time I'll hold the string tight," said ${h(c)}.`
        : `"Next time I won't throw so high," said ${h(c)}.`,
      hold(c) === 'string'
        ? `"Next time I'll tie the string round my wrist," said ${h(c)}, "then the wind can't have it."`
        : `"Next time I'll play further away from ${spot(c).the}," said ${h(c)}, "then it can't land up there."`,
    ),
];

const bath: After['bath'] = [
  (c) =>
    by(
      c,
      `${cap(the(c))} got a wipe with a soft, damp cloth.`,
      `The neighbour found a damp cloth, and ${h(c)} wiped ${the(c)} clean until it looked like new.`,
    ),
];

/** Made ready to go home, by what it is. */
function ready(c: EnCtx): string {
  switch (hold(c)) {
    case 'string':
      return `wound the string up tight, so that no gust could snatch ${the(c)} again`;
    case 'round':
      return `tucked ${the(c)} safely under ${his(c)} arm`;
    case 'paper':
      return `held ${the(c)} carefully by its middle, so that not a wing got bent`;
    default:
      return `held ${the(c)} close against ${his(c)} chest`;
  }
}

const home: After['home'] = [
  (c) =>
    by(
      c,
      `${h(c)} was ready to go home.`,
      `${h(c)} ${ready(c)}, ready to go home.`,
      `${h(c)} ${ready(c)}. Then ${he(c)} was ready to go home, with ${mine(c)} exactly where it belonged.`,
    ),
];

const gift: After['gift'] = [
  (c) =>
    by(
      c,
      `The neighbour brought a gift: a hook for the wall.`,
      `Before they left, the neighbour fetched a little present from the shed: a shiny hook for the wall, to hang ${the(c)} on. "Then it will always be safe," she said.`,
    ),
];

const gate: After['gate'] = [
  (c) =>
    by(
      c,
      `${h(c)} waved to the neighbour. "Thank you, and goodbye!"`,
      `${h(c)} waved to the neighbour over the fence. "Thank you for the ladder!" ${he(c)} called, and the neighbour waved back with both arms.`,
      `${h(c)} waved to the neighbour over the fence until she had gone inside. "Thank you for the ladder," ${he(c)} called, "and for everything!"`,
    ),
];

export const stuckAfter: Omit<After, 'freed'> = {
  chill,
  warm,
  shaky,
  brush,
  hurt,
  giveBack,
  vet,
  drink,
  whose,
  whoseSent: whose,
  poster,
  sleep,
  rest,
  cross,
  lead,
  asked,
  met,
  metSent,
  tell,
  why,
  bath,
  home,
  gift,
  gate,
};
