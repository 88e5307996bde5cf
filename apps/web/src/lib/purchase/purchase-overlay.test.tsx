import type { PurchaseRequirement } from '@monstory/contracts/premium';
import type { Profile } from '@monstory/contracts/profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { GUEST_USER, VERIFIED_USER, testProfile } from '../auth/auth-fixtures.testing';
import { AuthProvider } from '../auth/auth-context';
import { createAuthService } from '../auth/auth-service';
import { createAuthStore } from '../auth/auth-store';
import type { AuthUser } from '@monstory/contracts/identity';
import { configureApi } from '../api/api-config';
import { createAppI18n } from '../i18n/create-i18n';
import { fakeServer } from '../../test/fake-server';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import { productsAnswer } from './payments-fixtures.testing';
import { PurchaseOverlay } from './purchase-overlay';
import { initialPurchaseTab } from './purchase-tabs';

async function renderOverlay(
  requirement: PurchaseRequirement,
  user: AuthUser = VERIFIED_USER,
  profile: Partial<Profile> = {},
) {
  const server = fakeServer({ 'GET /api/v1/stripe/payments/products': productsAnswer() });
  configureApi({ fetch: server.fetch });
  // The pages that show the overlay load its namespaces with their own.
  const i18n = await createAppI18n('en', ['purchase', 'shop']);
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    PROFILE_QUERY_KEY,
    testProfile({ credits: 4, isAnonymous: user.isAnonymous, ...profile }),
  );
  const store = createAuthStore({ ready: true, user, token: 't' });
  const auth = createAuthService({ store, queryClient, getLanguage: () => 'en' });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          <MemoryRouter initialEntries={['/generate']}>
            <PurchaseOverlay requirement={requirement} onClose={onClose} />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose, server };
}

describe('purchase overlay', () => {
  it('preselects credits when credits would do, and premium otherwise', () => {
    expect(initialPurchaseTab({ isPremiumOnly: false, creditsNeeded: 5 })).toBe('credits');
    expect(initialPurchaseTab({ isPremiumOnly: false, creditsNeeded: 0 })).toBe('premium');
    expect(initialPurchaseTab({ isPremiumOnly: true, creditsNeeded: 5 })).toBe('premium');
  });

  it('says how many credits are needed, shows the balance and opens on the credits tab', async () => {
    await renderOverlay({ isPremiumOnly: false, creditsNeeded: 10 });
    const dialog = screen.getByRole('dialog', { name: 'Not enough credits' });
    expect(within(dialog).getByText('You need 10 credits to use this feature')).toBeInTheDocument();
    expect(within(dialog).getByText('You have 4 credits now.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Credits' });
    expect(within(panel).getByRole('link', { name: 'See credit packs' })).toHaveAttribute(
      'href',
      '/shop?tab=credits&from=%2Fgenerate',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('names a premium-only feature, opens on premium and moves between tabs with the arrows', async () => {
    const user = userEvent.setup();
    await renderOverlay({ isPremiumOnly: true, creditsNeeded: 0 });
    expect(screen.getByRole('dialog', { name: 'This is a Premium feature' })).toBeInTheDocument();
    const premium = screen.getByRole('tab', { name: 'Premium' });
    expect(premium).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'See subscriptions' })).toHaveAttribute(
      'href',
      '/shop?tab=premium&from=%2Fgenerate',
    );
    premium.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Credits' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Credits' })).toBeInTheDocument();
  });

  it('asks a guest to make an account instead of sending them to the shop', async () => {
    await renderOverlay({ isPremiumOnly: false, creditsNeeded: 10 }, GUEST_USER);
    expect(screen.getByRole('link', { name: 'Sign up or log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'See credit packs' })).not.toBeInTheDocument();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderOverlay({ isPremiumOnly: false, creditsNeeded: 1 });
    expect(screen.getByText('You need 1 credit to use this feature')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers the real packs, picks the smallest that covers the need, and buys through the shop', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderOverlay({ isPremiumOnly: false, creditsNeeded: 60 });
    const panel = screen.getByRole('tabpanel', { name: 'Credits' });
    const packs = await within(panel).findByRole('group', { name: 'Choose a credit pack' });
    expect(within(packs).getAllByRole('radio')).toHaveLength(3);
    expect(within(packs).getByRole('radio', { name: /100 credits/ })).toBeChecked();
    expect(within(packs).getByText('NOK 89')).toBeInTheDocument();
    expect(within(packs).getAllByText('Enough for this')).toHaveLength(2);
    const buy = within(panel).getByRole('link', { name: 'Buy 100 credits' });
    expect(buy).toHaveAttribute('href', '/shop?tab=credits&product=credits-100&from=%2Fgenerate');

    await user.click(within(packs).getByRole('radio', { name: /250 credits/ }));
    expect(within(panel).getByRole('link', { name: 'Buy 250 credits' })).toHaveAttribute(
      'href',
      '/shop?tab=credits&product=credits-250&from=%2Fgenerate',
    );
    expect(
      within(panel).getByText('A grown-up solves a small puzzle before the shop opens.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Buy 250 credits' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Premium first with its introductory price on the premium tab', async () => {
    await renderOverlay({ isPremiumOnly: true, creditsNeeded: 0 });
    const panel = screen.getByRole('tabpanel', { name: 'Premium' });
    const plans = await within(panel).findByRole('group', { name: 'Choose a subscription' });
    expect(within(plans).getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(within(plans).getByText('NOK 29 first month, then NOK 99')).toBeInTheDocument();
    expect(within(plans).getByText('200 credits every month')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/shop?tab=premium&product=premium-monthly&from=%2Fgenerate',
    );
  });

  it('offers no second plan to a subscriber, only the way to the subscription', async () => {
    const user = userEvent.setup();
    await renderOverlay({ isPremiumOnly: false, creditsNeeded: 10 }, VERIFIED_USER, {
      subscription: { isActive: true, subscriptionType: 'PREMIUM', initialPaymentPlatform: null },
    });
    await user.click(screen.getByRole('tab', { name: 'Premium' }));
    const panel = screen.getByRole('tabpanel', { name: 'Premium' });
    expect(
      within(panel).getByText(
        'You already have Premium. If narration needs more, a grown-up can buy credits.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See the subscription' })).toHaveAttribute(
      'href',
      '/stuff/subscription',
    );
    expect(within(panel).queryByRole('link', { name: /Choose/ })).not.toBeInTheDocument();
  });
});
