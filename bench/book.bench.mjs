// The printed book: how long a long story's A5 PDF takes to make and how big it is, with the
// offline illustrator's pictures as vectors. Runs in-process: `BENCH_SKIP_BUILD=1 npm run bench book`.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderScene } from '../apps/server/src/ai/illustrator/render-scene.ts';
import { parseMonsterDescription } from '../apps/server/src/ai/monster-art/parse-monster-description.ts';
import { monsterSeed, renderMonster } from '../apps/server/src/ai/monster-art/render-monster.ts';
import { generateStory } from '../apps/server/src/ai/story-engine/generate-story.ts';
import { renderBook } from '../apps/server/src/modules/book/book-pdf.ts';

export const title = 'Printed book (A5 PDF of a long story)';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function longBook() {
  const description = 'en lilla katt med tre øyne og en ugle';
  const story = generateStory({
    language: 'no',
    age: 7,
    genre: 'ADVENTURE',
    length: 'LONG',
    description,
    seed: 'bench-book',
  });
  const monster = 'et lite grønt monster med tre øyne og vinger';
  return {
    title: story.title,
    language: 'no',
    madeAt: new Date('2026-11-28T08:00:00Z'),
    monster: {
      name: 'Grønnøye',
      picture: {
        kind: 'svg',
        svg: renderMonster(parseMonsterDescription(monster, 'no'), { seed: monsterSeed(monster) }),
      },
    },
    scenes: story.paragraphs.map((p, i) => ({
      text: p.text,
      picture: p.scene ? { kind: 'svg', svg: renderScene(p.scene, { seed: `book-${i}` }) } : null,
    })),
  };
}

export async function run() {
  const book = longBook();
  await renderBook(book); // warm-up: font parsing and module loading
  const times = [];
  let pdf;
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    pdf = await renderBook(book);
    times.push(performance.now() - t);
  }
  // Kept for looking at: `pdftoppm -png -r 60 <file> out`.
  writeFileSync(join(tmpdir(), 'monstory-book-bench.pdf'), pdf);
  const pictures = book.scenes.filter((s) => s.picture).length;
  return [
    {
      metric: `time to make the book (median of 5; ${book.scenes.length} scenes, ${pictures} pictures)`,
      value: median(times),
      unit: 'ms',
      target: 1000,
      better: 'lower',
    },
    { metric: 'time to make the book (slowest of 5)', value: Math.max(...times), unit: 'ms' },
    { metric: 'book size', value: pdf.length / 1024, unit: 'KiB' },
  ];
}
