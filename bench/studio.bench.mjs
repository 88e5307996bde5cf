// The story studio under load, measured on the production build: how long a guest waits from
// POST /api/story to the first streamed word (the server side of "submit to first word"; the
// browser adds its own rendering), and whether /api/health stays quick while 20 illustrated,
// narrated stories are being made at once.
import { performance } from 'node:perf_hooks';
import { json, newGuest } from './lib/guests.mjs';
import { startServer } from './lib/server.mjs';

export const title = 'Story studio: first streamed word and API latency under 20 generations';

export const notes = [
  'Guests are made through `/api/auth/sign-in/anonymous`; each makes its free first story.',
  'First word: from sending POST /api/story to the first `delta` event read from',
  'GET /api/story/{uuid}/stream over HTTP, with the offline engine at its default pacing',
  '(OFFLINE_TEXT_STREAM_MS=4000: the text arrives over about 4 s). Load: 20 stories with',
  'pictures and narration running at once (JOB_CONCURRENCY=20), /api/health called every',
  '20 ms from when all 20 streams are open until all stories are done (at most 120 s).',
  'Narration of 20 stories is CPU-bound (espeak-ng in one worker thread on ≤ 2 cores), so on a',
  'small machine not all 20 finish inside the window; the API latency is the point here.',
].join('\n');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

function storyBody(addons) {
  return JSON.stringify({
    age: 6,
    genre: 'ADVENTURE',
    length: 'SHORT',
    summary: 'A girl called Ada and her dog Pip find a map in the attic',
    addons: { interactive: false, ...addons },
  });
}

/**
 * Reads the story's stream until `until(event)` holds; resolves `opened` at the first event
 * and returns when `until` held (undefined if the stream ended first).
 */
async function readStream(baseURL, headers, uuid, until, opened = () => {}) {
  const response = await fetch(`${baseURL}/api/story/${uuid}/stream`, { headers });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let first = true; ; first = false) {
      const { done, value } = await reader.read();
      if (first) opened();
      if (done) return undefined;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data && until(JSON.parse(data.slice(6)))) return performance.now();
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

// Each guest family comes from its own address, as families do: the daily quota of guest
// stories per address (20) is not what this benchmark measures.
let guests = 0;
const familyAt = (baseURL) => {
  guests += 1;
  return newGuest(baseURL, {
    headers: { 'x-forwarded-for': `10.62.${Math.floor(guests / 250)}.${(guests % 250) + 1}` },
  });
};

async function firstWordMs(baseURL) {
  const { headers } = await familyAt(baseURL);
  const started = performance.now();
  const created = await json(
    await fetch(`${baseURL}/api/story`, {
      method: 'POST',
      headers,
      body: storyBody({ images: false, audio: false }),
    }),
  );
  // A stream opened after the first words were written gets them in its snapshot.
  const hasWords = (event) =>
    event.type === 'delta' ||
    (event.type === 'snapshot' && event.story.paragraphs.some((p) => p.text !== ''));
  const at = await readStream(baseURL, headers, created.uuid, hasWords);
  if (at === undefined) throw new Error('the stream ended without a word');
  return at - started;
}

async function healthUnderLoad(baseURL) {
  const guests = await Promise.all(
    Array.from({ length: 20 }, async () => (await familyAt(baseURL)).headers),
  );
  const latencies = [];
  const created = await Promise.all(
    guests.map(async (headers) => {
      const story = await json(
        await fetch(`${baseURL}/api/story`, {
          method: 'POST',
          headers,
          body: storyBody({ images: true, audio: true }),
        }),
      );
      return { headers, uuid: story.uuid };
    }),
  );
  let open = 0;
  const finished = Promise.all(
    created.map(({ headers, uuid }) =>
      readStream(
        baseURL,
        headers,
        uuid,
        (event) => event.type === 'done' || event.type === 'error',
        () => (open += 1),
      ),
    ),
  );
  // Sampling starts once every stream is open: opening 20 authenticated streams at once is
  // sign-in work, not generation.
  while (open < created.length) await new Promise((resolve) => setTimeout(resolve, 5));
  const loadStarted = performance.now();
  let allDone = false;
  void finished.then(() => {
    allDone = true;
  });
  while (!allDone && performance.now() - loadStarted < 120_000) {
    const started = performance.now();
    await fetch(`${baseURL}/api/health`).then((r) => r.text());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const states = await Promise.all(
    created.map(
      async ({ headers, uuid }) =>
        (await json(await fetch(`${baseURL}/api/story/${uuid}`, { headers }))).status,
    ),
  );
  return {
    latencies,
    ready: states.filter((s) => s === 'READY').length,
    seconds: (performance.now() - loadStarted) / 1000,
  };
}

export async function run() {
  const server = await startServer({
    env: { AUTH_RATE_LIMIT: 'false', JOB_CONCURRENCY: '20', TRUST_PROXY: 'true' },
  });
  try {
    const firstWords = [];
    for (let i = 0; i < 10; i += 1) firstWords.push(await firstWordMs(server.baseURL));
    const load = await healthUnderLoad(server.baseURL);
    return [
      {
        metric: 'POST /api/story → first streamed word (median of 10)',
        value: percentile(firstWords, 50),
        unit: 'ms',
        target: 300,
        better: 'lower',
      },
      {
        metric: 'POST /api/story → first streamed word (worst of 10)',
        value: Math.max(...firstWords),
        unit: 'ms',
      },
      {
        metric: '/api/health p99 while 20 illustrated, narrated stories are made',
        value: percentile(load.latencies, 99),
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      {
        metric: '/api/health p50 during the same load',
        value: percentile(load.latencies, 50),
        unit: 'ms',
      },
      { metric: 'stories READY of 20 within the window', value: load.ready, unit: '' },
      { metric: 'time until all 20 were done', value: load.seconds, unit: 's' },
    ];
  } finally {
    await server.stop();
  }
}
