// How alike stories are, measured the same way by the tests and the benchmark: sentences one
// story shares with others told from the same request, distinct titles, and near-duplicate
// sentence pairs inside one story (the declared refrain excepted).
import type { GeneratedStory } from '../story-types';
import { alike, gistOf } from '../compose/sentence-facts';
import { sentenceKey, splitSentences } from '../text';

export function storyText(story: GeneratedStory): string {
  return story.paragraphs.map((p) => p.text).join('\n\n');
}

/** A story's sentences as keys, the refrain's lines left out. */
export function sentenceKeys(story: GeneratedStory): string[] {
  const refrain = new Set(splitSentences(story.refrain ?? '').map(sentenceKey));
  return splitSentences(storyText(story))
    .map(sentenceKey)
    .filter((k) => k && !refrain.has(k));
}

/** Share (0–1) of all the keys of `sets` (one set a story) that turn up in at least one other set. */
function sharedShare(sets: readonly Set<string>[]): number {
  const seen = new Map<string, number>();
  for (const set of sets) for (const k of set) seen.set(k, (seen.get(k) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const set of sets)
    for (const k of set) {
      total += 1;
      if ((seen.get(k) ?? 0) > 1) shared += 1;
    }
  return total === 0 ? 0 : shared / total;
}

/** Share (0–1) of all stories' sentences that turn up in at least one other of the stories. */
export function sharedSentenceShare(stories: readonly GeneratedStory[]): number {
  return sharedShare(stories.map((s) => new Set(sentenceKeys(s))));
}

/** Share (0–1) of word 5-grams that occur in more than one of the stories. */
export function sharedFiveGramShare(stories: readonly GeneratedStory[]): number {
  return sharedShare(
    stories.map((s) => {
      const set = new Set<string>();
      for (const k of sentenceKeys(s)) {
        const w = k.split(' ');
        for (let i = 0; i + 5 <= w.length; i += 1) set.add(w.slice(i, i + 5).join(' '));
      }
      return set;
    }),
  );
}

export function distinctTitles(stories: readonly GeneratedStory[]): number {
  return new Set(stories.map((s) => s.title.toLowerCase())).size;
}

/** The longest run of words two sentence keys share. */
function longestRun(a: string[], b: string[]): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const keep = prev[j] as number;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if ((prev[j] as number) > best) best = prev[j] as number;
      diag = keep;
    }
  }
  return best;
}

/**
 * Two sentences of one story that say nearly the same thing: most of their meaning words
 * alike (as the writer judges it), or a run of six or more words in common ("det kom en hel
 * sky av såpebobler").
 */
export function nearDuplicatePairs(story: GeneratedStory): [string, string][] {
  const refrain = new Set(splitSentences(story.refrain ?? '').map(sentenceKey));
  const sentences = splitSentences(storyText(story)).filter((s) => !refrain.has(sentenceKey(s)));
  const keys = sentences.map((s) => sentenceKey(s).split(' '));
  const gists = sentences.map(gistOf);
  const out: [string, string][] = [];
  for (let i = 0; i < sentences.length; i += 1)
    for (let j = i + 1; j < sentences.length; j += 1) {
      const run = longestRun(keys[i] as string[], keys[j] as string[]) >= 6;
      if (run || alike(gists[i] as string[], gists[j] as string[]))
        out.push([sentences[i] as string, sentences[j] as string]);
    }
  return out;
}
