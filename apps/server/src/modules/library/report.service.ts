import { LIBRARY_HIDE_AFTER_REPORTS, type ReportStoryRequest } from '@monstory/contracts/library';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { RequestUser } from '../../platform/auth/access.js';
import { NOT_FOUND_MESSAGE, viewableStory } from '../story/view/story-access.js';
import { lockStory } from './library-counters.repo.js';
import { libraryChanged } from './library-caches.js';
import {
  countWeighingReports,
  hideStoryFor,
  insertReportOnce,
  setReportCount,
} from './reports.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// POST /api/story/:uuid/report (docs/product.md#ratings-reports reasons, "reporting a story deletes it from the
// reporter's overview"). One report per person and story; the story leaves the reporter's lists
// and library at once. Only reports from verified accounts other than the owner weigh towards
// hiding it from everyone — throwaway guests cannot silence a story: at
// LIBRARY_HIDE_AFTER_REPORTS such reports a story others can see is HIDDEN (out of the library,
// closed to shared links) and waits in the team's review queue (story-review.ts).

export async function reportStory(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  body: ReportStoryRequest,
): Promise<void> {
  await viewableStory(ctx, uuid, user);
  const now = toDbTime(ctx.clock.now());
  const hidden = await ctx.db.transaction().execute(async (trx) => {
    const story = await lockStory(trx, uuid);
    if (!story) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await hideStoryFor(trx, uuid, user.id, now);
    const isOwner = story.user_id === user.id;
    const isNew = await insertReportOnce(trx, {
      story_id: uuid,
      user_id: user.id,
      reason: body.reason,
      text: body.text?.trim() || null,
      created_at: now,
      counts: !isOwner && user.kind === 'registered-verified' ? 1 : 0,
    });
    if (!isNew || isOwner) return false;
    const weighing = await countWeighingReports(trx, uuid);
    const seenByOthers =
      story.library_state === 'PUBLISHED' || story.is_example === 1 || story.shared_at !== null;
    const hide =
      seenByOthers && story.library_state !== 'HIDDEN' && weighing >= LIBRARY_HIDE_AFTER_REPORTS;
    await setReportCount(
      trx,
      uuid,
      story.report_count + 1,
      hide ? (story.library_state === 'PUBLISHED' ? 'PUBLISHED' : 'PRIVATE') : undefined,
    );
    return hide;
  });
  libraryChanged(ctx);
  if (hidden) ctx.log.warn({ storyId: uuid }, 'story hidden after reports; it waits for review');
}
