import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { LanguageCode } from '@monstory/contracts/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGoodNarration } from './narration-checks.js';
import { createNarrator, type Narrator } from './narrator.js';
import { ENGINE_VOICES, listEngineVoices } from './narrator-voices.js';
import { previewText } from './preview-text.js';

let narrator: Narrator;
beforeAll(async () => {
  narrator = createNarrator({ workers: 2 });
  // The first call bundles the worker from source and loads espeak-ng: keep that out of the tests.
  await narrator.synthesize({ text: 'Hei.', language: 'no', voice: 'nb+f3' });
}, 60_000);
afterAll(() => narrator.close());

const SAMPLES: Record<LanguageCode, string> = {
  no: '«Hei, Åse!» ropte Bjørn. Klokka var 7, og de 12 små trollene spiste blåbær – mange! Etterpå gikk de hjem.\n\nDagen etter, den 3. mai 2026, kom Ærlige Øystein på besøk.',
  en: "Once upon a time, a little dragon called Pip lived by the sea. He was 7 years old, and he didn't like the rain!",
  da: 'Der var engang en lille drage, som boede ved havet. Den hed Søren og var 5 år gammel.',
  sv: 'Det var en gång en liten drake som bodde vid havet. Han hette Åke och var 6 år gammal.',
};

// Generous limits: these share two cores with the rest of the suite.
describe('synthesize', { timeout: 30_000 }, () => {
  it.each(Object.keys(SAMPLES) as LanguageCode[])(
    'narrates %s with timings for every word',
    async (language) => {
      const voice = listEngineVoices(language)[0]?.id ?? '';
      const text = SAMPLES[language];
      const narration = await narrator.synthesize({ text, language, voice });
      expectGoodNarration(text, narration);
    },
  );

  it('gives every published voice its own sound', async () => {
    const narrations = await Promise.all(
      ENGINE_VOICES.map((voice) =>
        narrator.synthesize({
          text: previewText(voice.language, voice.label),
          language: voice.language,
          voice: voice.id,
        }),
      ),
    );
    ENGINE_VOICES.forEach((voice, i) => {
      const narration = narrations[i];
      if (!narration) throw new Error(`no narration for ${voice.id}`);
      expectGoodNarration(previewText(voice.language, voice.label), narration);
    });
    const fingerprints = new Set(narrations.map((n) => n?.audio.toString('base64')));
    expect(fingerprints.size).toBe(ENGINE_VOICES.length);
  }, 60_000);

  it('speaks slower at a lower rate', async () => {
    const text = SAMPLES.en;
    const slow = await narrator.synthesize({ text, language: 'en', voice: 'en-gb+m3', rate: 100 });
    const fast = await narrator.synthesize({ text, language: 'en', voice: 'en-gb+m3', rate: 200 });
    expect(slow.durationMs).toBeGreaterThan(fast.durationMs * 1.5);
    expectGoodNarration(text, slow, 100);
  });

  it('refuses an unknown voice at once, naming the voices it knows', async () => {
    await expect(
      narrator.synthesize({ text: 'Hei', language: 'no', voice: 'nb+nosuch', timeoutMs: 2_000 }),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_VOICE',
      message: expect.stringMatching(/Unknown narrator voice "nb\+nosuch"; known voices: nb\+f3/),
    });
  });

  it('refuses bad requests with clear errors', async () => {
    const base = { text: 'Hei på deg', language: 'no', voice: 'nb+f3' } as const;
    await expect(narrator.synthesize({ ...base, voice: 'en-gb+f3' })).rejects.toMatchObject({
      code: 'LANGUAGE_MISMATCH',
    });
    await expect(narrator.synthesize({ ...base, text: ' … !' })).rejects.toMatchObject({
      code: 'EMPTY_TEXT',
    });
    await expect(narrator.synthesize({ ...base, rate: 20 })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    await expect(narrator.synthesize({ ...base, pitch: 120 })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
  });

  it('keeps the event loop free while a long text is narrated', async () => {
    const text = Array.from(
      { length: 16 },
      (_, i) => `Dette er setning nummer ${i + 1}, og draken Trulte flyr videre over fjellet.`,
    ).join(' ');
    await narrator.synthesize({ text: 'Oppvarming.', language: 'no', voice: 'nb+m3' });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const before = performance.eventLoopUtilization();
    delay.enable();
    const narration = await narrator.synthesize({ text, language: 'no', voice: 'nb+m3' });
    delay.disable();
    const busy = performance.eventLoopUtilization(before);
    expect(narration.durationMs).toBeGreaterThan(30_000);
    // Narrating 30 s of speech on this thread would keep the loop busy (utilization near 1) and
    // stall it for the whole call, several hundred milliseconds at least. The bound on the
    // longest stall (about 10 ms on an idle machine) leaves room for other test files competing
    // for the two cores. How long the call took is not asserted: a fast machine may finish early.
    expect(busy.utilization).toBeLessThan(0.1);
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it('rejects calls once closed', async () => {
    const closing = createNarrator({ workers: 1 });
    await closing.synthesize({ text: 'Hi', language: 'en', voice: 'en-us+f2' });
    await closing.close();
    await expect(
      closing.synthesize({ text: 'Hi', language: 'en', voice: 'en-us+f2' }),
    ).rejects.toMatchObject({ code: 'CLOSED' });
  });

  it('lets the process exit after close: no handle is left open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'monstory-narrator-'));
    const script = path.join(dir, 'close.mjs');
    writeFileSync(
      script,
      `import { createNarrator } from ${JSON.stringify(new URL('./narrator.ts', import.meta.url).href)};
      const narrator = createNarrator({ workers: 2 });
      await Promise.all(['nb+f3', 'nb+m3'].map((voice) =>
        narrator.synthesize({ text: 'Hei!', language: 'no', voice })));
      await narrator.close();
      console.log('closed');`,
    );
    try {
      // Without a timeout the child would hang here if a worker or timer kept it alive.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        timeout: 20_000,
      });
      expect(stdout.trim()).toBe('closed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 25_000);
});
