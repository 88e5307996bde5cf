// Shared by the engine's tests: a compact request builder, the tables stories are told over,
// text helpers and the length checks several kinds of story share.
import type { StoryLength } from '@monstory/contracts/enums';
import { Genre as GENRES, targetWords } from '@monstory/contracts/story-shape';
import type { Genre } from '@monstory/contracts/story-shape';
import { expect, it } from 'vitest';
import { finish, openSession, play } from './story-session';
import type { GeneratedStory, StoryLanguage, StoryRequest } from './story-types';

export function request(over: Partial<StoryRequest> = {}): StoryRequest {
  return {
    language: 'en',
    age: 6,
    genre: 'ADVENTURE',
    length: 'SHORT',
    description: '',
    seed: 'seed',
    ...over,
  };
}

export function textOf(story: GeneratedStory): string {
  return story.paragraphs.map((p) => p.text).join('\n\n');
}

export const LANGUAGES: StoryLanguage[] = ['no', 'en'];
export const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];
export const BAND_AGES = [4, 7, 10] as const;
export type { Genre };

/**
 * Every age band and length with each of `seeds` (`i` its place there), with `label` (the age,
 * the length and the seed) to name the story in a fault.
 */
export function* everyBandLengthAndSeed(seeds: readonly string[]) {
  for (const age of BAND_AGES)
    for (const length of LENGTHS)
      for (const [i, seed] of seeds.entries())
        yield { age, length, seed, i, label: `${age} ${length} ${seed}` };
}

/** The app's own example idea of a rocket, as a medium space story for a seven-year-old. */
export function rocketRequest(over: Partial<StoryRequest> = {}): StoryRequest {
  return request({
    language: 'en',
    age: 7,
    genre: 'SPACE',
    length: 'MEDIUM',
    description: 'two best friends build a rocket to the moon',
    ...over,
  });
}

/**
 * The stories of `descriptions` at ages 3 to 12 and every length that miss their words by more
 * than 10 %, each as "description age length: words/target": the genre is picked from `genres`
 * by age and length, the seed is `${seedPrefix}-${age}-${length}`.
 */
export function lengthFaultsAtEveryAge(
  language: StoryLanguage,
  descriptions: readonly string[],
  genres: readonly Genre[],
  seedPrefix: string,
): string[] {
  const faults: string[] = [];
  for (const description of descriptions)
    for (const age of [3, 4, 6, 8, 10, 12])
      for (const length of LENGTHS) {
        const { story } = tell({
          language,
          age,
          genre: genres[(age + length.length) % genres.length] as Genre,
          length,
          description,
          seed: `${seedPrefix}-${age}-${length}`,
        });
        const target = targetWords(age, length);
        const off = Math.abs(story.wordCount - target) / target;
        if (off > 0.1) faults.push(`${description} ${age} ${length}: ${story.wordCount}/${target}`);
      }
  return faults;
}

/** A sample's lengths: a long story every `longEvery` and medium and short in between, or these in turn. */
export type SampleLengths = { longEvery: number } | { lengths: readonly StoryLength[] };

/**
 * The i-th of a varied sample: the asks in turn, every genre, ages 3–12 and the lengths; the
 * seed is `${seedPrefix}-${i}`.
 */
export function sampleRequest(
  language: StoryLanguage,
  asks: readonly string[],
  i: number,
  { seedPrefix, ...lengths }: { seedPrefix: string } & SampleLengths,
): StoryRequest {
  return request({
    language,
    description: asks[i % asks.length] as string,
    genre: GENRES[i % GENRES.length] as Genre,
    length:
      'lengths' in lengths
        ? (lengths.lengths[i % lengths.lengths.length] as StoryLength)
        : i % lengths.longEvery === lengths.longEvery - 1
          ? 'LONG'
          : i % 2
            ? 'MEDIUM'
            : 'SHORT',
    age: 3 + (i % 10),
    seed: `${seedPrefix}-${i}`,
  });
}

/**
 * A request for each age band in every genre, with `label` (the ask, the genre and the age) to
 * name it in a failure; the seed is `${seedPrefix}-${age}-${genre}`.
 */
