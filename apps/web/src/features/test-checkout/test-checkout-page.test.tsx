import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productsAnswer, purchaseAnswer } from '../../lib/purchase/payments-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';
import type { RouteAnswer } from '../../test/fake-server';

const FINISH = 'POST /api/test-checkout/purchase-1';

function openCheckout(
  callbackUrl: string,
  purchase: RouteAnswer | RouteAnswer[] = purchaseAnswer(),
) {
  return renderAppRoute(
    `/test-checkout/purchase-1?callbackUrl=${encodeURIComponent(callbackUrl)}`,
    {
      // The grown-up passed the gate on the way to the shop a moment ago.
      parentalGateUnlocked: true,
      routes: {
        'GET /api/v1/stripe/payments/products': productsAnswer(),
        'GET /api/purchases/purchase-1': purchase,
        [FINISH]: purchaseAnswer({ state: 'CONFIRMED' }),
      },
    },
  );
}

describe('the test-mode checkout', () => {
  it('is plainly a test, names the product and offers the three outcomes', async () => {
    await openCheckout(`${window.location.origin}/shop`);
    expect(await screen.findByRole('note', { name: 'TEST MODE' })).toHaveTextContent(
      'This is not a real payment, and no money is taken.',
    );
    expect(await screen.findByRole('heading', { name: '100 credits' })).toBeInTheDocument();
    expect(screen.getByText(/^NOK.89$/)).toBeInTheDocument();
    const outcomes = screen.getByRole('group', { name: 'How should the test payment go?' });
    expect(
      within(outcomes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay (it succeeds)', 'Leave the payment pending', 'Make the payment fail']);
  });

  it.each([
    ['Pay (it succeeds)', 'success'],
    ['Leave the payment pending', 'pending'],
    ['Make the payment fail', 'failure'],
  ])('"%s" posts %s and returns to the shop with the purchase', async (label, outcome) => {
    const user = userEvent.setup();
    const { router, server } = await openCheckout(`${window.location.origin}/shop?tab=credits`);
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(server.requests(FINISH).map((request) => request.body)).toEqual([{ outcome }]);
    expect(router.state.location.search).toBe('?tab=credits&purchaseId=purchase-1');
  });

  it('returns to a shop that shows the payment as done, never as still waiting', async () => {
    const user = userEvent.setup();
    const { router } = await openCheckout(`${window.location.origin}/shop`, [
      purchaseAnswer(),
      purchaseAnswer({ state: 'CONFIRMED' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pay (it succeeds)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    const results = await screen.findByRole('region', { name: 'Your purchases' });
    expect(within(results).queryByText('Waiting for confirmation')).not.toBeInTheDocument();
    expect(within(results).getByText('Thank you! The purchase is confirmed')).toBeInTheDocument();
  });

  it('never returns to another site', async () => {
    const user = userEvent.setup();
    const { router } = await openCheckout('https://evil.example/shop');
    expect(await screen.findByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop?purchaseId=purchase-1',
    );
    await user.click(await screen.findByRole('button', { name: 'Pay (it succeeds)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(router.state.location.search).toBe('?purchaseId=purchase-1');
  });

  it('offers no outcome for a purchase that is already settled', async () => {
    await openCheckout('/shop', purchaseAnswer({ state: 'CONFIRMED' }));
    expect(await screen.findByText('This purchase has already been settled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay (it succeeds)' })).not.toBeInTheDocument();
  });

  it('says when the payment could not be recorded', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/test-checkout/purchase-1?callbackUrl=/shop', {
      routes: {
        'GET /api/v1/stripe/payments/products': productsAnswer(),
        'GET /api/purchases/purchase-1': purchaseAnswer(),
        [FINISH]: {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'No such purchase.' } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make the payment fail' }));
    expect(await screen.findByText('We could not record the test payment.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test-checkout/purchase-1');
  });
});
