import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-guard';
import type { AccessDecision, AccessInput, AccessRule } from './access-guard';
import { findAppRoute } from './find-app-route';

type Case = [string, Partial<AccessInput> & { path: string }, AccessDecision];

function input({ path, ...rest }: Partial<AccessInput> & { path: string }): AccessInput {
  return {
    route: findAppRoute(path.split('?')[0] ?? path),
    target: path,
    platform: 'web',
    userKind: 'registered-verified',
    conversionTriggered: false,
    anonymousCreatedTime: null,
    welcomeScreenShown: true,
    parentalGate: 'locked',
    savedRedirectPath: null,
    ...rest,
  };
}

const allow: AccessDecision = { type: 'allow' };
const visitor = { userKind: null } as const;
const guest = { userKind: 'anonymous' } as const;
const unverified = { userKind: 'registered-unverified' } as const;
const native = { platform: 'native' } as const;
const seenGuest = { anonymousCreatedTime: '2026-01-02T10:00:00.000Z' };
const toGenerate = (rule: AccessRule): AccessDecision => ({
  type: 'redirect',
  rule,
  to: '/generate',
});

// One block per rule of docs/product.md#access-guard, in its order there.
const cases: Case[] = [
  ['1 web: a visitor stays on Home', { path: '/', ...visitor }, allow],
  ['1 web: a guest stays on Home', { path: '/', ...guest }, allow],
  [
    '1 web: a registered user on Home resets the flag and goes to Generate',
    { path: '/', conversionTriggered: true },
    { type: 'redirect', rule: 'home', to: '/generate', clearConversionFlag: true },
  ],
  [
    '1 web: so does an unverified one (rule 10 then takes them to Login)',
    { path: '/', ...unverified },
    { type: 'redirect', rule: 'home', to: '/generate', clearConversionFlag: true },
  ],

  ['2 public: the privacy policy for a visitor', { path: '/privacy-policy', ...visitor }, allow],
  [
    '2 public: the terms in the native app',
    { path: '/terms-conditions', ...visitor, ...native },
    allow,
  ],
  [
    '2 public: even with the conversion flag set',
    { path: '/children-and-ai', ...guest, conversionTriggered: true },
    allow,
  ],
  ['2 public: about, for an unverified user', { path: '/monstory-as', ...unverified }, allow],
  ['2 public: the new-password page', { path: '/reset-password?token=t', ...visitor }, allow],
  [
    '2 public: an unknown path shows the 404',
    { path: '/no/such/page', ...visitor, ...native },
    allow,
  ],

  [
    '3 a verified user on Login goes to Generate',
    { path: '/login' },
    toGenerate('verified-on-login'),
  ],
  [
    '3 … or to the path saved before signing in',
    { path: '/login', savedRedirectPath: '/stuff/medals' },
    { type: 'redirect', rule: 'verified-on-login', to: '/stuff/medals', consumeSavedPath: true },
  ],

  [
    '4 a guest who asked to log in is held on Login, target saved',
    { path: '/library', ...guest, conversionTriggered: true },
    { type: 'redirect', rule: 'conversion-pending', to: '/login', saveTarget: true },
  ],
  [
    '4 … also without a user',
    { path: '/generate', ...visitor, ...native, conversionTriggered: true },
    { type: 'redirect', rule: 'conversion-pending', to: '/login', saveTarget: true },
  ],
  ['4 … and may open Login itself', { path: '/login', ...guest, conversionTriggered: true }, allow],

  [
    '5 a guest on Login without the flag goes to Generate',
    { path: '/login', ...guest },
    toGenerate('guest-on-login'),
  ],

  ['6 web without a user: FAQ', { path: '/faq', ...visitor }, allow],
  ['6 web without a user: Contact', { path: '/contact', ...visitor }, allow],
  ['6 web without a user: an example story', { path: '/home/story/abc', ...visitor }, allow],
  ['6 web without a user: Login', { path: '/login', ...visitor }, allow],
  ['6 native without a user: Login', { path: '/login', ...visitor, ...native }, allow],

  [
    '7 a first visit signs in as a guest and carries on',
    { path: '/stories/2?sort=new', ...visitor },
    { type: 'sign-in-anonymously', then: '/stories/2?sort=new', saveTarget: true },
  ],
  [
    '7 native: the FAQ is not open without a user either',
    { path: '/faq', ...visitor, ...native },
    { type: 'sign-in-anonymously', then: '/faq', saveTarget: true },
  ],
  [
    '7 native: Home leads on to Generate',
    { path: '/', ...visitor, ...native },
    { type: 'sign-in-anonymously', then: '/generate', saveTarget: true },
  ],

  [
    '8 a device whose guest session is gone goes to Login',
    { path: '/library', ...visitor, ...seenGuest },
    { type: 'redirect', rule: 'returning-guest', to: '/login', saveTarget: true },
  ],

  ['9 a guest may not open the shop', { path: '/shop', ...guest }, toGenerate('no-anonymous')],
  ['9 … nor My account', { path: '/stuff/account', ...guest }, toGenerate('no-anonymous')],
  ['9 … but may open My language', { path: '/stuff/language', ...guest }, allow],

  [
    '10 an unverified user is sent to Login',
    { path: '/generate', ...unverified },
    { type: 'redirect', rule: 'unverified', to: '/login', saveTarget: true },
  ],
  ['10 … and stays there', { path: '/login', ...unverified }, allow],

  [
    '11 onboarding first for a registered user',
    { path: '/generate', welcomeScreenShown: false },
    { type: 'redirect', rule: 'welcome-first', to: '/welcome' },
  ],
  ['11 … who may open it', { path: '/welcome', welcomeScreenShown: false }, allow],
  [
    '11 onboarding once done leads to My Stuff',
    { path: '/welcome' },
    { type: 'redirect', rule: 'welcome-done', to: '/stuff' },
  ],
  [
    '11 guests never see onboarding',
    { path: '/welcome', ...guest, welcomeScreenShown: false },
    { type: 'redirect', rule: 'welcome-done', to: '/stuff' },
  ],
  ['11 an unknown profile does not block', { path: '/library', welcomeScreenShown: null }, allow],

  ['12 the FAQ stays open on the web to a signed-in user', { path: '/faq' }, allow],
  ['12 … and to a guest', { path: '/faq', ...guest }, allow],
  [
    '12 in the apps a signed-in user on the FAQ goes to Generate',
    { path: '/faq', ...native },
    toGenerate('signed-in-landing'),
  ],
  [
    '12 … but a shared or example story opens in the story view',
    { path: '/home/story/abc', ...guest },
    { type: 'redirect', rule: 'signed-in-landing', to: '/story/abc' },
  ],
  [
    '12 native: a guest on Home',
    { path: '/', ...guest, ...native },
    toGenerate('signed-in-landing'),
  ],

  [
    '13 the shop waits for the parental gate',
    { path: '/shop?tab=credits' },
    {
      type: 'redirect',
      rule: 'parental-gate',
      to: '/parental-gate?redirect=%2Fshop%3Ftab%3Dcredits',
    },
  ],
  [
    '13 … also once the unlock expired',
    { path: '/shop', parentalGate: 'expired' },
    { type: 'redirect', rule: 'parental-gate', to: '/parental-gate?redirect=%2Fshop' },
  ],
  ['13 … and opens while unlocked', { path: '/shop', parentalGate: 'unlocked' }, allow],
  ['a signed-in user opens an ordinary page', { path: '/library', ...guest }, allow],
];

describe('decideAccess (rule by rule)', () => {
  it.each(cases)('%s', (_name, given, expected) => {
    expect(decideAccess(input(given))).toEqual(expected);
  });
});

describe('rule order', () => {
  it('checks guests (9) before the parental gate (13)', () => {
    expect(decideAccess(input({ path: '/shop', ...guest, parentalGate: 'locked' }))).toMatchObject({
      rule: 'no-anonymous',
    });
  });

  it('checks onboarding (11) before the parental gate (13)', () => {
    expect(decideAccess(input({ path: '/shop', welcomeScreenShown: false }))).toMatchObject({
      rule: 'welcome-first',
    });
  });

  it('checks public routes (2) before the conversion flag (4)', () => {
    expect(
      decideAccess(input({ path: '/delete-me', ...visitor, conversionTriggered: true })),
    ).toEqual(allow);
  });

  it('checks the conversion flag (4) before a first visit (7)', () => {
    expect(
      decideAccess(input({ path: '/library', ...visitor, conversionTriggered: true })),
    ).toMatchObject({ rule: 'conversion-pending' });
  });
});
