// The offline story engine: speed of a long story, and story quality over 200 stories per
// language — length against the target, readability per age band, how many sentences a story
// shares with other stories told from the same inputs, how many titles those stories have,
// near-duplicate sentences inside a story, and the grammar scanner's hits over 1,000 stories.
import { performance } from 'node:perf_hooks';
import { Genre, targetWords } from '../packages/contracts/src/story-shape.ts';
import { generateStory } from '../apps/server/src/ai/story-engine/generate-story.ts';
import { fleschKincaidGrade, lix } from '../apps/server/src/ai/story-engine/readability.ts';
import { finish, openSession, play } from '../apps/server/src/ai/story-engine/story-session.ts';
import { scanText } from '../apps/server/src/ai/story-engine/quality/grammar-scan.ts';
import { fillerShare } from '../apps/server/src/ai/story-engine/quality/filler.ts';
import { DESCRIPTIONS_NO } from '../apps/server/src/ai/story-engine/eval/descriptions.no.ts';
import { DESCRIPTIONS_EN } from '../apps/server/src/ai/story-engine/eval/descriptions.en.ts';
import { FRESH_NO } from '../apps/server/src/ai/story-engine/eval/descriptions-fresh.no.ts';
import { FRESH_EN } from '../apps/server/src/ai/story-engine/eval/descriptions-fresh.en.ts';
import {
  distinctTitles,
  nearDuplicatePairs,
  sharedSentenceShare,
} from '../apps/server/src/ai/story-engine/quality/variety-metrics.ts';

export const title = 'Offline story engine';

