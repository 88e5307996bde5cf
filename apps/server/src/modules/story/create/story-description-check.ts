import type { ServiceContext } from '../../../platform/service-context.js';
import { assertSafeFamilyText, type FamilyTextOptions } from '../../safety/safety.service.js';

/** The hero's words a story carries: its name and, when the family gave one, its description. */
export interface StoryHeroWords {
  name: string;
  description?: string;
}

/**
 * The family's words for a story — its description and its hero's name and description — through
 * the child-safety gate, before any row or charge exists, so a refusal costs nothing. Creating a
 * story and retrying one judge the same words the same way: the gate's rules may have grown since.
 */
export function assertSafeStoryDescription(
  ctx: Pick<ServiceContext, 'ai' | 'log'>,
  summary: string,
  hero: StoryHeroWords | undefined,
  options: Omit<FamilyTextOptions, 'source'>,
): Promise<void> {
  return assertSafeFamilyText(
    { moderator: ctx.ai.moderator, log: ctx.log },
    [summary, hero?.name ?? '', hero?.description ?? ''],
    { source: 'story-description', ...options },
  );
}
