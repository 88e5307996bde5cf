import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';

describe('My account', () => {
  it('shows what the account is', async () => {
    await renderAppRoute('/stuff/account', {
      profile: { loginProvider: 'google', memberSince: '2026-01-02T10:00:00.000Z' },
      routes: { 'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } } },
    });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.getByText('January 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Free plan')).toBeInTheDocument();
    expect(screen.getByText('Registered account')).toBeInTheDocument();
    expect(await screen.findByText('Not chosen yet')).toBeInTheDocument();
  });

  it('names the voice stories are read with before one is picked, as Generate does', async () => {
    await renderAppRoute('/stuff/account', {
      routes: {
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
        'GET /api/voices': {
          status: 200,
          body: [
            {
              voiceUuid: '5b0d7a8e-3f1c-4c6b-9a2d-1e2f3a4b5c6d',
              name: 'Poppy',
              languageCode: 'en',
              gender: 'FEMALE',
              style: 'Calm and warm',
              previewText: 'Once upon a time…',
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Poppy')).toBeInTheDocument();
    expect(screen.queryByText('Not chosen yet')).not.toBeInTheDocument();
  });

  it('deletes the account after asking, and says how to get it back', async () => {
    const user = userEvent.setup();
    const { router, server } = await renderAppRoute('/stuff/account', {
      routes: {
        'DELETE /api/profile': {
          status: 200,
          body: { deletionScheduledFor: '2026-04-01T10:00:00.000Z' },
        },
        'POST /api/auth/sign-out': { status: 200, body: { success: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete the account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete the account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requests('POST /api/auth/sign-out')).toHaveLength(1);
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it.each([
    [null, 'Your Premium subscription stops renewing, and nothing more is charged.'],
    [
      'APP_STORE' as const,
      'Your Premium subscription was bought in the App Store. Deleting the account does not stop it there: cancel it in the App Store.',
    ],
  ])('says what deleting does to an active subscription (%s)', async (platform, text) => {
    const user = userEvent.setup();
    await renderAppRoute('/stuff/account', {
      profile: {
        subscription: {
          isActive: true,
          subscriptionType: 'PREMIUM',
          initialPaymentPlatform: platform,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete the account?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it('says nothing of a subscription on the free plan', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/stuff/account');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to delete the account?' });
    expect(dialog).not.toHaveAccessibleDescription(expect.stringContaining('subscription'));
  });
});
