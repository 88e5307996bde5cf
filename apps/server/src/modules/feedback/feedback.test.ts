import { FEEDBACK_AFTER_READS, FEEDBACK_QUIET_DAYS } from '@monstory/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAnonymous, signUpVerified, type TestSession } from '../../test/test-users.js';
import { insertTestStory, send } from '../library/library.testing.js';
import { DAY_MS } from '@monstory/contracts/time';

// GET /api/feedback/status, POST /api/feedback/submit, POST /api/feedback/decline.

const START = '2026-03-01T10:00:00.000Z';
const ANSWERS = { liked: 5, more: 'pictures', easy: 4 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: START });
});
afterAll(() => t.close());

async function readStories(who: TestSession, count: number) {
  for (let i = 0; i < count; i += 1) {
    const uuid = await insertTestStory(t.app, who.userId);
    await send(t.app, who.headers, 'POST', `/api/story/${uuid}/read`, { progress: 0.9 });
  }
}

const status = async (who: TestSession) => {
  const response = await send(t.app, who.headers, 'GET', '/api/feedback/status');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    shouldShowFeedback: boolean;
    questions: { id: string; text: string; kind: string; options: { id: string }[] | null }[];
  };
};

describe('the feedback prompt', () => {
  it(`appears after ${FEEDBACK_AFTER_READS} reads and stays away ${FEEDBACK_QUIET_DAYS} days after an answer`, async () => {
    t.clock.set(START);
    const parent = await signUpVerified(t.app);
    await readStories(parent, FEEDBACK_AFTER_READS - 1);
    expect((await status(parent)).shouldShowFeedback).toBe(false);
    await readStories(parent, 1);
    expect((await status(parent)).shouldShowFeedback).toBe(true);

    const submitted = await send(t.app, parent.headers, 'POST', '/api/feedback/submit', {
      answers: ANSWERS,
      comment: '  More dragons, please ',
    });
    expect(submitted.statusCode).toBe(204);
    expect((await status(parent)).shouldShowFeedback).toBe(false);
    const row = await t.db
      .selectFrom('feedback')
      .selectAll()
      .where('user_id', '=', parent.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'SUBMITTED', comment: 'More dragons, please' });
    expect(JSON.parse(row.answers ?? '')).toEqual(ANSWERS);

    t.clock.advance(FEEDBACK_QUIET_DAYS * DAY_MS - 1);
    expect((await status(parent)).shouldShowFeedback).toBe(false);
    t.clock.advance(1);
    expect((await status(parent)).shouldShowFeedback).toBe(true);
  });

  it('is cleared by a decline too', async () => {
    t.clock.set(START);
    const parent = await signUpVerified(t.app);
    await readStories(parent, FEEDBACK_AFTER_READS);
    expect((await status(parent)).shouldShowFeedback).toBe(true);
    expect((await send(t.app, parent.headers, 'POST', '/api/feedback/decline')).statusCode).toBe(
      204,
    );
    expect((await status(parent)).shouldShowFeedback).toBe(false);
    t.clock.advance(30 * DAY_MS);
    expect((await status(parent)).shouldShowFeedback).toBe(false);
  });

  it('never asks guests', async () => {
    t.clock.set(START);
    const guest = await signInAnonymous(t.app);
    await readStories(guest, FEEDBACK_AFTER_READS + 1);
    expect((await status(guest)).shouldShowFeedback).toBe(false);
  });

  it('asks in the profile’s language: bokmål or English', async () => {
    const parent = await signUpVerified(t.app);
    await send(t.app, parent.headers, 'POST', '/api/login', { language: 'no' });
    const norwegian = await status(parent);
    expect(norwegian.questions.map((q) => [q.id, q.kind])).toEqual([
      ['liked', 'scale'],
      ['more', 'choice'],
      ['easy', 'scale'],
    ]);
    expect(norwegian.questions[0]?.text).toBe('Hvor godt likte barnet historiene?');
    await send(t.app, parent.headers, 'PUT', '/api/profile/language', { language: 'en' });
    const english = await status(parent);
    expect(english.questions[0]?.text).toBe('How much did your child like the stories?');
    expect(english.questions[1]?.options?.map((o) => o.id)).toContain('pictures');
  });

  it('takes only answers that fit the questions', async () => {
    const parent = await signUpVerified(t.app);
    const submit = (answers: object) =>
      send(t.app, parent.headers, 'POST', '/api/feedback/submit', { answers });
    const wrong = [
      { liked: 5, more: 'pictures' },
      { ...ANSWERS, more: 'dragons' },
      { ...ANSWERS, liked: 'pictures' },
      { ...ANSWERS, easy: 6 },
      { ...ANSWERS, extra: 3 },
    ];
    for (const answers of wrong) {
      const response = await submit(answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await submit(ANSWERS)).statusCode).toBe(204);
  });
});
