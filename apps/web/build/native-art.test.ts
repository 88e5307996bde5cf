import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import capacitorConfig from '../capacitor.config';
import {
  ANDROID_ICON_BACKGROUND,
  CANVAS,
  NATIVE_ART,
  monsterArt,
  renderArt,
} from '../scripts/native-art.mjs';

// The icons and splash screens `npm run native:sync` draws into the committed projects: each in
// its place at the size Android and iOS ask for, and each the monster's, not Capacitor's own.

const web = join(import.meta.dirname, '..');
const hex = (rgb: ArrayLike<number>) =>
  `#${[...Array.from(rgb).slice(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

async function pixel(file: Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return {
    colour: hex(data.subarray(at, at + 3)),
    alpha: info.channels === 4 ? data[at + 3] : 255,
  };
}

describe('the native icons and splash screens', () => {
  it('are the app’s canvas colour, as the shell’s background is', () => {
    expect(capacitorConfig.backgroundColor).toBe(CANVAS);
    expect(readFileSync(join(web, ANDROID_ICON_BACKGROUND), 'utf8')).toContain(
      `<color name="ic_launcher_background">${CANVAS}</color>`,
    );
  });

  it.each(NATIVE_ART)('$path is there at $width×$height', async (art) => {
    const file = readFileSync(join(web, art.path));
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', art.width, art.height]);
    if (art.opaque) expect(meta.hasAlpha).toBe(false);
  });

  it('draw the monster from public/favicon.svg on the canvas', async () => {
    const icon = NATIVE_ART.find((art) => art.path.includes('AppIcon'))!;
    const committed = readFileSync(join(web, icon.path));
    // The corner is the canvas; the middle is the monster's teal face.
    expect((await pixel(committed, 2, 2)).colour).toBe(CANVAS);
    expect((await pixel(committed, 512, 360)).colour).toBe('#00FFD6');
    // And it is what a sync draws from the favicon today.
    const fresh = await renderArt(monsterArt(web), icon);
    const [a, b] = [await sharp(committed).raw().toBuffer(), await sharp(fresh).raw().toBuffer()];
    expect(a.equals(b)).toBe(true);
  });

  it('leave the adaptive icon’s foreground clear around the monster', async () => {
    const foreground = NATIVE_ART.find((art) => art.kind === 'foreground')!;
    const file = readFileSync(join(web, foreground.path));
    expect((await pixel(file, 1, 1)).alpha).toBe(0);
    expect((await pixel(file, foreground.width / 2, foreground.height / 2)).alpha).toBe(255);
  });
});
