import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideReaderToast } from '../../lib/reader/reader-toast-store';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { FEATURES } from '../../lib/purchase/premium-features.testing';
import type { RouteAnswer } from '../../test/fake-server';
import { storyAnswer } from './story-answers.testing';
import { renderStoryRoute } from './story-route.testing';

const PDF = new Blob(['%PDF-1.7 a book'], { type: 'application/pdf' });

beforeAll(async () => {
  await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

// The browser's download: a link to the bytes, clicked.
const clicked: { name: string; href: string }[] = [];
beforeEach(() => {
  clicked.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:book');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  hideReaderToast();
});

async function makeBook(answer: RouteAnswer, options: Parameters<typeof renderStoryRoute>[1] = {}) {
  const user = userEvent.setup({ delay: null });
  const view = await renderStoryRoute('/story/story-1', {
    ...options,
    routes: {
      'GET /api/story/story-1': storyAnswer(testStory()),
      'GET /api/premium-features': FEATURES,
      'GET /api/story/story-1/book.pdf': answer,
    },
  });
  await user.click(await screen.findByRole('button', { name: 'More options' }));
  const menu = screen.getByRole('menu', { name: 'More options' });
  await user.click(within(menu).getByRole('menuitem', { name: 'Make a book (PDF)' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Make a book?' });
  return { ...view, user, confirm };
}

describe('the printed book', { timeout: 15_000 }, () => {
  it('says what it costs, then downloads the PDF with the session’s token', async () => {
    const { user, confirm, server } = await makeBook({
      status: 200,
      body: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    await waitFor(() =>
      expect(confirm).toHaveTextContent(
        `It costs ${DEFAULT_FEATURE_COSTS.STORY_BOOK} credits, once for this story.`,
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByText('The book is saved.')).toBeVisible();
    expect(clicked).toEqual([{ name: 'The-brave-little-dragon.pdf', href: 'blob:book' }]);
    const [request] = server.requests('GET /api/story/story-1/book.pdf');
    expect(request?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('is free for a subscriber, and the dialog says so', async () => {
    const { confirm } = await makeBook(
      { status: 200, body: PDF },
      {
        profile: {
          subscription: {
            isActive: true,
            subscriptionType: 'PREMIUM',
            initialPaymentPlatform: null,
          },
        },
      },
    );
    expect(confirm).toHaveTextContent('Free with your subscription.');
    expect(confirm).not.toHaveTextContent('credits');
  });

  it('opens the purchase overlay when the balance cannot pay (402)', async () => {
    const { user, confirm } = await makeBook({
      status: 402,
      body: {
        error: {
          code: 'NOT_ENOUGH_CREDITS',
          message: 'You need 10 credits to use this feature',
          details: { isPremiumOnly: false, creditsNeeded: 10, balance: 0 },
        },
      },
    });
    await user.click(within(confirm).getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough credits' })).toBeVisible();
    expect(clicked).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the book could not be made', async () => {
    const { user, confirm } = await makeBook({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'not finished' } },
    });
    await user.click(within(confirm).getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not make the book');
    expect(clicked).toEqual([]);
  });

  it('is not offered on someone else’s story', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory({ isOwner: false, isPublic: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    const menu = screen.getByRole('menu', { name: 'More options' });
    expect(within(menu).queryByRole('menuitem', { name: 'Make a book (PDF)' })).toBeNull();
  });
});
