import { AGE_BAND_AGES, AgeBand, narrationWpm } from '@monstory/contracts/story-shape';
import { afterEach, describe, expect, it } from 'vitest';
import type { Narrator, SynthesizeRequest } from '../narrator/narrator.js';
import { createAiProviders } from './ai-providers.js';
import {
  hostedAiConfig,
  silentMp3,
  startFakeOpenAi,
  type FakeOpenAiServer,
} from './fake-openai-server.js';
import { hostedSpeed } from './hosted-speech-model.js';
import { createOfflineSpeechModel } from './offline-speech-model.js';
import { narrate } from './speech-input.js';

// The pace a story asks for reaches each speech model as its own setting.

const TEXT = 'Tor found a lantern.\n\nIt glowed all night long.';
const BAND_SPEED: Record<AgeBand, number> = { '3-5': 0.8, '6-8': 0.9, '9-12': 1 };

describe('offline narrator', () => {
  it.each(AgeBand)("speaks ages %s at the band's words per minute", async (band) => {
    const requests: SynthesizeRequest[] = [];
    const narrator: Narrator = {
      synthesize(request) {
        requests.push(request);
        return Promise.resolve({
          audio: silentMp3(3),
          mimeType: 'audio/mpeg',
          durationMs: 1,
          words: [],
        });
      },
      close: () => Promise.resolve(),
    };
    const wordsPerMinute = narrationWpm(AGE_BAND_AGES[band][0]);
    const input = { text: TEXT, language: 'en', voice: 'en-gb+m3', gender: 'MALE' } as const;
    await narrate(
      createOfflineSpeechModel(() => narrator),
      { ...input, wordsPerMinute },
    );
    await narrate(
      createOfflineSpeechModel(() => narrator),
      input,
    );
    expect(requests.map((r) => r.rate)).toEqual([wordsPerMinute, undefined]);
  });
});

describe('hosted speech model', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('turns a pace into the speech API speed, against its 150 words a minute', () => {
    for (const band of AgeBand) {
      expect(hostedSpeed(narrationWpm(AGE_BAND_AGES[band][1]))).toBe(BAND_SPEED[band]);
    }
    expect(hostedSpeed(undefined)).toBeUndefined();
    // The API's own limits: 0.25–4.
    expect(hostedSpeed(20)).toBe(0.25);
    expect(hostedSpeed(900)).toBe(4);
  });

  it.each(AgeBand)('asks the speech API for ages %s at their speed', async (band) => {
    const fake = await startFakeOpenAi();
    server = fake;
    const ai = createAiProviders(hostedAiConfig(fake.baseUrl));
    const input = { text: TEXT, language: 'en', voice: 'en-gb+m3', gender: 'MALE' } as const;
    await narrate(ai.speech, { ...input, wordsPerMinute: narrationWpm(AGE_BAND_AGES[band][0]) });
    await narrate(ai.speech, input);
    const [paced, plain] = fake.requests.filter((r) => r.path === '/v1/audio/speech');
    expect(paced?.body).toMatchObject({ voice: 'onyx', input: TEXT, speed: BAND_SPEED[band] });
    expect(plain?.body).not.toHaveProperty('speed');
  });
});
