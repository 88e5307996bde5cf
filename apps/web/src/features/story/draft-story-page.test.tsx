import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { renderStoryRoute } from './story-route.testing';

const INTERACTIVE = { images: false, audio: false, interactive: true };
const PART_ONE = { index: 0, text: 'Mia found a door in the old oak tree.', image: null };
const PART_TWO = { index: 1, text: 'She flew up to the clouds on a paper kite.', image: null };

/** Story d1 as an interactive draft at its first part, changed by `overrides`. */
const draft = (overrides: Parameters<typeof testStory>[0] = {}) =>
  testStory({
    uuid: 'd1',
    status: 'DRAFT',
    addons: INTERACTIVE,
    paragraphs: [PART_ONE],
    ...overrides,
  });

beforeAll(async () => {
  await Promise.all([import('./draft-story-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

describe('interactive story', { timeout: 15_000 }, () => {
  it('is told part by part as the child chooses, and ends with a link to the finished story', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, stream } = await renderStoryRoute('/story/draft/d1?storyIsStreamed=true', {
      routes: {
        'POST /api/story/draft/d1/choose': {
          status: 202,
          body: draft(),
        },
      },
    });
    const first = await stream();
    expect(first.path).toBe('/api/story/d1/stream');
    first.send({
      type: 'snapshot',
      story: draft(),
    });
    first.send({
      type: 'choices',
      choices: [
        { id: 'door', label: 'Open the door' },
        { id: 'kite', label: 'Fly the kite' },
      ],
    });
    expect(await screen.findByText(PART_ONE.text)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Fly the kite' }));
    expect(await screen.findByText('Writing the next part …')).toBeVisible();
    expect(screen.getByText('You chose: Fly the kite')).toBeVisible();
    expect(server.requests('POST /api/story/draft/d1/choose')[0]?.body).toEqual({
      choiceId: 'kite',
    });

    const second = await stream(2);
    second.send({
      type: 'done',
      story: draft({ status: 'READY', paragraphs: [PART_ONE, PART_TWO] }),
    });
    second.end();
    expect(await screen.findByRole('heading', { name: 'The End!' })).toBeVisible();
    expect(screen.getByText(PART_TWO.text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the whole story' })).toHaveAttribute(
      'href',
      '/story/d1',
    );
    expect(screen.queryByRole('button', { name: 'Open the door' })).not.toBeInTheDocument();
  });

  it('has the reader tools: text size, read mode that keeps the choices, no share while unfinished', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/draft/d1', {
      routes: {
        'GET /api/story/d1': {
          status: 200,
          body: draft({ choices: [{ id: 'a', label: 'Go on' }] }),
        },
      },
    });
    expect(await screen.findByText(PART_ONE.text)).toBeVisible();
    const tools = screen.getByRole('toolbar', { name: 'Story tools' });
    expect(within(tools).getByRole('button', { name: 'Back' })).toBeVisible();
    // Sharing waits for the finished story: a draft's address is the child's own.
    expect(within(tools).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    const text = screen.getByTestId('story-text');
    const before = Number.parseInt(text.style.fontSize, 10);
    await user.click(within(tools).getByRole('button', { name: 'Larger text' }));
    expect(Number.parseInt(text.style.fontSize, 10)).toBeGreaterThan(before);

    await user.click(within(tools).getByRole('button', { name: 'Read mode' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go on' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave read mode' }));
    expect(screen.getByRole('toolbar', { name: 'Story tools' })).toBeVisible();
  });

  it('offers sharing once the interactive story is finished', async () => {
    await renderStoryRoute('/story/draft/d1', {
      routes: {
        'GET /api/story/d1': {
          status: 200,
          body: draft({ status: 'READY', paragraphs: [PART_ONE, PART_TWO] }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'The End!' })).toBeVisible();
    const tools = screen.getByRole('toolbar', { name: 'Story tools' });
    expect(within(tools).getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('sends a draft opened at the story address on to the draft view', async () => {
    const { router } = await renderStoryRoute('/story/d1', {
      routes: {
        'GET /api/story/d1': {
          status: 200,
          body: draft({ choices: [{ id: 'a', label: 'Go on' }] }),
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/draft/d1'));
    expect(await screen.findByRole('button', { name: 'Go on' })).toBeVisible();
  });
});