export function* everyBandAndGenre(
  over: Pick<StoryRequest, 'language' | 'description'>,
  seedPrefix: string,
) {
  for (const age of BAND_AGES)
    for (const genre of GENRES as readonly Genre[])
      yield {
        req: request({ ...over, age, genre, seed: `${seedPrefix}-${age}-${genre}` }),
        label: `${over.description} / ${genre} / ${age}`,
      };
}

/** A request for the i-th story of a table: the genres in turn, medium and short in turn. */
export function cycledRequest(
  over: Pick<StoryRequest, 'language' | 'age' | 'description'>,
  i: number,
  seedPrefix: string,
): StoryRequest {
  return request({
    ...over,
    genre: GENRES[i % GENRES.length] as Genre,
    length: i % 2 ? 'MEDIUM' : 'SHORT',
    seed: `${seedPrefix}-${i}`,
  });
}

/** Tells a request through with no reader's choices: its session (cast, plan, lines) and story. */
export function tell(req: StoryRequest) {
  const session = openSession(req);
  play(session, [], false);
  return { session, story: finish(session) };
}

/**
 * Tells one want's story for a test table: the genre is picked from `genres` by seed and the
 * length by age and seed, so a table over ages and seeds meets every genre and length.
 */
export function tellWant(
  language: StoryLanguage,
  description: string,
  age: number,
  seed: number,
  genres: readonly Genre[],
  seedPrefix: string,
) {
  const { session, story } = tell({
    language,
    age,
    genre: genres[seed % genres.length] as Genre,
    length: (['SHORT', 'MEDIUM', 'LONG'] as const)[(age + seed) % 3] ?? 'SHORT',
    description,
    seed: `${seedPrefix}-${seed}`,
  });
  return { session, story, body: story.paragraphs.map((p) => p.text).join('\n') };
}

/** How a want table is told: each case at every age and seed, the genre picked by seed. */
export interface WantTable {
  ages: readonly number[];
  /** Seeds 0 up to, not including, this. */
  seeds: number;
  genres: readonly Genre[];
  seedPrefix: string;
}

/** The want table most kinds of want are held on: five ages from 3 to 12, three seeds, every genre. */
export function wantTable(seedPrefix: string): WantTable {
  return { ages: [3, 5, 7, 9, 12], seeds: 3, genres: GENRES as readonly Genre[], seedPrefix };
}

/**
 * Every story of a want table in turn, with its cast and plan, the goal it was told as
 * ("reach/camp") and `where` (the ask, the age and the seed) to name the story in a fault.
 */
export function* toldWants<C extends { description: string }>(
  language: StoryLanguage,
  cases: readonly C[],
  { ages, seeds, genres, seedPrefix }: WantTable,
) {
  for (const c of cases)
    for (const age of ages)
      for (let seed = 0; seed < seeds; seed += 1) {
        const told = tellWant(language, c.description, age, seed, genres, seedPrefix);
        const { cast, plan } = told.session.run.env;
        yield {
          c,
          ...told,
          cast,
          plan,
          goal: `${cast.goal.kind}/${cast.goal.variant}`,
          where: `${c.description} [${age}/${seed}]`,
        };
      }
}

/**
 * The test that every story of a want table keeps its length, within 10 % of its words, in each
 * language; a fault names the story by `where` and its length.
 */
export function itKeepsWantLengths<C extends { description: string }>(
  cases: Record<StoryLanguage, readonly C[]>,
  table: WantTable,
) {
  for (const language of ['en', 'no'] as const)
    it(`keeps its length (${language})`, () => {
      const faults: string[] = [];
      for (const { story, where, session } of toldWants(language, cases[language], table)) {
        const { age, length } = session.request;
        const target = targetWords(age, length);
        if (Math.abs(story.wordCount - target) > target * 0.1)
          faults.push(`${where} ${length}: ${story.wordCount} words for ${target}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);
}

/**
 * The text of a story's paragraphs from `start` up to `end`, taken as `Array.slice` takes them,
 * joined by spaces: its opening lines, or its last.
 */
export function paragraphsOf(story: GeneratedStory, start: number, end?: number): string {
  return story.paragraphs
    .slice(start, end)
    .map((p) => p.text)
    .join(' ');
}

/** A story's text in three parts, beginning, middle and end, by paragraph. */
export function thirdsOf(story: GeneratedStory): string[] {
  const n = story.paragraphs.length;
  return [0, 1, 2].map((k) => paragraphsOf(story, (k * n) / 3, ((k + 1) * n) / 3));
}
