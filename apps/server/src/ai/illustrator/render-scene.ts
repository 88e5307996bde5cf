// The offline illustrator: a SceneSpec becomes a small, safe SVG picture, the same one for the
// same seed every time. Layers, back to front: setting, big objects, the moment's backdrop (a
// choir, a rocket's smoke), cast, small objects, the moment's touches (notes, hearts), weather.

import type { SceneSetting, SceneSpec } from '../scene-spec';
import { layoutCast } from './cast-layout';
import { createRng, hashString } from './random';
import type { SceneContext } from './scene-context';
import { scenePalette } from './scene-palette';
import { SETTINGS } from './settings/settings';
import { idMaker, svgDocument } from './svg';
import { moodOverlay, weatherOverlay } from './weather';
import { placeObjects } from './objects/place-objects';
import { isSmall } from './objects/small-objects';
import { drawMoment } from './moments';

const INDOOR = new Set<SceneSetting>(['bedroom', 'kitchen', 'library']);

export interface RenderSceneOptions {
  seed: string;
  /** Pixel size; the aspect is kept between 2:1 and 4:3 (default 800×500, 16:10). */
  width?: number;
  height?: number;
}

/** Falling asleep at home happens in a bedroom, supper in a kitchen, not out in the street. */
const HOMES = new Set<SceneSetting>(['house', 'village', 'farm', 'city']);

function roomFor(spec: SceneSpec): SceneSpec {
  if (!HOMES.has(spec.setting)) return spec;
  const room =
    spec.moment === 'sleeping' ? 'bedroom' : spec.moment === 'eating' ? 'kitchen' : undefined;
  if (!room) return spec;
  // The house's garden things (its own house, a tree) stay outside.
  return { ...spec, setting: room, objects: spec.objects.filter(isSmall) };
}

export function renderScene(given: SceneSpec, options: RenderSceneOptions): string {
  const spec = roomFor(given);
  const width = options.width ?? 800;
  const height = options.height ?? Math.round((width * 10) / 16);
  const W = 800;
  const H = Math.round(Math.min(600, Math.max(400, (W * height) / width)));
  const ctx: SceneContext = {
    W,
    H,
    horizon: Math.round(H * 0.58),
    rng: createRng(`scene/${options.seed}`),
    pal: scenePalette(spec.timeOfDay, spec.mood, spec.palette, INDOOR.has(spec.setting)),
    spec,
    nextId: idMaker(`s${hashString(options.seed).toString(36)}`),
    defs: [],
    detail: spec.characters.length <= 2 ? 1 : spec.characters.length === 3 ? 0.75 : 0.55,
  };
  const setting = SETTINGS[spec.setting](ctx);
  const cast = layoutCast(ctx, setting.stage, spec.characters);
  const objects = placeObjects(ctx, setting, cast);
  const moment = drawMoment(ctx, cast, setting.stage);
  const weather = setting.noWeather ? '' : weatherOverlay(ctx);
  // Mist lies behind the cast so faces stay clear; rain and snow fall in front of everyone.
  const mist = spec.weather === 'fog';
  const body =
    setting.back +
    objects.back +
    moment.back +
    (mist ? weather : '') +
    cast.svg +
    objects.front +
    moment.front +
    (setting.front ?? '') +
    (mist ? '' : weather) +
    moodOverlay(ctx);
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    title: spec.alt ?? spec.caption,
    defs: ctx.defs.join(''),
    body,
  });
}
