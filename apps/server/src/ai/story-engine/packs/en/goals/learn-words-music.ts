// The words of learning an instrument: the violin, the piano, the guitar, the drums and the
// recorder here, the others in learn-words-instruments. Each has its own sounds when a try goes
// wrong and its own tips; how practice sounds and how the tune is played at last are told the
// same way for all of them.
import type { EnCtx } from '../../../compose/ctx-en';
import type { SkillWords } from './learn-words';
import { MORE_INSTRUMENTS } from './learn-words-instruments';

type S = (c: EnCtx) => string;

const o = (c: EnCtx) => c.owner.name;
const he = (c: EnCtx) => c.owner.he;
const his = (c: EnCtx) => c.owner.his;

export interface Instrument {
  /** "the violin" */
  the: string;
  /** What is played on it: "tune", or "beat" for the drums. */
  tune: string;
  /** Its own tries that go wrong, after "but". */
  fail: S[];
  /** Its own tips, after "remember to". */
  tips: string[];
  /** After "each time she tried,". */
  wrong: string[];
  /** A helper remembers: "I squeaked like a cat on a fence". */
  slip: string;
}

function music(i: Instrument): SkillWords {
  return {
    fail: i.fail,
    win: [
      (c) => `${o(c)} played the whole ${i.tune} on ${i.the}!`,
      (c) => `${o(c)} played the whole ${i.tune} on ${i.the}, every note in its place!`,
      (c) =>
        `${o(c)} played the ${i.tune} on ${i.the} from the first note to the last, steady and sure, and everyone listening held their breath until the very end.`,
    ],
    tips: i.tips.map((t) => () => t),
    wrong: i.wrong.map((w) => () => w),
    tryTo: () => `play the ${i.tune} on ${i.the}`,
    practise: [() => `played the ${i.tune} bit by bit on ${i.the}`, () => `practised the hard bit`],
    slip: i.slip,
    bump: 'a wrong note or two',
    titles: [
      (c) => `${o(c)} and ${i.the}`,
      (c) => `${o(c)} plays ${i.the}`,
      (c) => `The ${i.tune} ${o(c)} learnt`,
    ],
  };
}

const OWN: Record<string, Instrument> = {
  violin: {
    the: 'the violin',
    tune: 'tune',
    fail: [
      () => `out came a squeak like a {cat on a fence|rusty gate}`,
      () => `the bow slid sideways and screeched across the strings`,
    ],
    tips: ['hold the bow gently', 'let the bow glide slowly'],
    wrong: ['out came a squeak', 'the bow screeched across the strings'],
    slip: 'squeaked like a cat on a fence',
  },
  piano: {
    the: 'the piano',
    tune: 'tune',
    fail: [
      (c) => `${his(c)} fingers got tangled and pressed three keys at once`,
      (c) => `${he(c)} played with stiff fingers, and the tune came out all bumpy`,
    ],
    tips: [
      'keep your fingers round, like holding a little ball',
      'sit right in the middle of the stool',
    ],
    wrong: ['two keys went down at once', 'the fingers got muddled on the keys'],
    slip: 'pressed all the wrong keys',
  },
  guitar: {
    the: 'the guitar',
    tune: 'song',
    fail: [
      () => `the strings buzzed like an angry bee`,
      (c) => `${his(c)} fingers slipped off the strings, and the chord fell apart`,
    ],
    tips: ['press the strings down firmly', 'strum gently and steadily'],
    wrong: ['the strings buzzed', 'the chord came out all wrong'],
    slip: 'made the strings buzz like bees',
  },
  drums: {
    the: 'the drums',
    tune: 'beat',
    fail: [
      (c) => `${he(c)} hit so hard that a stick bounced off and rolled away`,
      (c) => `${he(c)} lost the beat and banged on when it should have been quiet`,
    ],
    tips: ['sit up tall on the stool', 'start on one drum before using them all'],
    wrong: ['the beat ran away', 'a stick flew off'],
    slip: 'dropped my sticks',
  },
  recorder: {
    the: 'the recorder',
    tune: 'tune',
    fail: [
      () => `out came a whistle so shrill that the dog covered its ears`,
      (c) => `${he(c)} blew too hard, and out came a squeal`,
    ],
    tips: ['blow gently, as if cooling hot soup', 'cover the holes all the way'],
    wrong: ['out came a squeal', 'a hole was left open, and the note wobbled'],
    slip: 'squealed like a kettle',
  },
};

const ALL: Record<string, Instrument> = { ...OWN, ...MORE_INSTRUMENTS };

export const MUSIC_WORDS: Record<string, SkillWords> = Object.fromEntries(
  Object.entries(ALL).map(([id, i]) => [id, music(i)]),
);

/** Each instrument as it is named when played on: "the violin". */
export const INSTRUMENT_THE: Record<string, string> = Object.fromEntries(
  Object.entries(ALL).map(([id, i]) => [id, i.the]),
);
