import { NOT_PUBLISHABLE_MESSAGE } from '@monstory/contracts/library';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { testStory } from '../../lib/story/story-fixtures.testing';
import type { RouteAnswer } from '../../test/fake-server';
import { failureAnswer, storyAnswer } from './story-answers.testing';
import { openMoreMenu, renderStoryRoute, setUpStoryPageTests } from './story-route.testing';

setUpStoryPageTests();

describe('publishing to the library', { timeout: 15_000 }, () => {
  async function publish(answer: RouteAnswer) {
    const user = userEvent.setup({ delay: null });
    const view = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'PUT /api/story/story-1/publish': answer,
      },
    });
    const toggle = within(await openMoreMenu(user)).getByRole('menuitemcheckbox', {
      name: 'Share in the library',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    const confirm = screen.getByRole('alertdialog', { name: 'Share the story in the library?' });
    await user.click(within(confirm).getByRole('button', { name: 'Share the story' }));
    return { ...view, user };
  }

  it('puts the owner’s story in the library after a yes', async () => {
    const { server, user } = await publish({ status: 200, body: { isPublic: true } });
    expect(await screen.findByText('The story is in the library now.')).toBeVisible();
    expect(server.requests('PUT /api/story/story-1/publish')[0]?.body).toEqual({ public: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const toggle = within(await openMoreMenu(user)).getByRole('menuitemcheckbox');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('says plainly when the safety check keeps the story private', async () => {
    await publish(failureAnswer(422, 'STORY_NOT_PUBLISHABLE', NOT_PUBLISHABLE_MESSAGE));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_PUBLISHABLE_MESSAGE);
  });

  it('is offered to registered owners only; others may still report', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      user: GUEST_USER,
      profile: { isAnonymous: true },
      routes: { 'GET /api/story/story-1': storyAnswer(testStory()) },
    });
    const guestMenu = await openMoreMenu(user);
    expect(within(guestMenu).queryByRole('menuitemcheckbox')).not.toBeInTheDocument();
    expect(within(guestMenu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });

  it('shows neither publish nor delete on someone else’s story', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory({ isOwner: false, isPublic: true })),
      },
    });
    const menu = await openMoreMenu(user);
    expect(within(menu).queryByRole('menuitemcheckbox')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Report the story' })).toBeVisible();
  });
});

describe('sharing', { timeout: 15_000 }, () => {
  it('hands the server’s link to the share sheet when there is one', async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      await renderStoryRoute('/story/story-1', {
        routes: {
          'GET /api/story/story-1': storyAnswer(testStory()),
          'POST /api/story/story-1/share': { status: 200, body: { url: '/s/x', path: '/s/x' } },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: 'The brave little dragon',
          url: `${window.location.origin}/s/x`,
        }),
      );
      expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('says so when no link could be made', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'POST /api/story/story-1/share': failureAnswer(500, 'INTERNAL'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not share the link.');
  });
});
