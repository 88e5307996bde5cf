import { ProfileVoiceResponseSchema, VoicesResponseSchema } from '@monstory/contracts/voices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, type TestSession } from '../../test/test-users.js';
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
