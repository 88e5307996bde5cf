import { afterEach, describe, expect, it } from 'vitest';
import { fetchAppFiles } from './app-files';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('fetchAppFiles', () => {
  it('asks for every listed file once: scripts as modules, the stylesheet as a style', () => {
    document.head.innerHTML =
      '<meta name="monstory-app-files" content="/assets/boot-1.js /assets/framework-2.js /assets/boot-3.css" />';
    fetchAppFiles();
    fetchAppFiles();
    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['modulepreload', null, '/assets/boot-1.js'],
      ['modulepreload', null, '/assets/framework-2.js'],
      ['preload', 'style', '/assets/boot-3.css'],
    ]);
  });

  it('does nothing without the list (the development server)', () => {
    fetchAppFiles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
