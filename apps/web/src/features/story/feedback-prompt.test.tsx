import type { FeedbackStatus } from '@monstory/contracts/library';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutPage, resetPageLayout, scrollPageTo } from '../../lib/reader/scroll.testing';
import { testStory } from '../../lib/story/story-fixtures.testing';
import type { RouteAnswer } from '../../test/fake-server';
import { renderStoryRoute } from './story-route.testing';

const STATUS: FeedbackStatus = {
  shouldShowFeedback: true,
  questions: [
    { id: 'fun', text: 'How much fun was the story?', kind: 'scale', options: null },
    {
      id: 'often',
      text: 'How often do you read with Monstory?',
      kind: 'choice',
      options: [
        { id: 'daily', label: 'Every day' },
        { id: 'weekly', label: 'Every week' },
      ],
    },
  ],
};

beforeAll(async () => {
  await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

beforeEach(() => layOutPage(4000, 800));
afterEach(() => resetPageLayout());

async function readStory(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  const user = userEvent.setup({ delay: null });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = await renderStoryRoute('/story/story-1', {
    routes: {
      'GET /api/story/story-1': { status: 200, body: testStory() },
      'POST /api/story/story-1/read': { status: 204 },
      ...routes,
    },
  });
  await screen.findByRole('heading', { name: 'The brave little dragon' });
  return { ...view, user, warn };
}

const prompt = () => screen.queryByRole('form', { name: 'Do you have a moment?' });

describe('the feedback prompt', { timeout: 15_000 }, () => {
  it('is asked for only once a read counts, and sends the answers and the comment', async () => {
    const { server, user } = await readStory({
      'GET /api/feedback/status': { status: 200, body: STATUS },
      'POST /api/feedback/submit': { status: 204 },
    });
    act(() => scrollPageTo(200));
    await waitFor(() => expect(server.requests('POST /api/story/story-1/read')).toHaveLength(1));
    expect(server.requests('GET /api/feedback/status')).toHaveLength(0);

    act(() => scrollPageTo(1400));
    const form = await screen.findByRole('form', { name: 'Do you have a moment?' });
    const send = within(form).getByRole('button', { name: 'Send answers' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: '4 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Every week' }));
    expect(within(form).getByRole('button', { name: 'Every week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(form).getByRole('textbox'), '  More dragons!  ');
    await user.click(send);

    expect(await screen.findByText('Thank you for your answers!')).toBeVisible();
    expect(prompt()).not.toBeInTheDocument();
    expect(server.requests('POST /api/feedback/submit')[0]?.body).toEqual({
      answers: { fun: 4, often: 'weekly' },
      comment: 'More dragons!',
    });
  });

  it('shows a failed submit and sends again on retry', async () => {
    const { server, user } = await readStory({
      'GET /api/feedback/status': { status: 200, body: STATUS },
      'POST /api/feedback/submit': [{ status: 500 }, { status: 204 }],
    });
    act(() => scrollPageTo(1400));
    const form = await screen.findByRole('form', { name: 'Do you have a moment?' });
    await user.click(within(form).getByRole('button', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your answers were not sent. Check the connection and try again.',
    );
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you for your answers!')).toBeVisible();
    expect(server.requests('POST /api/feedback/submit')).toHaveLength(2);
  });

  it('goes away on "not now", even when the decline does not reach the server', async () => {
    const { server, user, warn } = await readStory({
      'GET /api/feedback/status': { status: 200, body: STATUS },
      'POST /api/feedback/decline': { status: 500 },
    });
    act(() => scrollPageTo(1400));
    const form = await screen.findByRole('form', { name: 'Do you have a moment?' });
    await user.click(within(form).getByRole('button', { name: 'Not now' }));
    expect(prompt()).not.toBeInTheDocument();
    await waitFor(() => expect(server.requests('POST /api/feedback/decline')).toHaveLength(1));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Feedback decline was not saved', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays away when the server says no', async () => {
    const { server } = await readStory({
      'GET /api/feedback/status': {
        status: 200,
        body: { shouldShowFeedback: false, questions: [] },
      },
    });
    act(() => scrollPageTo(1400));
    await waitFor(() => expect(server.requests('GET /api/feedback/status')).toHaveLength(1));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('stays away when the server cannot say, and only logs it', async () => {
    const { warn } = await readStory({
      'GET /api/feedback/status': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'x' } },
      },
    });
    act(() => scrollPageTo(1400));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Feedback status could not be read', expect.anything()),
    );
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
