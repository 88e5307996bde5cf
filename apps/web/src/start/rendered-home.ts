import type { LanguageCode } from '@monstory/contracts/language';
import type { HomeState } from '../features/home/home-island';
import { grantsAnything } from '../lib/consent/consent-choice';
import { choiceFromRecord, readConsentCookie } from '../lib/consent/consent-record';
import { isDecember } from '../lib/season/december';
import { readString } from '../lib/storage/safe-storage';
import { LocalStorageKey } from '../lib/storage/storage-keys';

// A visitor's Home comes rendered by the server (docs/decisions/0013-rendered-home.md): all of
// it is on screen and its links work before any of the app's code has arrived. Its buttons
// (try as a guest, the sign-in choices) and the language picker need React; it is fetched when
// the visitor first reaches for the page, and a touch that came before it is carried out after.

// Written by the server (apps/server/src/platform/app-page.ts withRenderedHome).
const RENDERED_ATTRIBUTE = 'data-rendered';
const HOME_STATE_ID = 'home-state';

export interface RenderedHome {
  root: HTMLElement;
  state: HomeState;
}

/** The server's Home and what it was rendered from; null on every other page. */
export function findRenderedHome(doc: Document = document): RenderedHome | null {
  const root = doc.getElementById('root');
  const json = doc.getElementById(HOME_STATE_ID)?.textContent;
  if (root?.getAttribute(RENDERED_ATTRIBUTE) !== 'home' || !json) return null;
  try {
    return { root, state: JSON.parse(json) as HomeState };
  } catch {
    return null;
  }
}

/**
 * Whether the rendered page is the one this browser would draw. The server knows neither a
 * language chosen on this device nor a session kept in it; for those the app starts as usual
 * and draws the page itself.
 */
export function renderedHomeFits(home: RenderedHome, language: LanguageCode): boolean {
  if (home.state.language !== language) return false;
  return (
    readString(LocalStorageKey.authToken) === null &&
    readString(LocalStorageKey.pendingVerificationEmail) === null
  );
}

/**
 * What cannot wait for a touch: December's snow, and the page view of a visitor who allowed
 * analytics (both come with React).
 */
export function renderedHomeWantsReactNow(now: Date, cookies: string): boolean {
  if (isDecember(now)) return true;
  const record = readConsentCookie(cookies);
  const choice = record ? choiceFromRecord(record) : null;
  return choice !== null && grantsAnything(choice);
}

/**
 * Signs that the visitor is about to use the page: React is fetched on the first of them. Focus
 * counts only inside the page (root): the cookie banner moves focus into itself on its own.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
const ROOT_INTENT_EVENTS = ['focusin', 'mouseover'] as const;
const CONTROL = 'button, select';
const BUTTON = 'button';

/**
 * Hands the rendered page to React on the visitor's first touch (or at once with `now`). Until
 * React has it, a press of a button or a pick in the language list is held, shown as busy, and
 * carried out on the same element once React has adopted it. Links and the FAQ's questions
 * work natively all along.
 */
export function adoptOnFirstTouch(
  root: HTMLElement,
  hydrate: () => Promise<boolean>,
  {
    now = false,
    onFailure = () => undefined,
  }: {
    now?: boolean;
    /** The code could not be fetched or run (offline, or a new release replaced its files). */
    onFailure?: (error: unknown) => void;
  } = {},
): void {
  const doc = root.ownerDocument;
  let adopting: Promise<boolean> | null = null;
  let adopted = false;

  const start = (): Promise<boolean> => {
    adopting ??= hydrate().then(
      (same) => {
        adopted = true;
        for (const type of INTENT_EVENTS) doc.removeEventListener(type, start, true);
        for (const type of ROOT_INTENT_EVENTS) root.removeEventListener(type, near, true);
        return same;
      },
      (error: unknown) => {
        // The next touch tries again, unless onFailure has a better idea.
        adopting = null;
        console.error('Home could not be made interactive', error);
        onFailure(error);
        return false;
      },
    );
    return adopting;
  };
  /** Focus on, or a pointer over, one of the page's controls. */
  function near(event: Event) {
    if ((event.target as Element | null)?.closest?.(CONTROL)) void start();
  }

  const hold = (event: Event, selector: string, replay: (control: HTMLElement) => void) => {
    if (adopted) return;
    const control = (event.target as Element | null)?.closest?.(selector);
    if (!(control instanceof HTMLElement) || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    void start().then((same) => {
      control.removeAttribute('aria-busy');
      if (same && control.isConnected) replay(control);
    });
  };

  root.addEventListener(
    'click',
    (event) => hold(event, BUTTON, (control) => control.click()),
    true,
  );
  root.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement)) return;
      const picked = select.value;
      hold(event, 'select', () => {
        select.value = picked;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    true,
  );
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, start, { capture: true, passive: true });
  for (const type of ROOT_INTENT_EVENTS) root.addEventListener(type, near, true);
  if (now) void start();
}

/**
 * After a failed fetch of Home's code while online: a new release most likely replaced the files
 * this page names, and the page itself (never cached) names the new ones. Loaded once more, but
 * not again if this page already came from such a reload.
 */
export function reloadForNewRelease(win: Window = window): void {
  if (!win.navigator.onLine) return;
  const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'reload') return;
  win.location.reload();
}
