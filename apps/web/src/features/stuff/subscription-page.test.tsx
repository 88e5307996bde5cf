import { CANCEL_TOO_LATE_MESSAGE } from '@monstory/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeSubscription,
  productsAnswer,
  testCredits,
  testSubscription,
  testTransaction,
} from '../../lib/purchase/payments-fixtures.testing';
import type { RouteAnswer } from '../../test/fake-server';
import { renderAppRoute } from '../../test/render-app-route';
import { tooLateToCancel } from './subscription-actions';

const ok = (body: unknown): RouteAnswer => ({ status: 200, body });

function openPage(
  subscription: RouteAnswer | RouteAnswer[],
  routes: Record<string, RouteAnswer | RouteAnswer[]> = {},
) {
  return renderAppRoute('/stuff/subscription', {
    routes: {
      'GET /api/subscription': subscription,
      'GET /api/credits': ok(testCredits()),
      'GET /api/transactions': ok({ transactions: [] }),
      'GET /api/v1/stripe/payments/products': productsAnswer(false),
      ...routes,
    },
  });
}

const status = () => screen.findByRole('region', { name: /Premium|Mini|Free plan/ });

afterEach(() => vi.unstubAllEnvs());

describe('My subscription', () => {
  it('shows the free plan with a way to the subscriptions', async () => {
    await openPage(ok(testSubscription()));
    const card = await status();
    expect(within(card).getByText('Free plan', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See subscriptions' })).toHaveAttribute(
      'href',
      '/shop?tab=premium',
    );
  });

  it('shows an active plan: auto-renew, dates, days remaining and where it was bought', async () => {
    await openPage(ok(activeSubscription(12)));
    const card = await status();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Auto-renew').nextSibling).toHaveTextContent('On');
    expect(within(card).getByText('Renews')).toBeInTheDocument();
    expect(within(card).getByText('12 days')).toBeInTheDocument();
    expect(within(card).getByText('Web shop')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  });

  it('cancels at the end of the period and then shows expiring soon', async () => {
    const user = userEvent.setup();
    const active = activeSubscription(5);
    const cancelled = { ...active, status: 'EXPIRING_SOON', autoRenew: false };
    const { server } = await openPage([ok(active), ok(cancelled)], {
      'POST /api/subscription/cancel': ok(cancelled),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Expiring soon')).toBeInTheDocument();
    expect(screen.getByText(/The subscription is cancelled\. It lasts until/)).toBeInTheDocument();
    expect(screen.getByText('Ends')).toBeInTheDocument();
    expect(screen.getByText('5 days')).toBeInTheDocument();
    expect(server.requests('POST /api/subscription/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('says why cancelling is too late in the last 24 hours', async () => {
    await openPage(ok(activeSubscription(0.5, { status: 'RENEWING_SOON', daysRemaining: 0 })));
    expect(await screen.findByText('Renewing soon')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A subscription must be cancelled at least 24 hours before the period ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(
      tooLateToCancel('2026-03-02T10:00:00.000Z', Date.parse('2026-03-01T10:00:01.000Z')),
    ).toBe(true);
    expect(
      tooLateToCancel('2026-03-02T10:00:00.000Z', Date.parse('2026-03-01T09:59:59.000Z')),
    ).toBe(false);
  });

  it("shows the server's refusal in the user's words", async () => {
    const user = userEvent.setup();
    await openPage(ok(activeSubscription(3)), {
      'POST /api/subscription/cancel': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: CANCEL_TOO_LATE_MESSAGE } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A subscription must be cancelled at least 24 hours before the period ends.',
    );
  });

  it('sends a store subscription back to its store', async () => {
    await openPage(
      ok(activeSubscription(20, { platform: 'APP_STORE', canCancelHere: false, type: 'MINI' })),
    );
    const card = await status();
    expect(within(card).getByText('Mini')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'This subscription was bought in the App Store and can only be cancelled there.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('resumes a cancelled plan', async () => {
    const user = userEvent.setup();
    const cancelled = activeSubscription(9, { status: 'EXPIRING_SOON', autoRenew: false });
    const { server } = await openPage([ok(cancelled), ok(activeSubscription(9))], {
      'POST /api/subscription/resume': ok(activeSubscription(9)),
    });
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(
      await screen.findByText('The subscription renews automatically again.'),
    ).toBeInTheDocument();
    expect(server.requests('POST /api/subscription/resume')).toHaveLength(1);
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('shows the credit balance with its band, the pause, and the purchase history', async () => {
    await openPage(ok(activeSubscription(12)), {
      'GET /api/credits': ok(
        testCredits({
          balance: 140,
          band: 'LOTS_OF_POSSIBILITIES',
          paused: true,
          nextExpiry: '2028-03-01T10:00:00.000Z',
        }),
      ),
      'GET /api/transactions': ok({
        transactions: [
          testTransaction({
            id: 'a',
            amount: 2900,
            type: 'SUBSCRIPTION',
            description: 'Premium subscription',
            paymentMethod: 'card',
          }),
          testTransaction({ id: 'b', amount: 8950, paymentMethod: 'Stripe' }),
          testTransaction({ id: 'c', paymentMethod: 'Test mode', description: 'A gift' }),
        ],
      }),
    });
    const credits = await screen.findByRole('region', { name: 'Credits' });
    expect(await within(credits).findByText('140 credits')).toBeInTheDocument();
    expect(within(credits).getByText('Lots of possibilities')).toBeInTheDocument();
    expect(within(credits).getByText(/The balance is paused/)).toBeInTheDocument();
    expect(within(credits).getByText(/The oldest run out on March 1, 2028/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Purchase history' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Premium subscriptionMarch 1, 2026 · Subscription · Card');
    expect(rows[0]).toHaveTextContent(/NOK.29/);
    expect(rows[1]).toHaveTextContent('100 creditsMarch 1, 2026 · Credits · Stripe');
    expect(rows[1]).toHaveTextContent(/NOK.89\.50/);
    expect(rows[2]).toHaveTextContent('A gift');
    expect(rows[2]).toHaveTextContent('Test payment');
  });

  it('shows the test-only delete in development builds and deletes the subscription', async () => {
    const user = userEvent.setup();
    const { server } = await openPage([ok(activeSubscription(12)), ok(testSubscription())], {
      'DELETE /api/subscription': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete subscription (test)' }));
    expect(await screen.findByText('Free plan', { selector: 'span' })).toBeInTheDocument();
    expect(server.requests('DELETE /api/subscription')).toHaveLength(1);
  });

  it('hides the test-only delete in a production build unless the server is in test mode', async () => {
    vi.stubEnv('DEV', false);
    const { unmount } = await openPage(ok(activeSubscription(12)));
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByText('For testing only')).toBeNull();
    unmount();

    await openPage(ok(activeSubscription(12)), {
      'GET /api/v1/stripe/payments/products': productsAnswer(true),
    });
    expect(
      await screen.findByRole('button', { name: 'Delete subscription (test)' }),
    ).toBeInTheDocument();
  });
});
