// Collects sentences into paragraphs, refusing any sentence the story has already told
// (the declared refrain excepted), so no line repeats within a story.
import type { SceneMood, SceneMoment, SceneObject, TimeOfDay, Weather } from '../../scene-spec';
import type { Character } from '../plan/plan-types';
import type { Rng } from '../rng';
import { article } from '../grammar/english';
import { countWords, sentenceKey } from '../text';
import type { Bank } from './ctx-base';
import { ALIKE, gistOf, sentencesOf, shingles } from './sentence-facts';

export interface DraftLine {
  text: string;
  words: number;
  /** A descriptive beat that may be dropped to fit the length. */
  optional: boolean;
  refrain: boolean;
  /** The sentence keys this line claimed, released again if the line is trimmed. */
  keys: string[];
  /**
   * Told as a loose aside (small talk, a joke, a burst of joy, a side scene) rather than as a
   * step of the plot: what the filler measure counts.
   */
  loose?: boolean;
}

export type CastSlot = 'hero' | 'friend' | 'helper' | 'other';

export interface SceneHint {
  place: string;
  time: TimeOfDay;
  mood: SceneMood;
  weather?: Weather;
  cast: CastSlot[];
  objects: SceneObject[];
  caption: string;
  /** What the picture shows happening, and its alt text in the story's language. */
  moment?: SceneMoment;
  alt?: string;
  /** A moment worth a picture: arriving, meeting someone, the turn, the ending. */
  key: boolean;
  expression?: 'happy' | 'surprised' | 'worried' | 'sleepy' | 'brave' | 'sad';
  helper?: Character;
}

export interface DraftParagraph {
  lines: DraftLine[];
  hint: SceneHint;
}

export class Writer {
  paragraphs: DraftParagraph[] = [];
  private lines: DraftLine[] = [];
  private total = 0;
  /** Set by the teller while it tells something loose; marks the lines added meanwhile. */
  loose = false;
  /** Set by the teller for the place it tells of: words that place cannot hold. */
  ground?: RegExp;
  /** Set by the teller for the hour it tells of: the sun at night, the stars at noon. */
  hour?: RegExp;
  /** Set by the teller: how the place it tells of is said ("in the cave", «i dalen»). */
  here?: string;

  constructor(
    readonly used: Set<string>,
    private readonly rng: Rng,
    /** How often each template has been told in this story, so the least used go first. */
    readonly usage: Map<unknown, number> = new Map(),
    /** English only: fix a/an after alternatives are expanded. */
    private readonly articles = false,
    /** Sentences longer than this are split at a clause boundary, for the listener's age. */
    private readonly maxWords = 99,
    /** The content words of every sentence told, to refuse one that says the same again. */
    readonly gist: string[][] = [],
    /** Words that do not belong in this story's world (a duck on the moon). */
    private readonly refuse?: RegExp,
  ) {
    this.gist.forEach((g, i) => this.index(g, i));
  }

  /** Which told sentences hold each meaning word, so a new one is compared only with those. */
  private readonly byWord = new Map<string, number[]>();

  private index(g: readonly string[], i: number): void {
    for (const w of g) {
      const list = this.byWord.get(w);
      if (list) list.push(i);
      else this.byWord.set(w, [i]);
    }
  }

  private remember(g: string[]): void {
    if (g.length < 2) return;
    this.gist.push(g);
    this.index(g, this.gist.length - 1);
  }

