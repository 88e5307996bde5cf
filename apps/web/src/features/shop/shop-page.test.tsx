import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageExit } from '../../lib/purchase/checkout-return';
import { testProfile } from '../../lib/auth/auth-fixtures.testing';
import { productsAnswer, purchaseAnswer } from '../../lib/purchase/payments-fixtures.testing';
import {
  readPendingPurchases,
  rememberPendingPurchase,
} from '../../lib/purchase/pending-purchases';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';

const PRODUCTS = 'GET /api/v1/stripe/payments/products';

function openShop(path = '/shop', options: RenderAppRouteOptions = {}) {
  return renderAppRoute(path, {
    parentalGateUnlocked: true,
    ...options,
    routes: { [PRODUCTS]: productsAnswer(), ...options.routes },
  });
}

describe('the shop', () => {
  it('lists the plans with their introductory price and the credit packs, marked as test mode', async () => {
    await openShop('/shop', {
      routes: {
        'GET /api/premium-features': {
          status: 200,
          body: { features: [{ feature: 'STORY_WITH_IMAGES', creditCost: 10 }] },
        },
      },
    });
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('NOK 29')).toBeInTheDocument();
    expect(within(premium).getByText('first month')).toBeInTheDocument();
    expect(within(premium).getByText('then NOK 99 a month')).toBeInTheDocument();
    expect(within(premium).getByText('200 credits every month')).toBeInTheDocument();
    expect(within(premium).getByText('Narration still costs credits')).toBeInTheDocument();
    const mini = screen.getByRole('article', { name: 'Mini' });
    expect(within(mini).getByText('NOK 19')).toBeInTheDocument();
    expect(within(mini).getByText('100 credits every month')).toBeInTheDocument();
    const packs = screen.getByRole('region', { name: 'Credit packs' });
    expect(within(packs).getAllByRole('article')).toHaveLength(3);
    const fifty = within(packs).getByRole('article', { name: '50 credits' });
    expect(await within(fifty).findByText('About 5 stories with pictures')).toBeInTheDocument();
    expect(
      within(packs).getByRole('button', { name: /^Buy 250 credits for NOK.199$/ }),
    ).toBeEnabled();
    expect(screen.getByRole('note', { name: 'TEST MODE' })).toHaveTextContent(
      'No real money is taken',
    );
  });

  it('is not marked as test mode with a real payment provider, and puts packs first from the overlay', async () => {
    await openShop('/shop?tab=credits', { routes: { [PRODUCTS]: productsAnswer(false) } });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Credit packs',
      'Subscriptions',
    ]);
    expect(screen.queryByRole('note', { name: 'TEST MODE' })).not.toBeInTheDocument();
  });

  it('starts checkout, remembers the purchase and opens the test-mode checkout page', async () => {
    const user = userEvent.setup();
    const { router, server } = await openShop('/shop', {
      routes: {
        'POST /api/v1/stripe/payments/checkout/premium-monthly': {
          status: 200,
          body: { purchaseId: 'p-9', url: '/test-checkout/p-9?callbackUrl=x' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-checkout/p-9'));
    expect(
      server.requests('POST /api/v1/stripe/payments/checkout/premium-monthly')[0]?.body,
    ).toEqual({
      callbackUrl: `${window.location.origin}/shop`,
    });
    expect(readPendingPurchases()).toMatchObject([
      { purchaseId: 'p-9', productId: 'premium-monthly' },
    ]);
  });

  it('leaves the app for a real checkout page', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
    await openShop('/shop?tab=credits&product=credits-100', {
      routes: {
        'POST /api/v1/stripe/payments/checkout/credits-100': {
          status: 200,
          body: { purchaseId: 'p-1', url: 'https://checkout.stripe.com/c/pay/cs_1' },
        },
      },
    });
    const chosen = await screen.findByRole('region', { name: 'Ready to pay' });
    expect(chosen).toHaveTextContent('100 credits · NOK 89');
    await user.click(within(chosen).getByRole('button', { name: 'Go to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
  });

  it('says so when checkout cannot start', async () => {
    const user = userEvent.setup();
    await openShop('/shop', {
      routes: { 'POST /api/v1/stripe/payments/checkout/credits-50': { status: 503 } },
    });
    await user.click(await screen.findByRole('button', { name: /^Buy 50 credits for NOK.49$/ }));
    expect(await screen.findByText(/We could not start the payment/)).toBeInTheDocument();
    expect(readPendingPurchases()).toEqual([]);
  });
});

describe('coming back from checkout', () => {
  it('shows a confirmed pack and refreshes the profile', async () => {
    const { server } = await openShop('/shop?purchaseId=purchase-1', {
      routes: {
        'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'CONFIRMED' }),
        'GET /api/profile': { status: 500 },
      },
    });
    const notice = await screen.findByText('Thank you! The purchase is confirmed');
    expect(notice.parentElement).toHaveTextContent('100 credits have been added.');
    await waitFor(() => expect(server.requests('GET /api/profile').length).toBeGreaterThan(0));
  });

  it('waits on a pending purchase, remembers it and checks again on request', async () => {
    const user = userEvent.setup();
    const { server } = await openShop('/shop?purchaseId=purchase-1', {
      routes: {
        'GET /api/purchases/purchase-1': [
          purchaseAnswer({ state: 'PENDING' }),
          purchaseAnswer({ state: 'CONFIRMED' }),
        ],
      },
    });
    expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
    await waitFor(() =>
      expect(readPendingPurchases()).toMatchObject([{ purchaseId: 'purchase-1' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Thank you! The purchase is confirmed')).toBeInTheDocument();
    expect(server.requests('GET /api/purchases/purchase-1')).toHaveLength(2);
    await waitFor(() => expect(readPendingPurchases()).toEqual([]));
  });

  it('finds a remembered pending purchase after a reload, without the query', async () => {
    rememberPendingPurchase({
      purchaseId: 'purchase-1',
      productId: 'credits-100',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await openShop('/shop', {
      routes: { 'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'PENDING' }) },
    });
    const pending = await screen.findByText('Waiting for confirmation');
    expect(pending.parentElement).toHaveTextContent('Purchase: 100 credits');
  });

  it('shows a failed payment with the product text and forgets it', async () => {
    rememberPendingPurchase({
      purchaseId: 'purchase-1',
      productId: 'credits-100',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await openShop('/shop?purchaseId=purchase-1', {
      routes: { 'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'FAILED' }) },
    });
    expect(
      await screen.findByText('Something went wrong with your purchase. Please try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The payment could not be verified, so nothing was added.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(readPendingPurchases()).toEqual([]));
  });

  it('offers to try a failed payment again, or to write to us', async () => {
    const user = userEvent.setup();
    const { router, server } = await openShop('/shop?purchaseId=purchase-1&from=%2Fgenerate', {
      routes: {
        'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'FAILED' }),
        'POST /api/v1/stripe/payments/checkout/credits-100': {
          status: 200,
          body: { purchaseId: 'p-2', url: '/test-checkout/p-2?callbackUrl=x' },
        },
      },
    });
    const failed = (
      await screen.findByText('Something went wrong with your purchase. Please try again.')
    ).parentElement as HTMLElement;
    expect(within(failed).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-checkout/p-2'));
    // The new checkout comes back to the shop still knowing the story it started from.
    expect(server.requests('POST /api/v1/stripe/payments/checkout/credits-100')[0]?.body).toEqual({
      callbackUrl: `${window.location.origin}/shop?from=%2Fgenerate`,
    });
  });

  it('leads back to the story being made once the purchase is confirmed', async () => {
    await openShop('/shop?from=%2Fstory%2Fs-1&purchaseId=purchase-1', {
      routes: { 'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'CONFIRMED' }) },
    });
    expect(await screen.findByRole('link', { name: 'Back to your story' })).toHaveAttribute(
      'href',
      '/story/s-1',
    );
  });

  it('offers no way back to another site or to the shop itself', async () => {
    await openShop('/shop?from=https%3A%2F%2Fevil.example&purchaseId=purchase-1', {
      routes: { 'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'CONFIRMED' }) },
    });
    expect(await screen.findByText('Thank you! The purchase is confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your story' })).not.toBeInTheDocument();
  });

  it('offers the contact form for a purchase that expired unconfirmed', async () => {
    const user = userEvent.setup();
    await openShop('/shop?purchaseId=purchase-1', {
      routes: { 'GET /api/purchases/purchase-1': purchaseAnswer({ state: 'EXPIRED' }) },
    });
    expect(await screen.findByText('We could not confirm the purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('We could not confirm the purchase')).not.toBeInTheDocument();
  });

  it('does not wait for a checkout the parent turned back from', async () => {
    rememberPendingPurchase({
      purchaseId: 'purchase-1',
      productId: 'credits-100',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const { server } = await openShop('/shop?purchaseId=purchase-1&checkout=cancelled');
    expect(await screen.findByText('The payment was cancelled')).toBeInTheDocument();
    await waitFor(() => expect(readPendingPurchases()).toEqual([]));
    expect(server.requests('GET /api/purchases/purchase-1')).toEqual([]);
  });

  it('updates the plan label in the profile menu once Premium is confirmed', async () => {
    const user = userEvent.setup();
    await openShop('/shop?purchaseId=purchase-1', {
      routes: {
        'GET /api/purchases/purchase-1': [
          purchaseAnswer({ state: 'PENDING', productId: 'premium-monthly' }),
          purchaseAnswer({ state: 'CONFIRMED', productId: 'premium-monthly' }),
        ],
        // What the profile says once the payment has gone through.
        'GET /api/profile': {
          status: 200,
          body: testProfile({
            subscription: {
              isActive: true,
              subscriptionType: 'PREMIUM',
              initialPaymentPlatform: 'EXTERNAL',
            },
          }),
        },
      },
    });
    await screen.findByText('Waiting for confirmation');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Free plan');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('You now have Premium. Happy reading!')).toBeInTheDocument();
    expect(await screen.findByText('Your plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Mini' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Premium');
  });
});
