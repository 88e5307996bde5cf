import { apiGet } from '../../lib/api/api-client';
import { storyPath } from '../../lib/story/story-query';

// Making a long book takes the server a moment; one retry is enough for a dropped connection.
const BOOK_TIMEOUT_MS = 60_000;

/**
 * GET /api/story/{uuid}/book.pdf (owner): the story as a printable A5 book. The first one costs
 * credits unless subscribed, so a 402 NOT_ENOUGH_CREDITS may come back instead.
 */
export function fetchStoryBook(uuid: string): Promise<Blob> {
  return apiGet<Blob>(`${storyPath(uuid)}/book.pdf`, {
    read: 'blob',
    headers: { Accept: 'application/pdf, application/json' },
    timeoutMs: BOOK_TIMEOUT_MS,
    attempts: 2,
  });
}

/** A file name from the title: its letters and digits, or just "story". */
export function bookFileName(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${plain || 'story'}.pdf`;
}
