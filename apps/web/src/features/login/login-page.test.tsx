import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VERIFIED_USER,
  sessionBody,
  sessionUser,
  testProfile,
} from '../../lib/auth/auth-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';

const UNVERIFIED = sessionUser({ ...VERIFIED_USER, emailVerified: false });

afterEach(() => {
  vi.useRealTimers();
});

async function openEmailForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue with email' }));
}

describe('Login', () => {
  it('offers email and the guest try, and the providers this server has', async () => {
    await renderAppRoute('/login', {
      user: null,
      routes: {
        'GET /api/auth-providers': {
          status: 200,
          body: {
            emailPassword: true,
            anonymous: true,
            google: true,
            apple: false,
            facebook: false,
          },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try as a guest' })).toBeInTheDocument();
  });

  it('checks the form before asking the server', async () => {
    const user = userEvent.setup();
    const { server } = await renderAppRoute('/login', { user: null });
    await openEmailForm(user);
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(/^Email must be valid/)).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(server.requests('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('says in words when the password is wrong', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/login?mode=sign-in', {
      user: null,
      routes: {
        'POST /api/auth/sign-in/email': {
          status: 401,
          body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-it-at-all');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/The email or the password is not right/)).toBeInTheDocument();
  });

  it('signs in and goes where the person was heading', async () => {
    localStorage.setItem('monstory.redirect-path', '/stuff/medals');
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/login?mode=sign-in', {
      user: null,
      routes: {
        'POST /api/auth/sign-in/email': {
          status: 200,
          body: { token: 'u', user: sessionUser(VERIFIED_USER) },
        },
        'POST /api/login': { status: 200, body: testProfile() },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff/medals'));
  });

  it('offers a refresh when moving on after signing in takes too long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAppRoute('/login?mode=sign-in', {
      user: null,
      routes: {
        'POST /api/auth/sign-in/email': {
          status: 200,
          body: { token: 'u', user: sessionUser(VERIFIED_USER) },
        },
        'POST /api/login': { hang: true },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logging you in …')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByText(/Taking longer than expected/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(
      screen.getByText('Taking longer than expected. There might be a connection issue'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('registers, then shows the verification card with a 60 s resend countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = await renderAppRoute('/login?mode=register', {
      user: null,
      routes: {
        'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user: UNVERIFIED } },
        'POST /api/auth/send-verification-email': { status: 200, body: { status: true } },
      },
    });
    expect(await screen.findByText(/have at least 8 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('We sent a confirmation to ada@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Send again in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We sent a new email.')).toBeInTheDocument();
    expect(server.requests('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/welcome',
    });
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
  });

  it('offers to log in instead when the address is taken', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/login?mode=register', {
      user: null,
      routes: {
        'POST /api/auth/sign-up/email': { status: 422, body: { code: 'USER_ALREADY_EXISTS' } },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Log in with this address' }));
    expect(await screen.findByRole('heading', { name: 'Log in with email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('tells an unverified person who refreshes too early what to do', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/login', {
      user: null,
      pendingVerificationEmail: 'ada@example.com',
      routes: { 'GET /api/auth/get-session': { status: 200, body: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Done? Refresh' }));
    expect(await screen.findByText(/The address is not confirmed yet/)).toBeInTheDocument();
  });

  it('moves on once the refresh finds the verified account', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/login', {
      user: null,
      pendingVerificationEmail: 'ada@example.com',
      routes: {
        'GET /api/auth/get-session': { status: 200, body: sessionBody(VERIFIED_USER) },
        'POST /api/login': { status: 200, body: testProfile({ welcomeScreenShown: false }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Done? Refresh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('shows the account-deleted notice after a deletion', async () => {
    const { router } = await renderAppRoute('/login', { user: null });
    await act(() =>
      router.navigate('/login', {
        state: { accountDeleted: { deletionScheduledFor: '2026-04-01T10:00:00.000Z' } },
      }),
    );
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(screen.getByText(/Log in again within 30 days/)).toBeInTheDocument();
  });
});
