import type { Story } from '@monstory/contracts/story';

/** Whether the server is still working on something the reader will see arrive. */
export function isStoryInProgress(story: Story): boolean {
  if (story.status === 'FAILED') return false;
  if (story.status === 'CREATING') return true;
  if (story.status === 'DRAFT' && !story.choices?.length) return true;
  if (story.audioStatus === 'GENERATING') return true;
  return story.paragraphs.some(
    (paragraph) =>
      paragraph.image?.status === 'PENDING' || paragraph.image?.status === 'REGENERATING',
  );
}

/** Whether any of the story's words have arrived yet. */
export function hasStoryText(story: Story): boolean {
  return story.paragraphs.some((paragraph) => paragraph.text.trim() !== '');
}
