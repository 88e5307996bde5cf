import { renderScene } from '../illustrator/render-scene.js';
import { parseMonsterDescription } from '../monster-art/parse-monster-description.js';
import { renderMonster } from '../monster-art/render-monster.js';
import type { ImageInput } from './image-input.js';

/** The offline illustrator or monster art for one picture: an SVG document. */
export function renderOfflinePicture(input: ImageInput): string {
  return input.kind === 'scene'
    ? renderScene(input.scene, { seed: input.seed })
    : renderMonster(parseMonsterDescription(input.description, input.language), {
        seed: input.seed,
        size: 400,
        title: input.description.slice(0, 120),
      });
}
