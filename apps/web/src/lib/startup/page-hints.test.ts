import { afterEach, describe, expect, it } from 'vitest';
import { pageCameWithoutSessionCookie } from './page-hints';

afterEach(() => document.head.querySelector('meta[name="monstory-session-cookie"]')?.remove());

function note(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'monstory-session-cookie';
  meta.content = content;
  document.head.append(meta);
}

describe('the server’s note on the session cookie', () => {
  it('is read from the page', () => {
    note('absent');
    expect(pageCameWithoutSessionCookie()).toBe(true);
  });

  it('assumes nothing when the cookie came or there is no note', () => {
    expect(pageCameWithoutSessionCookie()).toBe(false);
    note('present');
    expect(pageCameWithoutSessionCookie()).toBe(false);
  });
});
