import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uniqueEmail } from '../../test/test-users.js';
import { isCommonPassword } from './password-policy.js';

describe('isCommonPassword', () => {
  it.each(['password1', 'PASSWORD1', '12345678', 'iloveyou', 'sunshine'])(
    'knows %s',
    async (word) => {
      expect(await isCommonPassword(word)).toBe(true);
    },
  );

  it.each(['passord123', 'Passord123', 'hemmelig1', 'sommer2024!', 'jegelskerdeg', 'Fotball99'])(
    'knows the Norwegian %s',
    async (word) => {
      expect(await isCommonPassword(word)).toBe(true);
    },
  );

  it('lets an uncommon password through', async () => {
    expect(await isCommonPassword('Blåbær-troll-på-tur-2026')).toBe(false);
    expect(await isCommonPassword('passord-for-hytta-i-fjellet')).toBe(false);
  });
});

describe('password rules at sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password, name: 'Parent' },
    });

  it.each([
    ['a common password', 'password1', 'WEAK_PASSWORD'],
    ['a common Norwegian password', 'passord123', 'WEAK_PASSWORD'],
    ['7 characters', 'Tr0ll-x', 'PASSWORD_TOO_SHORT'],
    ['129 characters', 'x'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('refuses %s with 400', async (_name, password, code) => {
    const response = await signUp(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('takes 8 and 128 characters', async () => {
    expect((await signUp('Troll-x8')).statusCode).toBe(200);
    expect((await signUp('y'.repeat(127) + 'Z')).statusCode).toBe(200);
  });
});