const LENGTHS = ['SHORT', 'MEDIUM', 'LONG'];
const BANDS = [
  { name: '3-5', ages: [3, 4, 5] },
  { name: '6-8', ages: [6, 7, 8] },
  { name: '9-12', ages: [9, 10, 11, 12] },
];
const DESCRIPTIONS = {
  no: [
    '',
    'Ola og dragen hans Flamme som er redd for mørket',
    'prinsesse Mia finner en hemmelig dør i slottet',
    'en liten grønn drage som vil lære å fly',
    'to bestevenner bygger en rakett til månen',
  ],
  en: [
    '',
    'a small green monster with three eyes who wants to fly',
    'two best friends build a rocket to the moon',
    'Leo and his dog Biscuit find a treasure map on the beach',
    'a shy unicorn called Starlight who is scared of thunder',
  ],
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const textOf = (s) => s.paragraphs.map((p) => p.text).join('\n\n');

function speed(language) {
  const req = { language, age: 11, genre: 'ADVENTURE', length: 'LONG', description: '' };
  for (let i = 0; i < 10; i += 1) generateStory({ ...req, seed: `warm-${i}` });
  const times = [];
  for (let i = 0; i < 60; i += 1) {
    const genre = Genre[i % Genre.length];
    const t0 = performance.now();
    generateStory({ ...req, genre, seed: `speed-${i}` });
    times.push(performance.now() - t0);
  }
  return median(times);
}

const EVAL_SETS = {
  no: [...DESCRIPTIONS_NO, ...FRESH_NO],
  en: [...DESCRIPTIONS_EN, ...FRESH_EN],
};

/**
 * Words against the minutes label over the families' own ideas: every description of both
 * evaluation sets at every length, the age and genre turning with it.
 */
function evalLengths(language) {
  const off = [];
  EVAL_SETS[language].forEach((c, i) => {
    LENGTHS.forEach((length, k) => {
      const age = 3 + ((i * 3 + k * 4) % 10);
      const genre = Genre[(i * 7 + k) % Genre.length];
      const story = generateStory({
        language,
        age,
        genre,
        length,
        description: c.description,
        seed: `len-${i}-${k}`,
      });
      const target = targetWords(age, length);
      off.push((100 * Math.abs(story.wordCount - target)) / target);
    });
  });
  return { within: (100 * off.filter((o) => o <= 10).length) / off.length, n: off.length, off };
}

function quality(language) {
  const off = [];
  const filler = [];
  const read = { '3-5': [], '6-8': [], '9-12': [] };
  let n = 0;
  for (let i = 0; n < 200; i += 1) {
    const band = BANDS[i % 3];
    const age = band.ages[Math.floor(i / 3) % band.ages.length];
    const length = LENGTHS[Math.floor(i / 9) % 3];
    const genre = Genre[i % Genre.length];
    const description = DESCRIPTIONS[language][i % DESCRIPTIONS[language].length];
    const session = openSession({ language, age, genre, length, description, seed: `q-${i}` });
    play(session, [], false);
    const story = finish(session);
    filler.push(100 * fillerShare(session.run.paragraphs));
    const target = targetWords(age, length);
    off.push((100 * Math.abs(story.wordCount - target)) / target);
    const text = textOf(story);
    read[band.name].push(language === 'no' ? lix(text) : fleschKincaidGrade(text));
    n += 1;
  }
  return { off, read, filler };
}

/**
 * Fifty stories from each of three inputs (only the seed differs): the share of sentences that
 * occur in another of the fifty (the declared refrain excluded), distinct titles, and stories
 * with a near-duplicate sentence pair.
 */
function variety(language) {
  const shares = [];
  const titles = [];
  let nearDup = 0;
  let stories = 0;
  const inputs = [
    { age: 4, genre: 'BEDTIME', length: 'SHORT', description: DESCRIPTIONS[language][1] },
    { age: 7, genre: 'ADVENTURE', length: 'MEDIUM', description: DESCRIPTIONS[language][2] },
    { age: 10, genre: 'MYSTERY', length: 'LONG', description: '' },
  ];
  for (const input of inputs) {
    const told = [];
    for (let s = 0; s < 50; s += 1)
      told.push(generateStory({ language, ...input, seed: `share-${s}` }));
    shares.push(100 * sharedSentenceShare(told));
    titles.push(distinctTitles(told));
    for (const story of told) {
      stories += 1;
      if (nearDuplicatePairs(story).length > 0) nearDup += 1;
    }
  }
  return { share: mean(shares), titles: Math.min(...titles), nearDup: (100 * nearDup) / stories };
}

/** The grammar scanner over 1,000 stories: every genre, ages 3–12, mostly short and medium. */
function grammar(language) {
  let hits = 0;
  for (let i = 0; i < 1000; i += 1) {
    const length = i % 10 === 9 ? 'LONG' : i % 2 ? 'MEDIUM' : 'SHORT';
    const description = DESCRIPTIONS[language][i % DESCRIPTIONS[language].length];
    const session = openSession({
      language,
      age: 3 + (i % 10),
      genre: Genre[i % Genre.length],
      length,
      description,
      seed: `grammar-${i}`,
    });
    play(session, [], false);
    const story = finish(session);
    const { hero, friend } = session.run.env.cast;
    const cast = [hero, friend]
      .filter((c) => c && c.name)
      .map((c) => ({ name: c.name, gender: c.gender }));
    hits += scanText(textOf(story), language, cast).length;
  }
  return hits;
}

export async function run() {
  const rows = [];
  for (const language of ['no', 'en']) {
    const L = language === 'no' ? 'Norwegian' : 'English';
    rows.push({
      metric: `${L}: long story, ages 9–12 (median of 60)`,
      value: speed(language),
      unit: 'ms',
      target: 50,
      better: 'lower',
    });
    const { off, read, filler } = quality(language);
    rows.push({
      metric: `${L}: words vs target, mean off (200 stories)`,
      value: mean(off),
      unit: '%',
      target: 15,
      better: 'lower',
    });
    rows.push({
      metric: `${L}: words vs target, worst off (200 stories)`,
      value: Math.max(...off),
      unit: '%',
      target: 10,
      better: 'lower',
    });
    const lengths = evalLengths(language);
    rows.push({
      metric: `${L}: stories within ±10 % of their minutes, evaluation sets (${lengths.n} stories)`,
      value: lengths.within,
      unit: '%',
      target: 100,
      better: 'higher',
    });
    rows.push({
      metric: `${L}: words vs target, worst off, evaluation sets (${lengths.n} stories)`,
      value: Math.max(...lengths.off),
      unit: '%',
      target: 10,
      better: 'lower',
    });
    rows.push({
      metric: `${L}: loose filler (asides, small talk, side scenes), mean share of sentences (200 stories)`,
      value: mean(filler),
      unit: '%',
      target: 10,
      better: 'lower',
    });
    rows.push({
      metric: `${L}: loose filler, worst story (200 stories)`,
      value: Math.max(...filler),
      unit: '%',
      target: 20,
      better: 'lower',
    });
    const measure = language === 'no' ? 'LIX' : 'FK grade';
    const targets =
      language === 'no' ? { '3-5': 25, '6-8': 25, '9-12': 35 } : { '3-5': 2, '6-8': 4, '9-12': 6 };
    for (const band of ['3-5', '6-8', '9-12']) {
      rows.push({
        metric: `${L}: ${measure}, ages ${band}, mean`,
        value: mean(read[band]),
        unit: '',
        target: targets[band],
        better: 'lower',
      });
      rows.push({
        metric: `${L}: ${measure}, ages ${band}, max`,
        value: Math.max(...read[band]),
        unit: '',
        target: targets[band],
        better: 'lower',
      });
    }
    const v = variety(language);
    rows.push({
      metric: `${L}: sentences shared with another of 50 stories from the same inputs`,
      value: v.share,
      unit: '%',
      target: 15,
      better: 'lower',
    });
    rows.push({
      metric: `${L}: distinct titles of 50 stories from the same inputs (fewest of three)`,
      value: v.titles,
      unit: '',
      target: 20,
      better: 'higher',
    });
    rows.push({
      metric: `${L}: stories with a near-duplicate sentence pair (150 stories)`,
      value: v.nearDup,
      unit: '%',
      target: 0,
      better: 'lower',
    });
    rows.push({
      metric: `${L}: grammar scanner hits over 1,000 stories`,
      value: grammar(language),
      unit: '',
      target: 0,
      better: 'lower',
    });
  }
  return rows;
}

export const notes =
  'Quality rows sample every genre, age band and length with five descriptions per language (one empty). ' +
  'Evaluation-set length rows tell every description of both evaluation sets at all three lengths, ages 3–12 and the genres turning. ' +
  'Sharing, titles and near-duplicates: three input sets (age 4 bedtime short, age 7 adventure medium, age 10 mystery long), 50 seeds each, the declared refrain excluded. ' +
  'Loose filler: sentences the writer told as asides, small talk, jokes or side scenes rather than as steps of an episode (quality/filler.ts). ' +
  'Near-duplicate: two sentences of one story with six words in a row in common, or most of their meaning words. ' +
  'Grammar: quality/grammar-scan.ts patterns (agreement, pronoun gender, wrong words, doubled words, calques) over 1,000 stories per language.';
