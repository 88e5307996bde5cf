import { BREAKPOINTS, COLORS } from '@monstory/contracts/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheet's design tokens are the product's documented colours and breakpoints: CSS can't
// import the constants, so this holds the two in step.
const css = ['app.css', 'theme-tokens.css']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n');
const token = (name: string): string | undefined =>
  new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe('design tokens', () => {
  it('use the product colours for action and premium', () => {
    expect(token('mo-accent')?.toUpperCase()).toBe(COLORS.secondary);
    expect(token('mo-premium')?.toUpperCase()).toBe(COLORS.premium);
  });

  it('break at the product breakpoints, the small-screen layout ending at lg', () => {
    for (const [name, px] of Object.entries(BREAKPOINTS).filter(([, px]) => px > 0))
      expect(token(`breakpoint-${name}`), name).toBe(`${px}px`);
  });
});
