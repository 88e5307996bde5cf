import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@monstory/contracts/identity';
import { PRODUCT_SLUG } from '@monstory/contracts/constants';
import type { Namespace, ReferenceBundle } from '@monstory/i18n/bundles/no';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { loadPage } from '../lib/i18n/page-namespaces';
import { prefetchStoryForVisitor } from '../lib/story/visitor-story';
import { PARENTAL_GATE_PATH } from '../lib/navigation/app-paths';

// The route table (docs/product.md#route-table) as data: the router, the shell (what chrome to
// show) and the access guard all read it, so a route's rules live in exactly one place.

export type RouteTitleKey = keyof ReferenceBundle['routes'];

/**
 * Who may open a route (docs/product.md#route-table):
 * - `public`: anyone, on the web and in the native apps, signed in or not;
 * - `public-web`: anyone on the web; the native apps require a user;
 * - `logged-in`: any user, guests (anonymous users) included;
 * - `no-anonymous`: registered users only; a guest is sent to Generate.
 */
export type RouteAccess = 'public' | 'public-web' | 'logged-in' | 'no-anonymous';

export interface AppRoute {
  path: string;
  titleKey: RouteTitleKey;
  access: RouteAccess;
  /** Blocked until a grown-up has passed the parental gate in the last 10 minutes. */
  requiresParentalGate: boolean;
  hideTopBar: boolean;
  hideBottomNav: boolean;
  /** Shows the back button; where it leads when there is no earlier page in this visit. */
  backFallback: string | null;
  /**
   * The page's own text namespaces (the core ones are always there), lazy parts of the page
   * included: they load with its code, and it renders once both are there.
   */
  namespaces: readonly Namespace[];
  /** The page's component, its namespaces loaded. */
  load: () => Promise<ComponentType>;
  /**
   * The page's first request for a visitor the guard is making a guest right now, started beside
   * the sign-in rather than after it and the profile call. It may only read what anyone may read.
   * A shared story link opened on a new phone is the case that matters. True when it found all
   * the page needs to show: the page then opens at once and the guest session follows.
   */
  prefetchForVisitor?: (params: Params, queryClient: QueryClient) => Promise<boolean> | undefined;
}

type RouteDefinition = Pick<AppRoute, 'path' | 'titleKey' | 'access' | 'load'> &
  Partial<AppRoute> & {
    /** Pages with their own banner and back button (start, sign-in, static and legal, reader). */
    standalone?: boolean;
  };

function route({
  standalone = false,
  namespaces = [],
  load,
  ...definition
}: RouteDefinition): AppRoute {
  return {
    requiresParentalGate: false,
    hideTopBar: standalone,
    hideBottomNav: standalone,
    backFallback: null,
    ...definition,
    namespaces,
    load: () => loadPage(load, namespaces),
  };
}

export const NOT_FOUND_ROUTE: AppRoute = route({
  path: '*',
  titleKey: 'notFound',
  access: 'public',
  standalone: true,
  load: () => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
});

