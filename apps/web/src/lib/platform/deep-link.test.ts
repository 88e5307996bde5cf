import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-link';

describe('deepLinkPath (the path after the host)', () => {
  it('opens the path, query and fragment of a link on the web host', () => {
    expect(deepLinkPath('https://monstory.app/story/abc?from=mail#p3')).toBe(
      '/story/abc?from=mail#p3',
    );
    expect(deepLinkPath('https://monstory.app/verify-email?token=t.1')).toBe(
      '/verify-email?token=t.1',
    );
    expect(deepLinkPath('https://monstory.app')).toBe('/');
  });

  it('takes everything after monstory:// for the app’s own scheme', () => {
    expect(deepLinkPath('monstory://story/abc')).toBe('/story/abc');
    expect(deepLinkPath('monstory:///home/story/abc')).toBe('/home/story/abc');
    expect(deepLinkPath('MONSTORY://library?page=2')).toBe('/library?page=2');
    expect(deepLinkPath('monstory://')).toBe('/');
  });

  it('leads nowhere else', () => {
    expect(deepLinkPath('javascript:alert(1)')).toBeNull();
    // Extra slashes never make a host: this is the app path /evil.example.
    expect(deepLinkPath('monstory:////evil.example')).toBe('/evil.example');
    expect(deepLinkPath('monstory://\\evil.example')).toBeNull();
    expect(deepLinkPath('not a url')).toBeNull();
  });

  it('leaves Apple’s return to the Android app’s sign-in alone (it carries tokens, not a page)', () => {
    expect(deepLinkPath('monstory://apple-sign-in?success=true&id_token=a.b.c')).toBeNull();
    expect(deepLinkPath('monstory://apple-sign-in')).toBeNull();
    expect(deepLinkPath('monstory://apple-sign-in-help')).toBe('/apple-sign-in-help');
  });
});