  /** Whether a told sentence has most of these meaning words (see `alike`). */
  private echoes(g: readonly string[]): boolean {
    if (g.length < 2) return false;
    const shared = new Map<number, number>();
    for (const w of g)
      for (const i of this.byWord.get(w) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    for (const [i, both] of shared) {
      const other = (this.gist[i] as string[]).length;
      if (both / (g.length + other - both) >= ALIKE) return true;
    }
    return false;
  }

  /**
   * Adds a line unless one of its sentences was told before. A mandatory line (`partial`)
   * keeps its fresh sentences and drops the told ones instead.
   */
  line(text: string | null, optional = false, partial = false): boolean {
    if (!text) return false;
    let sentences = sentencesOf(this.vary(text), this.maxWords);
    const here = this.here;
    if (here) {
      let said = this.lines.some((l) => l.text.includes(here));
      sentences = sentences.map((x) => {
        const out = unplaced(x, here, said);
        said ||= out.includes(here);
        return out;
      });
    }
    if (this.refuse || this.ground || this.hour) {
      const fits = sentences.filter(
        (x) => !this.refuse?.test(x) && !this.ground?.test(x) && !this.hour?.test(x),
      );
      if (fits.length < sentences.length && (!partial || fits.length === 0)) return false;
      sentences = fits;
    }
    let keys = sentences.map(sentenceKey);
    // Told before: the same sentence, one that shares a run of six words with one told ("det
    // kom en hel sky av såpebobler" once is a picture, five times a tic), or one that says
    // nearly the same in other words. Checked cheapest first; a line is told often.
    let runs: string[][] = [];
    let gists: string[][] = [];
    const told = keys.map((k, i) => this.used.has(k) || keys.indexOf(k) !== i);
    if (!told.some(Boolean) || partial) {
      runs = keys.map(shingles);
      const mine = new Set<string>();
      runs.forEach((rs, i) => {
        if (!told[i] && rs.some((r) => this.used.has(r) || mine.has(r))) told[i] = true;
        for (const r of rs) mine.add(r);
      });
      gists = sentences.map(gistOf);
      gists.forEach((g, i) => {
        if (!told[i] && this.echoes(g)) told[i] = true;
      });
    }
    if (told.some(Boolean)) {
      // Words said on after a dropped sentence ("I can feel it.") belong to its speaker.
      told.forEach((t, i) => {
        if (t && i + 1 < told.length && onlyWords(sentences[i + 1] as string)) told[i + 1] = true;
      });
      if (!partial || told.every(Boolean)) return false;
      sentences = sentences.filter((_, i) => !told[i]);
      keys = keys.filter((_, i) => !told[i]);
      runs = runs.filter((_, i) => !told[i]);
      gists = gists.filter((_, i) => !told[i]);
    }
    for (const g of gists) this.remember(g);
    keys = [...keys, ...runs.flat()];
    for (const k of keys) this.used.add(k);
    const joined = sentences.join(' ');
    const words = countWords(joined);
    this.total += words;
    this.lines.push({
      text: joined,
      words,
      optional,
      refrain: false,
      keys,
      ...(this.loose ? { loose: true } : {}),
    });
    return true;
  }

  /**
   * Expands inline alternatives — "the {pines|birches|old oaks} {swayed|rustled}" — with the
   * story's randomness, so one template reads many ways; then mends English "a"/"an".
   */
  private vary(text: string): string {
    if (!text.includes('{')) return text;
    let out = text;
    while (out.includes('{'))
      out = out.replace(/\{([^{}]*)\}/g, (_, body: string) => this.rng.pick(body.split('|')));
    if (!this.articles) return out;
    return out.replace(
      /\b([Aa])n? (?=[A-Za-z])(\S+)/g,
      (_, a: string, word: string) => `${a}${article(word) === 'an' ? 'n' : ''} ${word}`,
    );
  }

  refrain(text: string): void {
    const words = countWords(text);
    this.total += words;
    this.lines.push({ text, words, optional: false, refrain: true, keys: [] });
  }

  /**
   * Tells one template from the bank: the least used so far first (ties in seeded order),
   * skipping any whose sentences were told before. A mandatory beat that finds nothing fresh
   * is told anyway, minus the sentences already told.
   */
  say<C>(bank: Bank<C> | undefined, c: C, optional = false): boolean {
    if (!bank || bank.length === 0) return false;
    const uses = bank.map((tpl) => this.usage.get(tpl) ?? 0);
    const order = this.rng
      .shuffle(bank.map((_, i) => i))
      .sort((x, y) => (uses[x] as number) - (uses[y] as number));
    for (const i of order) {
      const tpl = bank[i];
      if (!tpl) continue;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const text = tpl(c);
        if (this.line(text, optional)) {
          this.usage.set(tpl, (this.usage.get(tpl) ?? 0) + 1);
          return true;
        }
        // Only a template with alternatives to pick can come out different a second time.
        if (!text?.includes('{')) break;
      }
    }
    if (optional) return false;
    for (const i of order) {
      const tpl = bank[i];
      if (tpl && this.line(tpl(c), false, true)) return true;
    }
    return false;
  }