export const APP_ROUTES: readonly AppRoute[] = [
  route({
    path: '/',
    titleKey: 'home',
    namespaces: ['auth', 'site', 'library'],
    access: 'public-web',
    standalone: true,
    load: () => import('../features/home/home-page').then((m) => m.HomePage),
  }),
  route({
    path: '/login',
    titleKey: 'login',
    namespaces: ['auth'],
    access: 'public',
    standalone: true,
    load: () => import('../features/login/login-page').then((m) => m.LoginPage),
  }),
  // The password-reset mail's link lands here with `?token=` (contracts RESET_PASSWORD_PATH).
  route({
    path: RESET_PASSWORD_PATH,
    titleKey: 'resetPassword',
    namespaces: ['auth'],
    access: 'public',
    standalone: true,
    load: () => import('../features/login/reset-password-page').then((m) => m.ResetPasswordPage),
  }),
  // A verification mail the native apps asked for links here with `?token=` (VERIFY_EMAIL_PATH).
  route({
    path: VERIFY_EMAIL_PATH,
    titleKey: 'verifyEmail',
    namespaces: ['auth'],
    access: 'public',
    standalone: true,
    load: () => import('../features/login/verify-email-page').then((m) => m.VerifyEmailPage),
  }),
  route({
    path: '/faq',
    titleKey: 'faq',
    namespaces: ['site'],
    access: 'public-web',
    standalone: true,
    load: () => import('../features/faq/faq-page').then((m) => m.FaqPage),
  }),
  // docs/product.md#contact lists Contact with the web-only public pages, not with those the native
  // apps allow.
  route({
    path: '/contact',
    titleKey: 'contact',
    namespaces: ['site'],
    access: 'public-web',
    standalone: true,
    load: () => import('../features/contact/contact-page').then((m) => m.ContactPage),
  }),
  route({
    path: '/home/story/:uuid',
    titleKey: 'exampleStory',
    namespaces: ['library', 'generate', 'story'],
    access: 'public-web',
    standalone: true,
    load: () => import('../features/home/example-story-page').then((m) => m.ExampleStoryPage),
  }),
  route({
    path: PARENTAL_GATE_PATH,
    titleKey: 'parentalGate',
    namespaces: ['gate'],
    access: 'logged-in',
    hideBottomNav: true,
    backFallback: '/stuff',
    load: () =>
      import('../features/parental-gate/parental-gate-page').then((m) => m.ParentalGatePage),
  }),
  route({
    path: '/welcome',
    titleKey: 'welcome',
    namespaces: ['welcome'],
    access: 'logged-in',
    standalone: true,
    load: () => import('../features/welcome/welcome-page').then((m) => m.WelcomePage),
  }),
  route({
    path: '/stuff/monsters/create-a-monster',
    titleKey: 'createMonster',
    namespaces: ['monsters', 'purchase', 'shop'],
    access: 'logged-in',
    backFallback: '/stuff/monsters',
    load: () => import('../features/monsters/create-monster-page').then((m) => m.CreateMonsterPage),
  }),
  route({
    path: '/stuff/monsters',
    titleKey: 'monsters',
    namespaces: ['monsters'],
    access: 'no-anonymous',
    backFallback: '/stuff',
    load: () => import('../features/monsters/monsters-page').then((m) => m.MonstersPage),
  }),
  route({
    path: '/stuff/subscription',
    titleKey: 'subscription',
    namespaces: ['shop'],
    access: 'no-anonymous',
    backFallback: '/stuff',
    load: () => import('../features/stuff/subscription-page').then((m) => m.SubscriptionPage),
  }),
  route({
    path: '/stuff/language',
    titleKey: 'language',
    access: 'logged-in',
    backFallback: '/stuff',
    load: () => import('../features/stuff/language-page').then((m) => m.LanguagePage),
  }),
  // The account's children: anyone may look; adding, changing and removing are for grown-ups.
  route({
    path: '/stuff/children',
    titleKey: 'children',
    namespaces: ['children'],
    access: 'logged-in',
    backFallback: '/stuff',
    load: () => import('../features/children/children-page').then((m) => m.ChildrenPage),
  }),
  route({
    path: '/stuff/children/new',
    titleKey: 'childNew',
    namespaces: ['children'],
    access: 'no-anonymous',
    requiresParentalGate: true,
    backFallback: '/stuff/children',
    load: () => import('../features/children/child-form-page').then((m) => m.NewChildPage),
  }),
  route({
    path: '/stuff/children/:id',
    titleKey: 'childEdit',
    namespaces: ['children'],
    access: 'logged-in',
    requiresParentalGate: true,
    backFallback: '/stuff/children',
    load: () => import('../features/children/child-form-page').then((m) => m.EditChildPage),
  }),
  route({
    path: '/stuff/account',
    titleKey: 'account',
    access: 'no-anonymous',
    backFallback: '/stuff',
    load: () => import('../features/stuff/account-page').then((m) => m.AccountPage),
  }),
  // docs/product.md#medals keeps medals from guests, although the route table
  // (docs/product.md#route-table) says "Logged in".
  route({
    path: '/stuff/medals',
    titleKey: 'medals',
    namespaces: ['medals'],
    access: 'no-anonymous',
    backFallback: '/stuff',
    load: () => import('../features/stuff/medals-page').then((m) => m.MedalsPage),
  }),
  route({
    path: '/stuff',
    titleKey: 'stuff',
    namespaces: ['stuff', 'medals', 'monsters'],
    access: 'logged-in',
    load: () => import('../features/stuff/stuff-page').then((m) => m.StuffPage),
  }),
  route({
    path: '/stories/:page?',
    titleKey: 'stories',
    namespaces: ['library'],
    access: 'logged-in',
    backFallback: '/library',
    load: () => import('../features/stories/stories-page').then((m) => m.StoriesPage),
  }),
  // The reading view and its neighbours hide the shell (docs/product.md#shell) to give the story
  // the screen.
  route({
    path: '/story/:uuid?',
    titleKey: 'story',
    namespaces: ['story', 'reader', 'generate', 'purchase', 'shop'],
    access: 'logged-in',
    standalone: true,
    load: () => import('../features/story/story-page').then((m) => m.StoryPage),
    // Part of the start's own code: the request leaves with the sign-in's, not after a file.
    prefetchForVisitor: ({ uuid }, queryClient) =>
      uuid === undefined ? undefined : prefetchStoryForVisitor(queryClient, uuid),
  }),
  route({
    path: '/story/draft/:uuid',
    titleKey: 'draftStory',
    namespaces: ['story', 'generate', 'reader'],
    access: 'logged-in',
    standalone: true,
    load: () => import('../features/story/draft-story-page').then((m) => m.DraftStoryPage),
  }),
  route({
    path: '/library',
    titleKey: 'library',
    namespaces: ['library', 'generate'],
    access: 'logged-in',
    load: () => import('../features/library/library-page').then((m) => m.LibraryPage),
  }),
  route({
    path: '/generate',
    titleKey: 'generate',
    namespaces: ['generate', 'story', 'reader', 'monsters', 'purchase', 'shop', 'tour'],
    access: 'logged-in',
    load: () => import('../features/generate/generate-page').then((m) => m.GeneratePage),
  }),
  route({
    path: '/shop',
    titleKey: 'shop',
    namespaces: ['shop'],
    access: 'no-anonymous',
    requiresParentalGate: true,
    backFallback: '/stuff',
    load: () => import('../features/shop/shop-page').then((m) => m.ShopPage),
  }),
  // The built-in checkout (docs/product.md#checkout) while the server has no payment provider (test
  // mode).
  route({
    path: '/test-checkout/:purchaseId',
    titleKey: 'testCheckout',
    namespaces: ['shop'],
    access: 'no-anonymous',
    hideBottomNav: true,
    backFallback: '/shop',
    load: () =>
      import('../features/test-checkout/test-checkout-page').then((m) => m.TestCheckoutPage),
  }),
  route({
    path: '/privacy-policy',
    titleKey: 'privacyPolicy',
    namespaces: ['site', 'legal'],
    access: 'public',
    standalone: true,
    load: () => import('../features/legal/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  }),
  route({
    path: '/terms-conditions',
    titleKey: 'terms',
    namespaces: ['site', 'legal'],
    access: 'public',
    standalone: true,
    load: () => import('../features/legal/terms-page').then((m) => m.TermsPage),
  }),
  route({
    path: '/children-and-ai',
    titleKey: 'childrenAndAi',
    namespaces: ['site'],
    access: 'public',
    standalone: true,
    load: () =>
      import('../features/static-pages/children-and-ai-page').then((m) => m.ChildrenAndAiPage),
  }),
  route({
    path: '/delete-me',
    titleKey: 'deleteMe',
    namespaces: ['site'],
    access: 'public',
    standalone: true,
    load: () => import('../features/static-pages/delete-me-page').then((m) => m.DeleteMePage),
  }),
  route({
    path: `/${PRODUCT_SLUG}-as`,
    titleKey: 'about',
    namespaces: ['site'],
    access: 'public',
    standalone: true,
    load: () => import('../features/static-pages/about-page').then((m) => m.AboutPage),
  }),
  NOT_FOUND_ROUTE,
];
