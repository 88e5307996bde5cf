// Offline narration (espeak-ng WASM + LAME in worker threads): speed, size and whether the
// API thread stays free. Runs the narrator from source, with the bundled worker when it is built.
import { existsSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createNarrator } from '../apps/server/src/ai/narrator/narrator.ts';

export const title = 'Offline narrator (espeak-ng WASM)';

const NO = `Det var en gang en liten drage som het Trulte. Hun bodde i en hule ved havet, der bølgene slo mot steinene hele dagen. Hver morgen fløy hun over fjellene for å se soloppgangen, og hver kveld telte hun stjernene før hun sovnet.

En dag møtte Trulte en rev som hadde gått seg vill i skogen. Reven het Rasmus, og han var både sulten og lei seg. «Kan du hjelpe meg å finne veien hjem?» spurte han. «Selvfølgelig!» sa Trulte. «Hopp opp på ryggen min, så flyr vi.»

De fløy over tre innsjøer, to elver og en stor, mørk skog. Underveis så de en elg som badet, en ugle som sov, og 12 små troll som spilte fotball på en eng. Trollene vinket og ropte: «Hei, drage! Vil dere spille med oss?» Men Rasmus ville bare hjem til mamma.

Til slutt fikk de øye på et lite rødt hus ved skogkanten. Der stod mamma rev og ventet. Hun hadde laget blåbærsuppe og nystekte vafler med jordbærsyltetøy. «Takk for at du hjalp sønnen min,» sa hun til Trulte. «Du må gjerne spise middag med oss.»

Trulte spiste sju vafler og to skåler med suppe. Etterpå lå de alle tre i gresset og så på solnedgangen. Himmelen ble rosa, så oransje og til slutt mørkeblå. «Dette er den fineste dagen i hele mitt liv,» sa Rasmus. Trulte smilte og lovet å komme på besøk igjen neste søndag.

Da hun fløy hjem til hulen sin, tenkte hun på alle vennene hun hadde fått. Hun var ikke lenger en ensom liten drage. Hun var en drage med en bestevenn. Og med den gode tanken, og med magen full av vafler, sovnet hun helt til morgenen kom, trygg og varm, mens havet sang sin stille sang utenfor.`;

const EN = `Once upon a time, there was a little dragon called Pip. He lived in a cave by the sea, where the waves splashed against the rocks all day long. Every morning he flew over the mountains to watch the sunrise, and every evening he counted the stars before he fell asleep.

One day Pip met a fox who was lost in the forest. The fox was called Rosie, and she was both hungry and sad. "Can you help me find my way home?" she asked. "Of course!" said Pip. "Jump on my back, and we will fly."

They flew over three lakes, two rivers and a big, dark forest. On the way they saw a moose having a bath, an owl taking a nap, and 12 little trolls playing football in a meadow. The trolls waved and shouted: "Hello, dragon! Do you want to play with us?" But Rosie only wanted to go home to her mum.

At last they spotted a little red house at the edge of the woods. Mother fox was standing there, waiting. She had made blueberry soup and fresh waffles with strawberry jam. "Thank you for helping my daughter," she said to Pip. "You are very welcome to stay for dinner."

Pip ate seven waffles and two bowls of soup. Afterwards all three of them lay in the grass and watched the sunset. The sky turned pink, then orange, and finally dark blue. "This is the best day of my whole life," said Rosie. Pip smiled and promised to visit again next Sunday.

When he flew home to his cave, he thought about all the friends he had made. He was no longer a lonely little dragon. He was a dragon with a best friend. And with that happy thought he fell asleep, safe and warm, while the sea sang its quiet song outside.`;

export const notes =
  'The real-time factor counts everything a narration costs: splitting, espeak-ng, word timings, ' +
  'loudness and MP3 encoding, in one worker thread. Event-loop delay on a busy machine is mostly ' +
  'the OS scheduler (compare the baseline row); the utilization row shows the API thread itself ' +
  'is idle while a worker narrates.';

const RUNS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const bundled = new URL('../apps/server/dist/narrator-worker.js', import.meta.url);
  const narrator = createNarrator({
    workers: 1,
    workerScript: existsSync(bundled) ? pathToFileURL(bundled.pathname) : undefined,
  });
  const rows = [];
  try {
    let started = performance.now();
    await narrator.synthesize({ text: 'Hei.', language: 'no', voice: 'nb+f3' });
    const coldMs = performance.now() - started;

    const delay = monitorEventLoopDelay({ resolution: 5 });
    // The same measurement with no narration running: what the machine's other load causes.
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    delay.disable();
    const baselineDelayMs = delay.max / 1e6;
    let peakDelayMs = 0;
    let p99DelayMs = 0;
    let utilization = 0;
    for (const [language, voice, text] of [
      ['no', 'nb+f3', NO],
      ['en', 'en-gb+m3', EN],
    ]) {
      const factors = [];
      let narration;
      for (let i = 0; i < RUNS; i += 1) {
        delay.reset();
        delay.enable();
        const before = performance.eventLoopUtilization();
        started = performance.now();
        narration = await narrator.synthesize({ text, language, voice });
        const tookMs = performance.now() - started;
        utilization = Math.max(utilization, performance.eventLoopUtilization(before).utilization);
        delay.disable();
        peakDelayMs = Math.max(peakDelayMs, delay.max / 1e6);
        p99DelayMs = Math.max(p99DelayMs, delay.percentile(99) / 1e6);
        factors.push(tookMs / narration.durationMs);
      }
      const minutes = narration.durationMs / 60_000;
      rows.push(
        {
          metric: `real-time factor, ${narration.words.length}-word ${language} story (${voice}), synthesis + MP3, median of ${RUNS}`,
          value: median(factors),
          unit: '×',
          target: 0.1,
          better: 'lower',
        },
        {
          metric: `audio length of that story at the default pace (${Math.round(narration.words.length / minutes)} words/min)`,
          value: narration.durationMs / 1000,
          unit: 's',
        },
        {
          metric: `MP3 bytes per audio minute (${language})`,
          value: Math.round(narration.audio.length / minutes / 1024),
          unit: 'KiB',
          target: 480,
          better: 'lower',
        },
      );
    }
    rows.push(
      {
        metric: 'peak event-loop delay on the API thread during narration',
        value: peakDelayMs,
        unit: 'ms',
        target: 50,
        better: 'lower',
      },
      {
        metric: 'peak event-loop delay over 3 s with no narration running (baseline)',
        value: baselineDelayMs,
        unit: 'ms',
      },
      {
        metric: 'p99 event-loop delay on the API thread during narration (worst run)',
        value: p99DelayMs,
        unit: 'ms',
      },
      {
        metric: 'highest event-loop utilization of the API thread during a narration',
        value: utilization * 100,
        unit: '%',
        target: 10,
        better: 'lower',
      },
      {
        metric: 'first narration: worker start + espeak-ng load + a short sentence',
        value: coldMs,
        unit: 'ms',
      },
    );
  } finally {
    await narrator.close();
  }
  return rows;
}
