// A noisy account's effect on another family's story: one account asks for a burst of stories
// at once, then another family asks for one; how much longer that family waits for its story
// than it does on a quiet server (target: under 1.5×). Stories are text only, made by the
// offline engine at its default pacing, with the default two job slots.
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { json, newGuest } from './lib/guests.mjs';
import { median, startServer } from './lib/server.mjs';

export const title = 'Fair turns: a noisy account and another family’s story';

const BURST = 10;

const body = JSON.stringify({
  age: 6,
  genre: 'ADVENTURE',
  length: 'SHORT',
  summary: 'A girl called Ada and her dog Pip find a map in the attic',
  addons: { images: false, audio: false, interactive: false },
});

async function post(baseURL, headers) {
  return (await json(await fetch(`${baseURL}/api/story`, { method: 'POST', headers, body }))).uuid;
}

async function untilReady(baseURL, headers, uuid) {
  for (;;) {
    const story = await json(await fetch(`${baseURL}/api/story/${uuid}`, { headers }));
    if (story.status === 'READY') return;
    if (story.status === 'FAILED') throw new Error(`story ${uuid} failed`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** From POST to READY for one new family's story, in ms. */
async function familyStoryMs(baseURL, address) {
  const family = await newGuest(baseURL, { headers: { 'x-forwarded-for': address } });
  const started = performance.now();
  const uuid = await post(baseURL, family.headers);
  await untilReady(baseURL, family.headers, uuid);
  return performance.now() - started;
}

export async function run() {
  const server = await startServer({ env: { AUTH_RATE_LIMIT: 'false', TRUST_PROXY: 'true' } });
  const db = new Sqlite(join(server.dataDir, 'monstory.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const alone = [];
    for (let i = 0; i < 3; i += 1) alone.push(await familyStoryMs(server.baseURL, `10.60.0.${i}`));

    const withNoise = [];
    const bursts = [];
    for (let round = 0; round < 2; round += 1) {
      // A guest may make one story; this one is let make a day's free stories at once.
      const noisy = await newGuest(server.baseURL, {
        headers: { 'x-forwarded-for': `10.61.0.${round}` },
      });
      db.prepare('update profiles set allowed_stories = 100 where user_id = ?').run(noisy.id);
      const burst = await Promise.all(
        Array.from({ length: BURST }, () => post(server.baseURL, noisy.headers)),
      );
      withNoise.push(await familyStoryMs(server.baseURL, `10.62.0.${round}`));
      const burstStarted = performance.now();
      for (const uuid of burst) await untilReady(server.baseURL, noisy.headers, uuid);
      bursts.push(performance.now() - burstStarted);
    }
    const quiet = median(alone);
    const noisyMedian = median(withNoise);
    return [
      { metric: 'a family’s story, quiet server (median of 3)', value: quiet / 1000, unit: 's' },
      {
        metric: `the same after one account asked for ${BURST} at once (median of 2)`,
        value: noisyMedian / 1000,
        unit: 's',
      },
      {
        metric: 'slowdown of the family’s story',
        value: noisyMedian / quiet,
        unit: '×',
        target: 1.5,
        better: 'lower',
      },
      {
        metric: `the rest of the noisy burst, after the family's story (median)`,
        value: median(bursts) / 1000,
        unit: 's',
      },
    ];
  } finally {
    db.close();
    await server.stop();
  }
}

export const notes =
  'The noisy account is a guest allowed many stories (set in the database); it sends ' +
  `${BURST} POST /api/story at once (the daily free quota), then a new family from another ` +
  'address asks for one. Times run from sending POST /api/story to the story reading READY ' +
  '(polled every 25 ms). Jobs of one account are ranked behind its other stories in the ' +
  'making, and the embedded runner keeps its last free slot for an unranked job ' +
  '(`jobs/job-queue.ts` rankedPriority, `jobs/db-job-queue.ts`). The same run on the build ' +
  'before fair turns (first in, first out) measured 29.6 s against 4.7 s alone (6.3×); the ' +
  'price is the noisy burst itself, which now runs one story at a time while a slot is kept free.';
