import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../lib/auth/auth-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';

const VOICE = {
  voiceUuid: '5b0d7a8e-3f1c-4c6b-9a2d-1e2f3a4b5c6d',
  name: 'Astrid',
  languageCode: 'en',
  gender: 'FEMALE',
  style: 'Calm and warm',
  previewText: 'Once upon a time…',
};
// The first voice reads until another is picked, so it shows as chosen from the start.
const FIRST_VOICE = {
  ...VOICE,
  voiceUuid: '5b0d7a8e-3f1c-4c6b-9a2d-1e2f3a4b5c60',
  name: 'Sigrid',
};

describe('onboarding', () => {
  it('walks through language, voice, monster and terms, then opens My Stuff', async () => {
    const user = userEvent.setup();
    const { router, server } = await renderAppRoute('/welcome', {
      profile: { welcomeScreenShown: false },
      routes: {
        'GET /api/voices': { status: 200, body: [FIRST_VOICE, VOICE] },
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
        'PUT /api/profile/voice': {
          status: 200,
          body: { voiceUuid: VOICE.voiceUuid, voice: VOICE },
        },
        'POST /api/profile/accept-terms-and-conditions': {
          status: 200,
          body: testProfile({ welcomeScreenShown: false, marketingOptIn: true }),
        },
        'POST /api/profile/welcome-shown': { status: 200, body: testProfile() },
      },
    });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /Sigrid/ })).toBeChecked();
    await user.click(await screen.findByText('Astrid'));
    await waitFor(() => expect(server.requests('PUT /api/profile/voice')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Your very own monster' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'I accept the terms' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff'));
    expect(server.requests('POST /api/profile/accept-terms-and-conditions')[0]?.body).toEqual({
      marketingOptIn: true,
    });
  });

  it('explains the 7-day rule when the terms are declined, then goes on without them', async () => {
    const user = userEvent.setup();
    const { router, server } = await renderAppRoute('/welcome', {
      profile: { welcomeScreenShown: false },
      routes: {
        'GET /api/voices': { status: 200, body: [] },
        'POST /api/profile/decline-terms-and-conditions': {
          status: 200,
          body: testProfile({ welcomeScreenShown: false, termsDeclined: true }),
        },
        'POST /api/profile/welcome-shown': { status: 200, body: testProfile() },
      },
    });
    for (let step = 0; step < 3; step++) {
      await user.click(await screen.findByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: 'I do not accept' }));
    expect(
      await screen.findByText('You must accept the terms to create stories.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/deleted after 7 days without activity/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept after all' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue without accepting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff'));
    expect(server.requests('POST /api/profile/accept-terms-and-conditions')).toHaveLength(0);
  });

  it('asks before logging out', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/welcome', { profile: { welcomeScreenShown: false } });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Do you want to log out?' }),
    ).toBeInTheDocument();
  });
});
