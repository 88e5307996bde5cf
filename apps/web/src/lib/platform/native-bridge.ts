import type { PluginListenerHandle } from '@capacitor/core';
import { deepLinkPath } from './deep-link';
import { interceptExternalLinks } from './external-links';

// The native shell's events turned into the app's navigation. The plugins are passed in (fakes
// in tests; @capacitor/app and @capacitor/browser in native-shell.tsx), so nothing here loads
// native code on the web.

/** The part of @capacitor/app used here. */
export interface AppPluginLike {
  addListener(
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<PluginListenerHandle>;
  addListener(
    event: 'backButton',
    listener: (event: { canGoBack: boolean }) => void,
  ): Promise<PluginListenerHandle>;
  exitApp(): Promise<void>;
}

/** The part of @capacitor/browser used here. */
export interface BrowserPluginLike {
  open(options: { url: string }): Promise<void>;
}

export interface NativeBridgeOptions {
  app: AppPluginLike;
  browser: BrowserPluginLike;
  /** Opens an app path, as a link inside the app would. */
  openPath: (path: string) => void;
  /** Goes back in this visit's history; 'exit' at its root (navigation-history.ts). */
  back: () => 'navigated' | 'exit';
  doc?: Document;
  win?: Window;
}

/**
 * - A link that opened the app (an app link, a universal link or `monstory://`) opens the path
 *   after its host (docs/product.md#native).
 * - Android's back button goes back in history, past the parental gate, and closes the app at the
 *   root. (A listener replaces the web view's own back, which knows nothing of the gate.)
 * - External links open in the system's in-app browser, never in place of the app.
 */
export async function startNativeBridge(options: NativeBridgeOptions): Promise<() => void> {
  const { app, browser } = options;
  const handles = await Promise.all([
    app.addListener('appUrlOpen', ({ url }) => {
      const path = deepLinkPath(url);
      if (path) options.openPath(path);
      else console.warn('Ignored a link into the app', url);
    }),
    app.addListener('backButton', () => {
      if (options.back() === 'exit') void app.exitApp();
    }),
  ]);
  const stopLinks = interceptExternalLinks(options.doc ?? document, options.win ?? window, (url) =>
    browser.open({ url }).catch((error: unknown) => console.warn('Could not open', url, error)),
  );
  return () => {
    for (const handle of handles) void handle.remove();
    stopLinks();
  };
}
