import { MEDALS } from '@monstory/contracts/gamification';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMedals } from '../../lib/gamification/gamification-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';

const MEDALS_CALL = 'GET /api/profile/medals';

beforeAll(() => Promise.all([import('./medals-page'), import('@monstory/i18n/bundles/en')]));

describe('My medals', { timeout: 15_000 }, () => {
  it('shows earned medals with their day, the rest with progress and how to earn them', async () => {
    await renderAppRoute('/stuff/medals', {
      routes: {
        [MEDALS_CALL]: {
          status: 200,
          body: testMedals(
            {
              FIRST_STORY: { current: 1, earnedAt: '2026-03-01T10:00:00.000Z' },
              STORY_MAKER: { current: 3 },
              STORY_FACTORY: { current: 3 },
              FIRST_MONSTER: { current: 1, earnedAt: '2026-03-02T10:00:00.000Z' },
            },
            { storiesMade: 3, storiesRead: 12, monstersCreated: 1, minutesListened: 47 },
          ),
        },
      },
    });

    const first = await screen.findByRole('article', { name: 'First story' });
    expect(within(first).getByText('Won March 1, 2026')).toBeInTheDocument();
    expect(within(first).queryByRole('progressbar')).toBeNull();
    expect(within(first).getByText('Make your very first story.')).toBeInTheDocument();

    const maker = screen.getByRole('article', { name: 'Story maker' });
    const bar = within(maker).getByRole('progressbar', { name: 'Progress towards Story maker' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(within(maker).getByText('3 of 5')).toBeInTheDocument();
    expect(within(maker).getByText('Make 5 stories.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Three days in a row' })).getByText(
        'Make, read or listen to a story 3 days in a row.',
      ),
    ).toBeInTheDocument();

    expect(screen.getAllByRole('article')).toHaveLength(MEDALS.length);
    expect(screen.getByText(`You have won 2 of ${MEDALS.length} medals`)).toBeInTheDocument();

    const statistics = screen.getByRole('region', { name: 'Statistics' });
    const numbers = within(statistics)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(numbers).toEqual([
      'Stories made: 3',
      'Stories read: 12',
      'Monsters created: 1',
      'Minutes listened: 47',
    ]);
  });

  it('offers to try again when the medals could not be fetched', async () => {
    const user = userEvent.setup();
    const { server } = await renderAppRoute('/stuff/medals', {
      routes: {
        [MEDALS_CALL]: [
          { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
          { status: 200, body: testMedals() },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't fetch your medals.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'First story' })).toBeInTheDocument();
    expect(server.requests(MEDALS_CALL)).toHaveLength(2);
  });
});
