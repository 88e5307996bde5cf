import { COLORS } from '@monstory/contracts/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheet's colours are the product's documented ones: index.html's first paint inlines
// theme-tokens.css, which cannot import the constants, so this holds the two in step. The
// breakpoints come from the constants themselves (contract-theme.ts, a Tailwind plugin).
const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const css = ['app.css', 'theme-tokens.css'].map(read).join('\n');
const token = (name: string): string | undefined =>
  new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe('design tokens', () => {
  it('use the product colours for action and premium', () => {
    expect(token('mo-accent')?.toUpperCase()).toBe(COLORS.secondary);
    expect(token('mo-premium')?.toUpperCase()).toBe(COLORS.premium);
  });

  it('write each product colour once: what derives from one refers to its token', () => {
    const sheets = [css, read('../features/audio-player/audio-player.css')].join('\n');
    for (const hex of Object.values(COLORS)) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(sheets.toUpperCase().split(hex).length - 1, hex).toBe(1);
      expect(sheets, hex).not.toContain(`rgb(${r} ${g} ${b}`);
    }
  });

  it('take the breakpoints from the contracts, and name none of their own', () => {
    expect(read('app.css')).toContain("@plugin './contract-theme.ts';");
    expect(css).not.toMatch(/--breakpoint-[a-z]+:\s*\d/);
    const consent = readFileSync(
      join(import.meta.dirname, '../lib/consent/consent-banner.css'),
      'utf8',
    );
    expect(consent).not.toMatch(/@media[^{]*\d+px/);
  });
});
