import crypto from 'node:crypto';
import {
  FEEDBACK_AFTER_READS,
  FEEDBACK_QUIET_DAYS,
  type FeedbackStatus,
} from '@monstory/contracts/library';
import { toDbTime } from '../../db/columns.js';
import type { FeedbackTable } from '../../db/schema.js';
import type { Caller } from '../../platform/auth/caller.js';
import { mailLanguageFor } from '../profile/profile-language.js';
import {
  assertAnswersFit,
  feedbackLanguage,
  feedbackQuestions,
  type FeedbackLanguage,
} from './feedback-questions.js';
import { countedReads, insertFeedback, lastFeedbackAt } from './feedback.repo.js';
import type { DataContext } from '../../platform/service-context.js';
import { DAY_MS } from '@monstory/contracts/time';

// Feedback (docs/product.md#feedback): the prompt appears once a person has read FEEDBACK_AFTER_READS stories
// (reads as the library counts them) and stays away for FEEDBACK_QUIET_DAYS after an answer or a
// decline. Guests are not asked: their answers would mostly be a first look at the app.

async function languageOf(ctx: DataContext, caller: Caller): Promise<FeedbackLanguage> {
  return feedbackLanguage(await mailLanguageFor(ctx, caller.user.id, caller.preferences));
}

export async function feedbackStatus(ctx: DataContext, caller: Caller): Promise<FeedbackStatus> {
  const questions = feedbackQuestions(await languageOf(ctx, caller));
  if (caller.user.isAnonymous) return { shouldShowFeedback: false, questions };
  const last = await lastFeedbackAt(ctx.db, caller.user.id);
  const quietUntil = last ? new Date(last).getTime() + FEEDBACK_QUIET_DAYS * DAY_MS : 0;
  const shouldShowFeedback =
    ctx.clock.now().getTime() >= quietUntil &&
    (await countedReads(ctx.db, caller.user.id)) >= FEEDBACK_AFTER_READS;
  return { shouldShowFeedback, questions };
}

async function record(
  ctx: DataContext,
  caller: Caller,
  row: Pick<FeedbackTable, 'kind' | 'answers' | 'comment'>,
): Promise<void> {
  await insertFeedback(ctx.db, {
    id: crypto.randomUUID(),
    user_id: caller.user.id,
    ...row,
    language: await languageOf(ctx, caller),
    created_at: toDbTime(ctx.clock.now()),
  });
}

export async function submitFeedback(
  ctx: DataContext,
  caller: Caller,
  body: { answers: Record<string, number | string>; comment?: string | undefined },
): Promise<void> {
  assertAnswersFit(body.answers);
  await record(ctx, caller, {
    kind: 'SUBMITTED',
    answers: JSON.stringify(body.answers),
    comment: body.comment || null,
  });
}

export async function declineFeedback(ctx: DataContext, caller: Caller): Promise<void> {
  await record(ctx, caller, { kind: 'DECLINED', answers: null, comment: null });
}
