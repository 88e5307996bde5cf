import type { Story } from '@monstory/contracts/story';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { layOutPage, resetPageLayout, scrollPageTo } from '../../lib/reader/scroll.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { creatingStory, testStory } from '../../lib/story/story-fixtures.testing';
import { renderStoryRoute } from './story-route.testing';

const ok = (story: Story) => ({ status: 200, body: story });
const routes = {
  'GET /api/story/story-1': ok(testStory()),
  'POST /api/story/story-1/read': { status: 204 },
  'GET /api/feedback/status': { status: 200, body: { shouldShowFeedback: false, questions: [] } },
};
const guest = (storiesCreated: number) => ({
  user: GUEST_USER,
  profile: { isAnonymous: true, anonymousUser: { storiesCreated, allowedStories: 1 } },
  routes,
});
const popup = () => screen.queryByRole('dialog', { name: "You've used your free story!" });

beforeAll(async () => {
  await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

// 4000 px in an 800 px window: 3200 px to scroll, half of it is 1600 px.
beforeEach(() => layOutPage(4000, 800));
afterEach(() => resetPageLayout());

describe('the guest story-limit popup', { timeout: 15_000 }, () => {
  it('appears once the guest who used the free story scrolls past half, and only once', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderStoryRoute('/story/story-1', guest(1));
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(1500));
    expect(popup()).not.toBeInTheDocument();
    act(() => scrollPageTo(1700));
    const dialog = await screen.findByRole('dialog', { name: "You've used your free story!" });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    act(() => scrollPageTo(100));
    act(() => scrollPageTo(3000));
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(LocalStorageKey.storyLimitPopupShown)).toBe('true');
    first.unmount();

    await renderStoryRoute('/story/story-1', guest(1));
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(3000));
    expect(popup()).not.toBeInTheDocument();
  });

  it('leads to sign-up, where the guard keeps the guest', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderStoryRoute('/story/story-1', guest(1));
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(2000));
    await user.click(await screen.findByRole('button', { name: 'Sign up or log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBe('true');
  });

  it('waits for the finished story, and opens then if the guest is already past half', async () => {
    const { stream } = await renderStoryRoute('/story/story-1?storyIsStreamed=true', guest(1));
    const live = await stream();
    const words = [{ index: 0, text: 'Once upon', image: null }];
    live.send({ type: 'snapshot', story: creatingStory({ paragraphs: words }) }, 1);
    await waitFor(() => expect(screen.getByTestId('story-text')).toHaveTextContent('Once upon'));
    act(() => scrollPageTo(3000));
    expect(popup()).not.toBeInTheDocument();

    live.send({ type: 'done', story: testStory() }, 2);
    expect(
      await screen.findByRole('dialog', { name: "You've used your free story!" }),
    ).toBeVisible();
  });

  it('never opens by itself on a page too short to scroll', async () => {
    layOutPage(600, 800);
    await renderStoryRoute('/story/story-1', guest(1));
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(popup()).not.toBeInTheDocument();
  });

  it('stays away from a guest with stories left and from registered users', async () => {
    const guestView = await renderStoryRoute('/story/story-1', guest(0));
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(3200));
    expect(popup()).not.toBeInTheDocument();
    guestView.unmount();

    await renderStoryRoute('/story/story-1', { routes });
    await screen.findByRole('heading', { name: 'The brave little dragon' });
    act(() => scrollPageTo(3200));
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(LocalStorageKey.storyLimitPopupShown)).toBeNull();
  });
});
