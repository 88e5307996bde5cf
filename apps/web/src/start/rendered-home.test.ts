import { CONSENT_REVISION } from '@monstory/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { writeString } from '../lib/storage/safe-storage';
import { LocalStorageKey } from '../lib/storage/storage-keys';
import {
  adoptOnFirstTouch,
  findRenderedHome,
  reloadForNewRelease,
  renderedHomeFits,
  renderedHomeWantsReactNow,
} from './rendered-home';
import type { RenderedHome } from './rendered-home';

const STATE = {
  language: 'no',
  providers: { emailPassword: true, anonymous: true, google: false, apple: false, facebook: false },
  exampleStories: [],
  appLinks: { appStoreUrl: null, playStoreUrl: null },
};

function renderedPage(state: unknown = STATE, attribute = 'home'): Document {
  const doc = document.implementation.createHTMLDocument('Home');
  doc.body.innerHTML =
    `<div id="root" data-rendered="${attribute}"><main><button type="button">Prøv som gjest</button>` +
    `<select><option value="no">Norsk</option><option value="en">English</option></select>` +
    `<a href="/faq">FAQ</a></main></div>` +
    `<script type="application/json" id="home-state">${JSON.stringify(state)}</script>`;
  return doc;
}

/** A promise and the function that settles it, for hydration that finishes when a test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function mount(): { root: HTMLElement; button: HTMLButtonElement; select: HTMLSelectElement } {
  document.body.innerHTML = renderedPage().body.innerHTML;
  const root = document.getElementById('root')!;
  return {
    root,
    button: root.querySelector('button')!,
    select: root.querySelector('select')!,
  };
}

describe('finding the rendered Home', () => {
  it('reads the page and the state it was rendered from', () => {
    const home = findRenderedHome(renderedPage());
    expect(home?.state).toEqual(STATE);
    expect(home?.root.id).toBe('root');
  });

  it('finds nothing on the app’s own pages or with unreadable state', () => {
    expect(findRenderedHome(renderedPage(STATE, 'other'))).toBeNull();
    const broken = renderedPage();
    broken.getElementById('home-state')!.textContent = '{not json';
    expect(findRenderedHome(broken)).toBeNull();
  });
});

describe('whether the rendered Home fits this browser', () => {
  const home = { root: document.body, state: STATE } as unknown as RenderedHome;

  it('fits a visitor in the language it was rendered in', () => {
    expect(renderedHomeFits(home, 'no')).toBe(true);
    expect(renderedHomeFits(home, 'en')).toBe(false);
  });

  it('leaves someone with a session on this device to the app', () => {
    writeString(LocalStorageKey.authToken, 'token');
    expect(renderedHomeFits(home, 'no')).toBe(false);
  });

  it('leaves an address waiting for verification to the app', () => {
    writeString(LocalStorageKey.pendingVerificationEmail, 'a@b.no');
    expect(renderedHomeFits(home, 'no')).toBe(false);
  });
});

describe('when React is needed at once', () => {
  const consent = (categories: string[]) =>
    `cc_cookie=${encodeURIComponent(
      JSON.stringify({
        categories,
        services: {},
        revision: CONSENT_REVISION,
        consentId: '3f1c2c9e-8b1a-4a57-9a43-2f0d8f3f6b11',
        consentTimestamp: '2026-11-20T10:00:00.000Z',
        lastConsentTimestamp: '2026-11-20T10:00:00.000Z',
        languageCode: 'no',
      }),
    )}`;
  const november = new Date(2026, 10, 26);

  it('in December, for the snow', () => {
    expect(renderedHomeWantsReactNow(new Date(2026, 11, 1), '')).toBe(true);
    expect(renderedHomeWantsReactNow(november, '')).toBe(false);
  });

  it('when analytics were allowed, for the page view', () => {
    expect(renderedHomeWantsReactNow(november, `a=b; ${consent(['necessary', 'analytics'])}`)).toBe(
      true,
    );
    expect(renderedHomeWantsReactNow(november, consent(['necessary']))).toBe(false);
    expect(renderedHomeWantsReactNow(november, 'cc_cookie=%7Bbroken')).toBe(false);
  });
});

describe('handing the page to React', () => {
  it('waits for the visitor’s first touch', async () => {
    const { root } = mount();
    const hydrate = vi.fn(() => Promise.resolve(true));
    adoptOnFirstTouch(root, hydrate);
    document.dispatchEvent(new FocusEvent('focusin'));
    expect(hydrate).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts at once when asked to', () => {
    const { root } = mount();
    const hydrate = vi.fn(() => Promise.resolve(true));
    adoptOnFirstTouch(root, hydrate, { now: true });
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts when a control of the page gets focus', () => {
    const { root, button } = mount();
    const hydrate = vi.fn(() => Promise.resolve(true));
    adoptOnFirstTouch(root, hydrate);
    button.focus();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a press until React has the page, then presses the same button', async () => {
    const { root, button } = mount();
    const hydration = deferred<boolean>();
    adoptOnFirstTouch(root, () => hydration.promise);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);

    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    hydration.resolve(true);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute('aria-busy');
    // Once React has the page, presses go straight through.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('does not press an element React drew anew', async () => {
    const { root, button } = mount();
    adoptOnFirstTouch(root, () => Promise.resolve(false));
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    button.click();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('carries a language picked early over to React', async () => {
    const { root, select } = mount();
    const hydration = deferred<boolean>();
    adoptOnFirstTouch(root, () => hydration.promise);
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));

    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual([]);
    // React puts the value it renders back while adopting the page.
    select.value = 'no';
    hydration.resolve(true);
    await vi.waitFor(() => expect(changes).toEqual(['en']));
  });

  it('lets links work natively all along', () => {
    const { root } = mount();
    adoptOnFirstTouch(root, () => new Promise(() => undefined));
    let prevented: boolean | null = null;
    root.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open another page
    });
    root.querySelector('a')!.click();
    expect(prevented).toBe(false);
  });

  it('tries again on the next touch when the code could not be fetched', async () => {
    const { root } = mount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hydrate = vi
      .fn<() => Promise<boolean>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(true);
    const onFailure = vi.fn();
    adoptOnFirstTouch(root, hydrate, { onFailure });
    document.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith(new Error('offline')));
    document.dispatchEvent(new Event('pointerdown'));
    expect(hydrate).toHaveBeenCalledTimes(2);
  });
});

describe('after a new release', () => {
  function fakeWindow(onLine: boolean, navigation: string) {
    const reload = vi.fn();
    const win = {
      navigator: { onLine },
      performance: { getEntriesByType: () => [{ type: navigation }] },
      location: { reload },
    } as unknown as Window;
    return { win, reload };
  }

  it('loads the page once more to get the new files', () => {
    const { win, reload } = fakeWindow(true, 'navigate');
    reloadForNewRelease(win);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline, nor a page that came from a reload', () => {
    for (const [onLine, navigation] of [
      [false, 'navigate'],
      [true, 'reload'],
    ] as const) {
      const { win, reload } = fakeWindow(onLine, navigation);
      reloadForNewRelease(win);
      expect(reload).not.toHaveBeenCalled();
    }
  });
});
