// The printed book: how long a long story's A5 PDF takes to make and how big it is, with the
// offline illustrator's pictures as vectors, made as the server makes it (in the book worker
// thread), and whether the API thread stays free meanwhile. Runs from source:
// `BENCH_SKIP_BUILD=1 npm run bench book`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderScene } from '../apps/server/src/ai/illustrator/render-scene.ts';
import { parseMonsterDescription } from '../apps/server/src/ai/monster-art/parse-monster-description.ts';
import { monsterSeed, renderMonster } from '../apps/server/src/ai/monster-art/render-monster.ts';
import { generateStory } from '../apps/server/src/ai/story-engine/generate-story.ts';
import {
  closeBookRenderer,
  renderBookOffThread,
} from '../apps/server/src/modules/book/book-renderer.ts';

export const title = 'Printed book (A5 PDF of a long story)';

export const notes =
  'The book is made as the server makes it, in its worker thread, after one warm-up book. Wall ' +
  'time on a shared two-core machine holds the waits for a CPU other processes hold; the CPU row ' +
  'is the work itself. The event-loop rows are as in the narrator benchmark: the target applies ' +
  'to the delay the API thread causes itself (each timer gap less the time the thread waited for ' +
  'a CPU, from Linux schedstat).';

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

// The API thread's longest event-loop delay from its own work: each timer gap less the time the
// thread waited for a CPU other processes held (Linux schedstat, ns), as in narrator.bench.mjs.
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const runQueueWaitMs = () => Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[1]) / 1e6;

function watchDelay(intervalMs = 5) {
  const measured = existsSync(SCHEDSTAT);
  let lastAt = performance.now();
  let lastWait = measured ? runQueueWaitMs() : 0;
  let own = 0;
  let plain = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const wait = measured ? runQueueWaitMs() : 0;
    plain = Math.max(plain, now - lastAt - intervalMs);
    own = Math.max(own, now - lastAt - intervalMs - (wait - lastWait));
    lastAt = now;
    lastWait = wait;
  }, intervalMs);
  return () => {
    clearInterval(timer);
    return { own: measured ? Math.max(0, own) : undefined, plain };
  };
}

export async function run() {
  const book = longBook();
  const times = [];
  const cpuTimes = [];
  let pdf;
  let ownDelayMs;
  let plainDelayMs = 0;
  try {
    await renderBookOffThread(book); // warm-up: the worker's start, font unpacking, module loading
    for (let i = 0; i < 5; i += 1) {
      const stop = watchDelay();
      const t = performance.now();
      const cpu = process.cpuUsage();
      pdf = await renderBookOffThread(book);
      times.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
      const delay = stop();
      if (delay.own !== undefined) ownDelayMs = Math.max(ownDelayMs ?? 0, delay.own);
      plainDelayMs = Math.max(plainDelayMs, delay.plain);
    }
  } finally {
    await closeBookRenderer();
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
    {
      // What the wall time would be on an idle core: the wall time also holds the waits for a
      // CPU that other processes on the machine hold.
      metric: 'CPU time to make the book (median of 5, every thread of the process)',
      value: median(cpuTimes),
      unit: 'ms',
    },
    { metric: 'book size', value: pdf.length / 1024, unit: 'KiB' },
    ...(ownDelayMs === undefined
      ? []
      : [
          {
            metric:
              'peak event-loop delay on the API thread while books are made, from its own work (time waiting for a CPU taken out)',
            value: ownDelayMs,
            unit: 'ms',
            target: 50,
            better: 'lower',
          },
        ]),
    {
      metric: 'peak event-loop delay on the API thread while books are made',
      value: plainDelayMs,
      unit: 'ms',
    },
  ];
}
