import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { testSummary } from '../../lib/library/library-fixtures.testing';
import { testStory } from '../../lib/story/story-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';

beforeAll(async () => {
  await Promise.all([
    import('./example-story-page'),
    import('./home-page'),
    import('@monstory/i18n/bundles/en'),
  ]);
}, 30_000);

const EXAMPLE = testStory({
  uuid: 'example-1',
  title: 'The moon who could not sleep',
  isOwner: false,
  isPublic: true,
  isExample: true,
  addons: { images: true, audio: false, interactive: false },
  imageRegenerationsLeft: 0,
  paragraphs: [
    {
      index: 0,
      text: 'High above the houses the moon was wide awake.',
      image: { status: 'READY', url: '/media/moon.svg', alt: 'A round moon over sleepy roofs' },
    },
    { index: 1, text: 'So the stars sang her a song.', image: null },
  ],
});

describe('example story', { timeout: 15_000 }, () => {
  it('is read by a visitor without an account, with a call to try the app', async () => {
    const { server } = await renderAppRoute('/home/story/example-1', {
      user: null,
      routes: { 'GET /api/public/story/example-1': { status: 200, body: EXAMPLE } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The moon who could not sleep' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Example story')).toBeInTheDocument();
    const text = screen.getByTestId('story-text');
    expect(text).toHaveTextContent('High above the houses the moon was wide awake.');
    expect(
      within(text).getByRole('img', { name: 'A round moon over sleepy roofs' }),
    ).toHaveAttribute('src', '/media/moon.svg');
    // Read-only: no owner tools on the pictures.
    expect(within(text).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Make your own story!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Monstory' })).toHaveAttribute('href', '/');
    const [request] = server.requests('GET /api/public/story/example-1');
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('says so when the story is not shared (any more)', async () => {
    await renderAppRoute('/home/story/private-1', {
      user: null,
      routes: {
        'GET /api/public/story/private-1': { status: 404, body: { code: 'NOT_FOUND' } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not find the story' }),
    ).toBeInTheDocument();
    // The logo at the top and the way on under the message both lead home.
    const home = screen.getAllByRole('link', { name: 'Go to the front page' });
    expect(home.map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
  });
});

describe('home page examples', { timeout: 15_000 }, () => {
  const EXAMPLES = {
    status: 200,
    body: { items: [testSummary({ uuid: 'example-1', title: 'The moon who could not sleep' })] },
  };

  it('lists the example stories in the interface language for a visitor', async () => {
    const { server } = await renderAppRoute('/', {
      user: null,
      routes: { 'GET /api/example-stories': EXAMPLES },
    });
    const section = await screen.findByRole('region', { name: 'Read an example story' });
    expect(
      await within(section).findByRole('link', { name: /The moon who could not sleep/ }),
    ).toHaveAttribute('href', '/home/story/example-1');
    expect(server.requests('GET /api/example-stories')[0]?.query.get('language')).toBe('en');
  });

  it('opens them in the story view for a guest, who is already signed in', async () => {
    await renderAppRoute('/', {
      user: GUEST_USER,
      routes: { 'GET /api/example-stories': EXAMPLES },
    });
    expect(
      await screen.findByRole('link', { name: /The moon who could not sleep/ }),
    ).toHaveAttribute('href', '/story/example-1');
  });
});
