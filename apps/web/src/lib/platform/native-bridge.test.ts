import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppPluginLike } from './native-bridge';
import { startNativeBridge } from './native-bridge';
import { fakeAppPlugin, fakeBrowserPlugin } from './plugin-fakes.testing';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
});

async function start(back: () => 'navigated' | 'exit' = () => 'navigated') {
  const app = fakeAppPlugin();
  const browser = fakeBrowserPlugin();
  const openPath = vi.fn();
  const backSpy = vi.fn(back);
  stop = await startNativeBridge({
    app: app as unknown as AppPluginLike,
    browser,
    openPath,
    back: backSpy,
  });
  return { app, browser, openPath, back: backSpy };
}

describe('the native bridge', () => {
  it('opens the path of a link that opened the app (appUrlOpen)', async () => {
    const { app, openPath } = await start();
    app.emit('appUrlOpen', { url: 'https://monstory.app/story/s-1?from=share' });
    app.emit('appUrlOpen', { url: 'monstory://library' });
    expect(openPath.mock.calls).toEqual([['/story/s-1?from=share'], ['/library']]);
  });

  it('ignores a link it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { app, openPath } = await start();
    app.emit('appUrlOpen', { url: 'javascript:alert(1)' });
    expect(openPath).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('goes back on Android’s back button, and closes the app at the root', async () => {
    const answers: ('navigated' | 'exit')[] = ['navigated', 'exit'];
    const { app, back } = await start(() => answers.shift() ?? 'exit');
    app.emit('backButton', { canGoBack: true });
    expect(back).toHaveBeenCalledTimes(1);
    expect(app.exitApp).not.toHaveBeenCalled();
    app.emit('backButton', { canGoBack: false });
    expect(app.exitApp).toHaveBeenCalledTimes(1);
  });

  it('opens external links in the system browser, and leaves the app’s own alone', async () => {
    const { browser } = await start();
    document.body.innerHTML = `
      <a id="out" href="https://www.facebook.com/monstory" target="_blank">fb</a>
      <a id="in" href="/library">library</a>
      <a id="mail" href="mailto:hei@monstory.app">mail</a>`;
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('out')).toBe(true);
    expect(browser.open).toHaveBeenCalledWith({ url: 'https://www.facebook.com/monstory' });
    expect(click('in')).toBe(false);
    expect(click('mail')).toBe(false);
    expect(browser.open).toHaveBeenCalledTimes(1);

    expect(window.open('https://example.com/terms')).toBeNull();
    expect(browser.open).toHaveBeenLastCalledWith({ url: 'https://example.com/terms' });
  });

  it('lets everything go when stopped', async () => {
    const original = window.open;
    const { app, openPath } = await start();
    expect(window.open).not.toBe(original);
    stop?.();
    stop = null;
    await Promise.resolve();
    expect(app.count('appUrlOpen')).toBe(0);
    expect(app.count('backButton')).toBe(0);
    expect(window.open).toBe(original);
    app.emit('appUrlOpen', { url: 'monstory://library' });
    expect(openPath).not.toHaveBeenCalled();
  });
});
