import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified } from '../../test/test-users.js';
import { getCreditBalance } from '../credits/credits.service.js';
import { buyInTestMode } from '../payments/payments.testing.js';
import { createStoryFor, createStoryTestApp, giveCredits } from '../story/story.testing.js';
import type * as BookRenderer from './book-renderer.js';

// The real renderer, unless a test asks it to fail.
const rendering = vi.hoisted(() => ({ fails: false }));
vi.mock('./book-renderer.js', async (importOriginal) => {
  const actual = await importOriginal<typeof BookRenderer>();
  return {
    ...actual,
    renderBookOffThread: async (...args: Parameters<typeof actual.renderBookOffThread>) => {
      if (rendering.fails) throw new Error('the renderer broke');
      return actual.renderBookOffThread(...args);
    },
  };
});

let t: TestApp;
afterEach(async () => {
  rendering.fails = false;
  await t.close();
});

const BOOK = DEFAULT_FEATURE_COSTS.STORY_BOOK;

async function parentWithStory() {
  t = await createStoryTestApp();
  const parent = await signUpVerified(t.app);
  const uuid = await createStoryFor(t.app, parent.headers);
  await t.app.jobs.runUntilIdle();
  return { parent, uuid };
}

function book(headers: Record<string, string>, uuid: string) {
  return t.app.inject({ method: 'GET', url: `/api/story/${uuid}/book.pdf`, headers });
}

function bookCharges(userId: string) {
  return t.db
    .selectFrom('credit_ledger')
    .select('amount')
    .where('user_id', '=', userId)
    .where('reason', '=', 'STORY_BOOK')
    .execute();
}

describe('what a book costs', () => {
  it('is free for a subscriber: no credits spent and no ledger entry', async () => {
    const { parent, uuid } = await parentWithStory();
    await buyInTestMode(t, parent.headers, 'premium-monthly');
    const before = await getCreditBalance(t.db, parent.userId, t.clock.now());
    const response = await book(parent.headers, uuid);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(before);
    expect(await bookCharges(parent.userId)).toEqual([]);
  });

  it('charges only once the PDF is made: a failed rendering costs nothing', async () => {
    const { parent, uuid } = await parentWithStory();
    await giveCredits(t.app, parent.userId, BOOK);
    rendering.fails = true;
    expect((await book(parent.headers, uuid)).statusCode).toBe(500);
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(BOOK);
    expect(await bookCharges(parent.userId)).toEqual([]);

    rendering.fails = false;
    expect((await book(parent.headers, uuid)).statusCode).toBe(200);
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(0);
    expect(await bookCharges(parent.userId)).toHaveLength(1);
  });
});
