import { detectLanguage } from '../../ai/monster-art/description-tokens.js';
import { monsterSeed } from '../../ai/monster-art/render-monster.js';
import { generatePicture, type Picture } from '../../ai/providers/generate-picture.js';
import type { ImageInput } from '../../ai/providers/image-input.js';
import { renderOfflinePicture } from '../../ai/providers/offline-render.js';
import type { MonstersTable } from '../../db/schema.js';
import { contentAddressedKey } from '../../platform/media/media-keys.js';
import { monsterMediaFolder } from './monster-view.js';
import type { ServiceContext } from '../../platform/service-context.js';

// A monster's picture from its description alone, through the configured image model: the
// offline monster art (the same SVG for the same description, seeded as story pictures draw the
// monster as a hero, so it looks like itself everywhere) or a hosted model, which falls back to
// the offline art when it fails — a child waiting for their monster gets one either way.

export function monsterImageInput(description: string): ImageInput {
  return {
    kind: 'monster',
    description,
    // As the illustrator reads a hero's description: its own language, not the reader's.
    language: detectLanguage(description),
    seed: monsterSeed(description),
  };
}

async function drawPicture(
  ctx: ServiceContext,
  description: string,
  signal: AbortSignal,
): Promise<Picture> {
  const input = monsterImageInput(description);
  const options = { ...(ctx.ai.imageSize && { size: ctx.ai.imageSize }), signal };
  if (ctx.ai.kinds.image === 'offline') return generatePicture(ctx.ai.image, input, options);
  try {
    return await generatePicture(ctx.ai.image, input, options);
  } catch (error) {
    if (signal.aborted) throw error;
    ctx.log.warn({ err: error }, 'the image provider could not draw a monster: drawing it offline');
    return { bytes: new TextEncoder().encode(renderOfflinePicture(input)), extension: 'svg' };
  }
}

/** Draws and stores the monster's picture; answers its media key (JSON, for a job step). */
export async function paintMonster(
  ctx: ServiceContext,
  monster: MonstersTable,
  signal: AbortSignal,
): Promise<string> {
  const picture = await drawPicture(ctx, monster.description, signal);
  const folder = monsterMediaFolder(monster.id);
  const key = contentAddressedKey(folder, 'picture', picture.extension, picture.bytes);
  await ctx.media.put(key, picture.bytes);
  return key;
}
