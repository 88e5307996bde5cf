import type { Profile } from '@monstory/contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GUEST_USER, testProfile } from '../../lib/auth/auth-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { CREATED, setUpGenerateTests } from './generate-route.testing';

const { renderGenerate, chooseBasics, createButton } = setUpGenerateTests();

// Whole pages in jsdom on a shared machine: give each journey room beyond the 5 s default.
describe('creating a story: price, terms, guest limit and failures', { timeout: 15_000 }, () => {
  it('opens the purchase overlay, credits tab first, before sending what the balance cannot pay', async () => {
    const { server, user } = await renderGenerate({
      profile: { credits: 2, freeStoryAvailable: false } as Partial<Profile>,
    });
    await chooseBasics(user);
    await user.click(screen.getByRole('switch', { name: /^Pictures/ }));
    await user.click(createButton());
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(
      within(overlay).getByText('You need 10 credits to use this feature'),
    ).toBeInTheDocument();
    expect(within(overlay).getByRole('tab', { name: 'Credits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(server.requests('POST /api/story')).toHaveLength(0);
  });

  it('leaves the price to the server when the profile cannot tell about the free first story', async () => {
    const { server, user } = await renderGenerate({
      profile: { credits: 0 },
      routes: { 'POST /api/story': CREATED },
    });
    await chooseBasics(user);
    await user.click(screen.getByRole('switch', { name: /^Pictures/ }));
    await user.click(createButton());
    await waitFor(() => expect(server.requests('POST /api/story')).toHaveLength(1));
  });

  it('opens the purchase overlay when the server refuses for want of credits', async () => {
    const { user } = await renderGenerate({
      profile: { credits: 50 },
      routes: {
        'POST /api/story': {
          status: 402,
          body: {
            error: {
              code: 'NOT_ENOUGH_CREDITS',
              message: 'You need 18 credits to use this feature',
              details: { isPremiumOnly: false, creditsNeeded: 18 },
            },
          },
        },
      },
    });
    await chooseBasics(user);
    await user.click(createButton());
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(
      within(overlay).getByText('You need 18 credits to use this feature'),
    ).toBeInTheDocument();
  });

  it('invites a guest who used the free story to sign up', async () => {
    const { router, server, user } = await renderGenerate({
      user: GUEST_USER,
      profile: { termsAccepted: true, anonymousUser: { storiesCreated: 1, allowedStories: 1 } },
    });
    await chooseBasics(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: "You've used your free story!" });
    expect(server.requests('POST /api/story')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up or log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(LocalStorageKey.anonymousConversionTriggered)).toBe('true');
  });

  it('shows the sign-up invitation when the server says the guest limit is reached', async () => {
    const { user } = await renderGenerate({
      user: GUEST_USER,
      profile: { anonymousUser: { storiesCreated: 0, allowedStories: 1 } },
      routes: {
        'POST /api/story': {
          status: 402,
          body: { error: { code: 'STORY_LIMIT_REACHED', message: 'Limit' } },
        },
      },
    });
    await chooseBasics(user);
    await user.click(createButton());
    expect(
      await screen.findByRole('dialog', { name: "You've used your free story!" }),
    ).toBeVisible();
  });

  it('makes a guest accept or decline the terms first, then creates right after accepting', async () => {
    const profileAfter = (termsAccepted: boolean) => ({
      status: 200,
      body: testProfile({
        userId: 'guest-1',
        username: 'guest',
        anonymousUser: { storiesCreated: 0, allowedStories: 1 },
        email: null,
        emailVerified: false,
        isAnonymous: true,
        loginProvider: 'anonymous',
        termsAccepted,
        termsDeclined: !termsAccepted,
      }),
    });
    const { server, router, user } = await renderGenerate({
      user: GUEST_USER,
      profile: { termsAccepted: false, anonymousUser: { storiesCreated: 0, allowedStories: 1 } },
      routes: {
        'POST /api/profile/decline-terms-and-conditions': profileAfter(false),
        'POST /api/profile/accept-terms-and-conditions': profileAfter(true),
        'POST /api/story': CREATED,
      },
    });
    await chooseBasics(user);
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'First: the terms' });
    expect(within(dialog).getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    expect(
      await within(dialog).findByText('You must accept the terms to create stories.'),
    ).toBeInTheDocument();
    expect(server.requests('POST /api/story')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/new-1'));
    expect(server.requests('POST /api/profile/accept-terms-and-conditions')[0]?.body).toEqual({
      marketingOptIn: false,
    });
  });

  it("says today's free stories are used, in the family's words, and asks only once", async () => {
    const { server, user } = await renderGenerate({
      routes: {
        'POST /api/story': {
          status: 429,
          body: {
            error: {
              code: 'DAILY_LIMIT_REACHED',
              message: 'You have made 10 free stories today.',
              details: {
                limit: 'free',
                allowed: 10,
                resetsAt: '2026-01-16T00:00:00.000Z',
                retryAfterSeconds: 3600,
              },
            },
          },
        },
      },
    });
    await chooseBasics(user);
    await user.click(createButton());
    expect(
      await screen.findByText(
        "You have made 10 free stories today, which is today's limit. Try again tomorrow, or make a story with credits now.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(server.requests('POST /api/story')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(/free stories today/)).toBeNull();
  });

  it('says why creating failed, and a retry sends the same request id', async () => {
    const { server, router, user } = await renderGenerate({
      routes: {
        'POST /api/story': [
          {
            status: 409,
            body: { error: { code: 'CONFLICT', message: 'The story desk is busy.' } },
          },
          CREATED,
        ],
      },
    });
    await chooseBasics(user);
    await user.click(createButton());
    expect(
      await screen.findByText('Could not create story: The story desk is busy. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/new-1'));
    const [first, second] = server.requests('POST /api/story');
    expect((second?.body as { clientRequestId: string }).clientRequestId).toBe(
      (first?.body as { clientRequestId: string }).clientRequestId,
    );
  });
});