  get open(): boolean {
    return this.lines.length > 0;
  }

  /** The open paragraph's words so far, for what its picture should show. */
  draft(): string {
    return this.lines.map((l) => l.text).join(' ');
  }

  close(hint: SceneHint): void {
    if (this.lines.length === 0) return;
    this.paragraphs.push({ lines: this.lines, hint });
    this.lines = [];
  }

  words(): number {
    return this.total;
  }
}

/** A sentence that is only a quotation, no one named as saying it. */
const onlyWords = (s: string): boolean => /^["«“][^"«»“”]*["»”]$/.test(s);

/** Words after which the place is where someone is or goes (or points), not where they speak. */
const REACHED =
  /(?:\b(?:were|was|are|is|be|been|came|went|got|arrived|stayed|lived|stood|to|towards|into|up|down|over|back)|(?<!\p{L})(?:var|er|kom|gikk|dro|ble|bodde|sto|opp|ned|ut|inn|bort|over|mot|hjem|tilbake))$/u;

/**
 * Where the team stands is told once in a scene. Said again (`said`: the scene has named it)
 * on a line of talk ("asked Pebble in the cave", «sa Mira på haugen») or at the end of a
 * sentence it is a tic, so it is left off there, unless it is where someone is, goes or points.
 */
export function unplaced(sentence: string, here: string, said = false): string {
  const close = Math.max(
    sentence.lastIndexOf('"'),
    sentence.lastIndexOf('»'),
    sentence.lastIndexOf('”'),
  );
  if (!said) return sentence;
  const tag = ` ${here}`;
  for (let at = sentence.indexOf(tag, close + 1); at >= 0; at = sentence.indexOf(tag, at + 1)) {
    const after = sentence.slice(at + tag.length);
    if (!/^(?:[.!?]$| og | and |, )/.test(after)) continue;
    const before = sentence.slice(0, at);
    if (REACHED.test(before) || /[,;:]$/.test(before)) continue;
    // Left without it, a narrated sentence must still say something of its own.
    if (close < 0 && countWords(before) < 4) continue;
    return `${before}${after}`;
  }
  return sentence;
}

export function wordsOf(paragraphs: readonly DraftParagraph[]): number {
  let n = 0;
  for (const p of paragraphs) for (const l of p.lines) n += l.words;
  return n;
}

/**
 * Drops optional lines (never a paragraph's last) until the words fit the budget.
 * Returns the words left.
 */
export function trimTo(
  paragraphs: DraftParagraph[],
  budget: number,
  rng: Rng,
  used?: Set<string>,
): number {
  let words = wordsOf(paragraphs);
  if (words <= budget) return words;
  const candidates: [number, number][] = [];
  paragraphs.forEach((p, pi) =>
    p.lines.forEach((l, li) => l.optional && candidates.push([pi, li])),
  );
  const removed = new Set<string>();
  for (const [pi, li] of rng.shuffle(candidates)) {
    if (words <= budget) break;
    const para = paragraphs[pi] as DraftParagraph;
    const line = para.lines[li] as DraftLine;
    const remaining = para.lines.filter((_, k) => !removed.has(`${pi}:${k}`)).length;
    if (remaining <= 1) continue;
    // Skip a line whose removal would undershoot more than it overshoots now.
    if (budget - (words - line.words) > words - budget) continue;
    removed.add(`${pi}:${li}`);
    words -= line.words;
    if (used) for (const k of line.keys) used.delete(k);
  }
  paragraphs.forEach((p, pi) => {
    p.lines = p.lines.filter((_, li) => !removed.has(`${pi}:${li}`));
  });
  return words;
}
