// The native apps' icons and splash screens, drawn from the product's own monster (the favicon,
// public/favicon.svg) on the app's canvas colour. `npm run native:sync` renders them into the
// Android and iOS projects with sharp, so a change to the monster reaches the apps at the next
// sync. Nothing is fetched: sharp's renderer comes with its npm package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** The app's canvas (--mo-canvas, capacitor.config.ts backgroundColor). */
export const CANVAS = '#0E1330';

const ANDROID_RES = 'android/app/src/main/res';
const APP_ICON = 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png';
const IOS_SPLASH = 'ios/App/App/Assets.xcassets/Splash.imageset';

const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };

/**
 * Every picture written, with its size in pixels. `kind` says how the monster sits on it:
 * `square` fills a square (the OS cuts its shape), `round` a circle, `foreground` the safe middle
 * of Android's adaptive icon on a clear ground, `splash` the middle of the canvas.
 */
export const NATIVE_ART = [
  ...Object.entries(DENSITIES).flatMap(([density, scale]) => [
    { path: `${ANDROID_RES}/mipmap-${density}/ic_launcher.png`, kind: 'square', size: 48 * scale },
    {
      path: `${ANDROID_RES}/mipmap-${density}/ic_launcher_round.png`,
      kind: 'round',
      size: 48 * scale,
    },
    {
      path: `${ANDROID_RES}/mipmap-${density}/ic_launcher_foreground.png`,
      kind: 'foreground',
      size: 108 * scale,
    },
    {
      path: `${ANDROID_RES}/drawable-port-${density}/splash.png`,
      kind: 'splash',
      width: 320 * scale,
      height: 480 * scale,
    },
    {
      path: `${ANDROID_RES}/drawable-land-${density}/splash.png`,
      kind: 'splash',
      width: 480 * scale,
      height: 320 * scale,
    },
  ]),
  { path: `${ANDROID_RES}/drawable/splash.png`, kind: 'splash', width: 480, height: 320 },
  // The App Store refuses an icon with an alpha channel.
  { path: APP_ICON, kind: 'square', size: 1024, opaque: true },
  ...['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png'].map((name) => ({
    path: `${IOS_SPLASH}/${name}`,
    kind: 'splash',
    width: 2732,
    height: 2732,
    opaque: true,
  })),
].map((art) => ({ ...art, width: art.width ?? art.size, height: art.height ?? art.size }));

/** The adaptive icon's ground behind the foreground (res/values/ic_launcher_background.xml). */
export const ANDROID_ICON_BACKGROUND = `${ANDROID_RES}/values/ic_launcher_background.xml`;

/** The monster alone: the favicon's drawing without its rounded tile, in a 64-unit box. */
export function monsterArt(webDir) {
  const favicon = readFileSync(join(webDir, 'public/favicon.svg'), 'utf8');
  const drawing = favicon.match(/<g[\s>][\s\S]*<\/g>/)?.[0];
  if (!drawing) throw new Error('native art: public/favicon.svg has no <g> with the monster');
  return drawing;
}

/** An SVG of `width`×`height` with the monster `share` of the shorter side wide, in the middle. */
function scene(monster, { width, height, share, ground, clip }) {
  const side = Math.min(width, height) * share;
  const scale = side / 64;
  const x = (width - side) / 2;
  const y = (height - side) / 2;
  const round = `<clipPath id="c"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    clip ? `<defs>${round}</defs>` : ''
  }<g${clip ? ' clip-path="url(#c)"' : ''}>${
    ground ? `<rect width="${width}" height="${height}" fill="${ground}"/>` : ''
  }<g transform="translate(${x} ${y}) scale(${scale})">${monster}</g></g></svg>`;
}

const LAYOUT = {
  // The favicon's own proportions: the monster a little inside the tile's edge.
  square: { share: 1, ground: CANVAS },
  round: { share: 0.9, ground: CANVAS, clip: true },
  // Android shows the middle 72 of 108 units, cut to a circle of 66 at the least.
  foreground: { share: 0.6, ground: null },
  // Small in the middle, as the app's own splash shows it, whatever the screen's shape.
  splash: { share: 0.3, ground: CANVAS },
};

/** Renders one picture to a PNG buffer. */
export async function renderArt(monster, art) {
  const svg = scene(monster, { width: art.width, height: art.height, ...LAYOUT[art.kind] });
  let image = sharp(Buffer.from(svg));
  if (art.opaque) image = image.flatten({ background: CANVAS }).removeAlpha();
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** Writes every icon and splash screen into the projects under `webDir`. */
export async function writeNativeArt(webDir) {
  const monster = monsterArt(webDir);
  for (const art of NATIVE_ART) {
    const target = join(webDir, art.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await renderArt(monster, art));
  }
  writeFileSync(
    join(webDir, ANDROID_ICON_BACKGROUND),
    `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${CANVAS}</color>\n</resources>\n`,
  );
}
