// A way of being to learn ("Ella wants to learn to be kind to her little brother", «lære å
// dele», "learn to wait"): no skill practised and no mountain climbed, but the day it is
// learnt on. Kindness and sharing are learnt between two children who fall out and make up
// (the quarrel day); patience is learnt waiting for something sown to grow.
import type { ParsedDescription, Token } from './parse-description';

export type Virtue = 'kind' | 'share' | 'patient';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** "learn to", «lære å», "has to", «må»: what comes next is to be learnt. */
const LEARN = words(`
  learn learns learning learnt learned lære lærer lærte øve øver must needs trenger må`);
/** The way of being, as its first words after "to" / «å»: "be kind", «være snill», "share". */
const VIRTUES: [string[], Virtue][] = [
  [['be kind'], 'kind'],
  [['be nice'], 'kind'],
  [['be gentle'], 'kind'],
  [['være snill'], 'kind'],
  [['være grei'], 'kind'],
  [['være god'], 'kind'],
  [['share'], 'share'],
  [['take turns'], 'share'],
  [['dele'], 'share'],
  [['bytte på'], 'share'],
  [['wait'], 'patient'],
  [['be patient'], 'patient'],
  [['vente'], 'patient'],
  [['være tålmodig'], 'patient'],
];

export function readVirtue(tokens: Token[], out: ParsedDescription): void {
  // A plot read before has the story (a quarrel already, a seed sown, a skill).
  if (out.social || out.grow || out.skill || out.family || out.selfWish) return;
  const lowers = tokens.map((t) => t.lower);
  let virtue: Virtue | undefined;
  lowers.forEach((w, i) => {
    if (virtue || !LEARN.has(w)) return;
    const to = ['to', 'å'].includes(lowers[i + 1] ?? '') ? i + 2 : i + 1;
    const next = lowers.slice(to, to + 2).join(' ');
    virtue = VIRTUES.find(([ps]) => ps.some((p) => `${next} `.startsWith(`${p} `)))?.[1];
  });
  if (!virtue) return;
  out.virtue = virtue;
  if (virtue === 'patient') {
    // Waiting is learnt beside something sown, which takes the time it takes.
    out.grow = { plant: 'sunflower', at: 'home' };
    return;
  }
  // Kindness and sharing are learnt with the one named (the little brother), or a friend.
  const over = tokens.find((t) => t.hit?.type === 'thing')?.hit;
  out.befriend = true;
  out.social = { kind: 'quarrel', ...(over?.type === 'thing' ? { over: over.id } : {}) };
}
