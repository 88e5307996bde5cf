import { afterEach, describe, expect, it } from 'vitest';
import { getPlatform } from './platform';

const globals = globalThis as { Capacitor?: unknown };

afterEach(() => {
  delete globals.Capacitor;
});

describe('getPlatform', () => {
  it('is web in a plain browser', () => {
    expect(getPlatform()).toBe('web');
  });

  it.each(['ios', 'android'])('reads %s from the Capacitor shell', (name) => {
    globals.Capacitor = { getPlatform: () => name };
    expect(getPlatform()).toBe(name);
  });

  it('falls back to web for a platform it does not know', () => {
    globals.Capacitor = { getPlatform: () => 'electron' };
    expect(getPlatform()).toBe('web');
  });
});
