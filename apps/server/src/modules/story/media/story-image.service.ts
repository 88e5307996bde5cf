import { IMAGE_REGENERATION_LIMIT, type Story } from '@monstory/contracts/story';
import { toDbTime } from '../../../db/columns.js';
import { AppError } from '../../../platform/app-error.js';
import type { RequestUser } from '../../../platform/auth/access.js';
import { ownStory } from '../view/story-access.js';
import { regenerateImageJob } from './story-image.job.js';
import { liveUpdate, readStory } from '../stream/story-live.js';
import { claimPictureForRemake, findParagraph } from '../story-paragraphs.repo.js';
import { takeImageRegeneration } from '../story.repo.js';
import { paragraphView, storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/:uuid/images/:index/regenerate (docs/product.md#story-form, docs/product.md#errors): owner only, at most
// IMAGE_REGENERATION_LIMIT remakes per story (409 IMAGE_REGENERATION_LIMIT), made by a job.

export const NOT_OWNER_MESSAGE = 'You can only regenerate images in your own stories.';
export const LIMIT_MESSAGE = 'You have reached the limit for image regenerations.';
export const FAILED_MESSAGE = 'Failed to regenerate image. Please try again.';

export async function regenerateImage(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  index: number,
): Promise<Story> {
  const story = await ownStory(ctx, uuid, user, NOT_OWNER_MESSAGE);
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'The story must be finished before its pictures are remade.');
  }
  const paragraph = await findParagraph(ctx.db, uuid, index);
  if (!paragraph?.image_status) throw new AppError('NOT_FOUND', 'This paragraph has no picture.');
  const now = toDbTime(ctx.clock.now());
  let imageRun = 0;
  await liveUpdate(ctx, uuid, {
    // The picture is claimed and the remake taken in one transaction, each by a conditional
    // UPDATE: a double tap gets one remake, and the budget is never overspent.
    write: async (trx) => {
      const claimed = await claimPictureForRemake(trx, uuid, index, now);
      if (claimed === undefined) {
        throw new AppError('CONFLICT', 'This picture is being remade already.');
      }
      imageRun = claimed;
      if (!(await takeImageRegeneration(trx, uuid, IMAGE_REGENERATION_LIMIT, now))) {
        throw new AppError('IMAGE_REGENERATION_LIMIT', LIMIT_MESSAGE, {
          details: { limit: IMAGE_REGENERATION_LIMIT },
        });
      }
    },
    events: async () => {
      const row = await findParagraph(ctx.db, uuid, index);
      const image = row && (await paragraphView(ctx, row)).image;
      return image ? [{ type: 'image', paragraphIndex: index, image }] : [];
    },
  });
  await ctx.jobs.enqueue(
    regenerateImageJob,
    { storyId: uuid, index, imageRun },
    { jobKey: `${uuid}/image-${index}-${imageRun}` },
  );
  const read = await readStory(ctx, uuid);
  if (!read) throw new AppError('NOT_FOUND', 'There is no such story.');
  return storyView(ctx, read.row, read.paragraphs, user.id);
}
