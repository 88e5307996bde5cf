import { ProfileVoiceResponseSchema, VoicesResponseSchema } from '@monstory/contracts/voices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, type TestSession } from '../../test/test-users.js';
import { fakeSpeechModel } from '../story/story-fake-models.testing.js';
import { getCatalogueVoice } from './voices.service.js';

let t: TestApp;
let guest: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  guest = await signInAnonymous(t.app);
  await t.app.inject({ method: 'POST', url: '/api/login', headers: guest.headers, payload: {} });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: guest.headers });
const putVoice = (voiceUuid: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/voice',
    headers: guest.headers,
    payload: { voiceUuid },
  });

describe('GET /api/voices', () => {
  it.each(['no', 'en', 'da', 'sv'] as const)('offers several %s voices', async (language) => {
    const voices = VoicesResponseSchema.parse(
      (await get(`/api/voices?language=${language}`)).json(),
    );
    expect(voices.length).toBeGreaterThanOrEqual(2);
    expect(new Set(voices.map((voice) => voice.languageCode))).toEqual(new Set([language]));
    expect(new Set(voices.map((voice) => voice.gender))).toEqual(new Set(['FEMALE', 'MALE']));
  });

  it("uses the profile's language without a query, and takes profile names too", async () => {
    const plain = VoicesResponseSchema.parse((await get('/api/voices')).json());
    expect(plain.every((voice) => voice.languageCode === 'no')).toBe(true);
    const byName = VoicesResponseSchema.parse((await get('/api/voices?language=ENGLISH')).json());
    expect(byName.every((voice) => voice.languageCode === 'en')).toBe(true);
  });

  it('refuses an unsupported language', async () => {
    expect((await get('/api/voices?language=xx')).statusCode).toBe(400);
    expect((await get('/api/voices?language=constructor')).statusCode).toBe(400);
    expect((await get('/api/voices?language=__proto__')).statusCode).toBe(400);
  });

  it('maps every voice to an espeak-ng voice of its language for the offline narrator', async () => {
    const voices = VoicesResponseSchema.parse((await get('/api/voices?language=no')).json());
    const first = await getCatalogueVoice(t.db, voices[0]?.voiceUuid ?? '');
    expect(first?.engineVoice).toMatch(/^nb(\+[a-z0-9]+)?$/);
  });
});

describe('/api/profile/voice', () => {
  it('is unset at first, then keeps the chosen voice, also one of another language', async () => {
    expect(ProfileVoiceResponseSchema.parse((await get('/api/profile/voice')).json())).toEqual({
      voiceUuid: null,
      voice: null,
    });
    const [english] = VoicesResponseSchema.parse((await get('/api/voices?language=en')).json());
    const saved = await putVoice(english?.voiceUuid ?? '');
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/profile/voice')).json()).toEqual({
      voiceUuid: english?.voiceUuid,
      voice: english,
    });
    expect((await get('/api/profile')).json()).toMatchObject({ voiceUuid: english?.voiceUuid });
  });

  it('refuses a voice that does not exist with 400', async () => {
    const response = await putVoice('8e0bd7c4-0cc4-4b39-9b86-3c1c1a4f7e11');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { voiceUuid: 'Unknown voice' },
    });
    expect((await putVoice('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/voices/:voiceUuid/sample.mp3', () => {
  it("plays the voice's preview sentence in the narrator's own voice, made once", async () => {
    const [voice] = VoicesResponseSchema.parse((await get('/api/voices?language=en')).json());
    if (!voice) throw new Error('no English voice');
    const asked: Array<{ text: string; voice: string | undefined; language: string | undefined }> =
      [];
    const fake = fakeSpeechModel();
    t.app.ai.speech = {
      ...fake,
      doGenerate: (options) => {
        asked.push({ text: options.text, voice: options.voice, language: options.language });
        return fake.doGenerate(options);
      },
    };
    const first = await get(`/api/voices/${voice.voiceUuid}/sample.mp3`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.length).toBeGreaterThan(0);
    const catalogue = await getCatalogueVoice(t.db, voice.voiceUuid);
    expect(asked).toEqual([
      { text: voice.previewText, voice: catalogue?.engineVoice, language: 'en' },
    ]);
    const again = await get(`/api/voices/${voice.voiceUuid}/sample.mp3`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('answers 404 for an unknown voice and 400 for a malformed id', async () => {
    const unknown = await get('/api/voices/00000000-0000-4000-8000-000000000000/sample.mp3');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/voices/not-a-voice/sample.mp3')).statusCode).toBe(400);
  });

  it('says the narrator is unavailable when it fails, and tries again next time', async () => {
    const [voice] = VoicesResponseSchema.parse((await get('/api/voices?language=sv')).json());
    if (!voice) throw new Error('no Swedish voice');
    t.app.ai.speech = fakeSpeechModel(new Error('narrator down'));
    const failed = await get(`/api/voices/${voice.voiceUuid}/sample.mp3`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    t.app.ai.speech = fakeSpeechModel();
    expect((await get(`/api/voices/${voice.voiceUuid}/sample.mp3`)).statusCode).toBe(200);
  });
});
