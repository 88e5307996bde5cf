import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { vi } from 'vitest';

// cookieconsent keeps its state in its module and in window._ccRun, and its cookie in the
// document: each test starts from a page that never saw it.

export async function freshConsentModules() {
  // Its own reset: the package is loaded once per file, whatever vi.resetModules does.
  (await import('vanilla-cookieconsent')).reset(true);
  vi.resetModules();
  document.documentElement.className = '';
  clearConsentCookie();
  return {
    banner: await import('./consent-banner'),
    store: await import('./consent-store'),
    startup: await import('./consent-startup'),
    preferences: await import('./cookie-preferences'),
  };
}

export function clearConsentCookie(): void {
  document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Domain=${location.hostname}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The record cookieconsent saved, parsed. */
export function savedConsentCookie(): { categories: string[]; revision: number } | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1);
  return raw
    ? (JSON.parse(decodeURIComponent(raw)) as { categories: string[]; revision: number })
    : null;
}
