import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { failureAnswer, storyAnswer } from './story-answers.testing';
import { renderStoryRoute, setUpStoryPageTests } from './story-route.testing';

setUpStoryPageTests();

describe('rating a story', { timeout: 15_000 }, () => {
  it('shows the stars and the new average at once, before the server answers', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory({ ratingAverage: 3, ratingCount: 2 })),
        'PUT /api/story/story-1/rating': { hang: true },
      },
    });
    expect(await screen.findByText('3 of 5 stars · 2 votes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Give 5 stars' }));
    expect(screen.getByText('3.7 of 5 stars · 3 votes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Give 5 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.requests('PUT /api/story/story-1/rating')[0]?.body).toEqual({ rating: 5 });
  });

  it('takes the server’s numbers, and changing the rating replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(
          testStory({ ratingAverage: 4, ratingCount: 2, myRating: 4 }),
        ),
        'PUT /api/story/story-1/rating': {
          status: 200,
          body: { ratingAverage: 3, ratingCount: 2, myRating: 2 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Give 2 stars' }));
    expect(await screen.findByText('3 of 5 stars · 2 votes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Give 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('goes back to what it was, with a word, when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStoryRoute('/story/story-1', {
      routes: {
        'GET /api/story/story-1': storyAnswer(testStory()),
        'PUT /api/story/story-1/rating': failureAnswer(500, 'INTERNAL'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Give 4 stars' }));
    expect(await screen.findByText('Your stars were not saved. Please try again.')).toBeVisible();
    expect(screen.getByText('No stars yet – be the first!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Give 4 stars' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
