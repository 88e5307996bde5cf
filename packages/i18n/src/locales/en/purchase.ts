import type { CatalogShape } from '../../catalog';
import type { purchase as reference } from '../no/purchase';

export const purchase: CatalogShape<typeof reference> = {
  badge: {
    credits_one: '{{count}} credit',
    credits_other: '{{count}} credits',
    included: 'Included',
  },
  overlay: {
    close: 'Close',
    title: 'Not enough credits',
    subscribed: 'You already have {{plan}}. If narration needs more, a grown-up can buy credits.',
    manage: 'See the subscription',
    premiumOnlyTitle: 'This is a Premium feature',
    needCredits_one: 'You need {{count}} credit to use this feature',
    needCredits_other: 'You need {{count}} credits to use this feature',
    balance_one: 'You have {{count}} credit now.',
    balance_other: 'You have {{count}} credits now.',
    tabsLabel: 'Subscription or credits',
    tabs: { premium: 'Premium', credits: 'Credits' },
    premium: {
      heading: 'A subscription gives you more',
      images: 'As many stories with pictures as you like',
      long: 'Long stories and monsters included',
      credits: '{{premium}} credits a month with Premium, {{mini}} with Mini – for narration',
      cta: 'See subscriptions',
    },
    credits: {
      heading: 'Buy a credit pack',
      oneTime: 'A one-time purchase – no subscription',
      validity: 'Credits last {{months}} months',
      cta: 'See credit packs',
    },
    grownUp: 'A grown-up solves a small puzzle before the shop opens.',
    guest: 'To buy credits or a subscription you need an account.',
    guestCta: 'Sign up or log in',
  },
};
