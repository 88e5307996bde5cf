import type { Story } from '@monstory/contracts/story';

// What the fake server answers the story page with.

/** The server's answer with the story. */
export const storyAnswer = (story: Story) => ({ status: 200, body: story });

/** The server's error answer. */
export const failureAnswer = (status: number, code: string, message = 'x') => ({
  status,
  body: { error: { code, message } },
});
