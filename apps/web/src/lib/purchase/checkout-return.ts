import { SHOP_PATH } from '../navigation/app-paths';
import { safeLocalPath } from '../navigation/safe-local-path';

// Where checkout sends the parent back to, and how that address is checked on the way.

/** The query parameter the shop keeps the page a purchase started from in (e.g. Generate). */
export const RETURN_PARAM = 'from';

/** `path` with the page to go back to after buying, when there is one. */
export function withReturnParam(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  const url = new URL(path, 'https://app.invalid');
  url.searchParams.set(RETURN_PARAM, returnTo);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The shop on this app's own origin (the server refuses any other callback), keeping the page
 * the purchase started from, so the parent can go back to the story being made.
 */
export function checkoutCallbackUrl(
  origin: string = window.location.origin,
  returnTo: string | null = null,
): string {
  return `${origin}${withReturnParam(SHOP_PATH, returnTo)}`;
}

/** The page to go back to after buying: a page of this app other than the shop's own. */
export function returnPathOf(raw: string | null): string | null {
  const path = safeLocalPath(raw);
  return path && !path.startsWith(SHOP_PATH) && !path.startsWith('/test-checkout') ? path : null;
}

/**
 * `raw` as a path in this app when it is one (a path, or a full address on `origin`), else
 * null: a checkout page never sends anyone to another site.
 */
export function sameOriginPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw) return null;
  if (raw.startsWith('/')) return safeLocalPath(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.origin === origin ? safeLocalPath(`${url.pathname}${url.search}${url.hash}`) : null;
}

/** The query parameter a returning checkout carries its purchase id in (the server's too). */
export const PURCHASE_PARAM = 'purchaseId';

/** `path` with `?purchaseId={id}`, so the shop shows that purchase even without storage. */
export function withPurchaseParam(path: string, purchaseId: string): string {
  const url = new URL(path, 'https://app.invalid');
  url.searchParams.set(PURCHASE_PARAM, purchaseId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Leaving the app for a payment page (Stripe Checkout); tests replace `assign`. */
export const pageExit = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
