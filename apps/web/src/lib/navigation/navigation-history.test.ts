import { describe, expect, it } from 'vitest';
import { recordNavigation, resolveBack, resolveHardwareBack } from './navigation-history';
import type { HistoryEntry } from './navigation-history';

const visit = (...paths: string[]): HistoryEntry[] =>
  paths.reduce<HistoryEntry[]>(
    (entries, path, index) => recordNavigation(entries, { key: `k${index}`, path }, 'PUSH'),
    [],
  );

describe('recordNavigation', () => {
  it('stacks pushes, swaps the top on replace and ignores a repeated location', () => {
    let entries = visit('/stuff', '/parental-gate');
    entries = recordNavigation(entries, { key: 'r', path: '/shop' }, 'REPLACE');
    expect(entries.map((e) => e.path)).toEqual(['/stuff', '/shop']);
    expect(recordNavigation(entries, { key: 'r', path: '/shop' }, 'POP')).toEqual(entries);
  });

  it('goes back to a known entry on pop, and treats an unknown key as moving forward', () => {
    const entries = visit('/library', '/stuff', '/stuff/medals');
    const back = recordNavigation(entries, { key: 'k0', path: '/library' }, 'POP');
    expect(back.map((e) => e.path)).toEqual(['/library']);
    const forward = recordNavigation(back, { key: 'k1', path: '/stuff' }, 'POP');
    expect(forward.map((e) => e.path)).toEqual(['/library', '/stuff']);
  });

  it('keeps a bounded list', () => {
    const paths = Array.from({ length: 80 }, (_, i) => `/stories/${i + 1}`);
    expect(visit(...paths)).toHaveLength(50);
  });
});

describe('resolveBack', () => {
  it('steps back once normally', () => {
    expect(resolveBack(visit('/stuff', '/stuff/medals'), '/stuff')).toEqual({
      kind: 'history',
      delta: -1,
    });
  });

  it('skips a parental-gate entry by going back two steps', () => {
    expect(resolveBack(visit('/generate', '/parental-gate', '/shop'), '/stuff')).toEqual({
      kind: 'history',
      delta: -2,
    });
  });

  it('uses the fallback when there is nothing (else than the gate) to go back to', () => {
    expect(resolveBack(visit('/stuff/medals'), '/stuff')).toEqual({ kind: 'path', to: '/stuff' });
    expect(resolveBack(visit('/parental-gate', '/shop'), '/stuff')).toEqual({
      kind: 'path',
      to: '/stuff',
    });
  });
});

describe('resolveHardwareBack (Android’s back button)', () => {
  it('goes one step back, or two past the parental gate', () => {
    expect(resolveHardwareBack(visit('/library', '/story/1'), null)).toEqual({
      kind: 'history',
      delta: -1,
    });
    expect(resolveHardwareBack(visit('/stuff', '/parental-gate', '/shop'), '/stuff')).toEqual({
      kind: 'history',
      delta: -2,
    });
  });

  it('leaves a page opened from a link for its fallback, in its place', () => {
    expect(resolveHardwareBack(visit('/story/1'), '/library')).toEqual({
      kind: 'path',
      to: '/library',
    });
    expect(resolveHardwareBack(visit('/parental-gate', '/shop'), '/stuff')).toEqual({
      kind: 'path',
      to: '/stuff',
    });
  });

  it('closes the app at the root', () => {
    expect(resolveHardwareBack(visit('/generate'), null)).toEqual({ kind: 'exit' });
    expect(resolveHardwareBack(visit('/library'), '/library')).toEqual({ kind: 'exit' });
    expect(resolveHardwareBack([], null)).toEqual({ kind: 'exit' });
  });
});
