import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { failureAnswer, storyAnswer } from './story-answers.testing';
import { openMoreMenu, renderStoryRoute, setUpStoryPageTests } from './story-route.testing';

setUpStoryPageTests();

describe('reporting a story', { timeout: 15_000 }, () => {
  it('asks for a reason, and for words with "something else"', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderStoryRoute('/story/story-1', {
      routes: { 'GET /api/story/story-1': storyAnswer(testStory({ isOwner: false })) },
    });
    await user.click(
      within(await openMoreMenu(user)).getByRole('menuitem', { name: 'Report the story' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'What is wrong with the story?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong.');

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    const words = within(dialog).getByRole('textbox', { name: 'Tell us what is wrong' });
    expect(words).toHaveAttribute('maxlength', '500');
    await user.type(words, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Write a few words about what is wrong.',
    );
    expect(server.requests('POST /api/story/story-1/report')).toHaveLength(0);
  });

  it('sends the report, leaves for the library with a thank-you and drops the story from lists', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, router, queryClient } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory({ isOwner: false })),
        'POST /api/story/story-1/report': { status: 204 },
      },
    });
    queryClient.setQueryData(['stories', 'own', 1], {
      items: [{ uuid: 'story-1' }, { uuid: 'story-2' }],
      page: 1,
      pageSize: 12,
      total: 2,
      totalPages: 1,
    });
    await user.click(
      within(await openMoreMenu(user)).getByRole('menuitem', { name: 'Report the story' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'What is wrong with the story?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox'), ' The dragon is rude. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(server.requests('POST /api/story/story-1/report')[0]?.body).toEqual({
      reason: 'OTHER',
      text: 'The dragon is rude.',
    });
    expect(
      await screen.findByText('Thank you! The story is reported and you will not see it again.'),
    ).toBeVisible();
    expect(queryClient.getQueryData(['stories', 'own', 1])).toMatchObject({
      items: [{ uuid: 'story-2' }],
      total: 1,
    });
    expect(queryClient.getQueryData(['story', 'story-1'])).toBeUndefined();
  });

  it('stays on the story and says why when the report did not go through', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'POST /api/story/story-1/report': failureAnswer(500, 'INTERNAL'),
      },
    });
    await user.click(
      within(await openMoreMenu(user)).getByRole('menuitem', { name: 'Report the story' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Boring story' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^The report was not sent\./,
    );
    expect(router.state.location.pathname).toBe('/story/story-1');
  });
});
