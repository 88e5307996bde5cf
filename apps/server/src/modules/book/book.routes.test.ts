import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../test/test-users.js';
import { getCreditBalance } from '../credits/credits.service.js';
import {
  createStoryFor,
  createStoryTestApp,
  getStory,
  giveCredits,
} from '../story/story.testing.js';

let t: TestApp;
afterEach(() => t.close());

const BOOK = DEFAULT_FEATURE_COSTS.STORY_BOOK;

/** A verified parent's finished story with pictures (the first one, so free to make). */
async function storyWithPictures(): Promise<{ parent: TestAccount; uuid: string }> {
  t = await createStoryTestApp();
  const parent = await signUpVerified(t.app);
  const uuid = await createStoryFor(t.app, parent.headers, {
    addons: { images: true, audio: false, interactive: false },
  });
  await t.app.jobs.runUntilIdle();
  return { parent, uuid };
}

function book(headers: Record<string, string>, uuid: string) {
  return t.app.inject({ method: 'GET', url: `/api/story/${uuid}/book.pdf`, headers });
}

describe('GET /api/story/:uuid/book.pdf', () => {
  it('makes an A5 book with a cover, a spread per scene and a last page, charged once', async () => {
    const { parent, uuid } = await storyWithPictures();
    await giveCredits(t.app, parent.userId, BOOK);
    const story = await getStory(t.app, parent.headers, uuid);
    const response = await book(parent.headers, uuid);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await getCreditBalance(t.db, parent.userId, t.clock.now())).toBe(0);

    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const pictures = story.paragraphs.filter((p) => p.image?.url).length;
    expect(pictures).toBeGreaterThan(0);
    expect(pdf.numPages).toBe(1 + story.paragraphs.length + pictures + 1);
    const page = await pdf.getPage(1);
    const [width, height] = page.view.slice(2);
    expect([Math.round(width!), Math.round(height!)]).toEqual([420, 595]);
    const { text } = await extractText(pdf, { mergePages: true });
    // A long title wraps over two lines on the cover.
    expect(text.replace(/\s+/g, ' ')).toContain(story.title);
    expect(text).toMatch(/[æøå]/);
    expect(text).toContain('Laget med Monstory');

    // Downloading it again is free: the book was paid for once.
    expect((await book(parent.headers, uuid)).statusCode).toBe(200);
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'child_id'])
      .where('user_id', '=', parent.userId)
      .where('reason', '=', 'STORY_BOOK')
      .execute();
    expect(ledger).toHaveLength(1);
    // The ledger names the child whose story became a book (the first child has the account's id).
    expect(ledger[0]?.child_id).toBe(parent.userId);
  });

  it('refuses with 402 and the purchase requirement without enough credits', async () => {
    const { parent, uuid } = await storyWithPictures();
    const response = await book(parent.headers, uuid);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: {
        code: 'NOT_ENOUGH_CREDITS',
        details: { isPremiumOnly: false, creditsNeeded: BOOK, balance: 0 },
      },
    });
  });

  it("is a 404 for anyone but the owner, and for a story that doesn't exist", async () => {
    const { uuid } = await storyWithPictures();
    const stranger = await signUpVerified(t.app);
    await giveCredits(t.app, stranger.userId, BOOK);
    expect((await book(stranger.headers, uuid)).statusCode).toBe(404);
    expect((await book(stranger.headers, 'no-such-story')).statusCode).toBe(404);
    expect(await getCreditBalance(t.db, stranger.userId, t.clock.now())).toBe(BOOK);
  });
});
