import type { StoryStreamEvent } from '@monstory/contracts/story';
import type { Kysely, Updateable } from 'kysely';
import { toDbTime } from '../../../db/columns.js';
import type { Database, StoriesTable, StoryParagraphsTable } from '../../../db/schema.js';
import type { ChannelEvent, ChannelSnapshot } from '../../../platform/events/event-bus.js';
import { paragraphsOf } from '../story-paragraphs.repo.js';
import { findStory, updateStoryStream } from '../story.repo.js';
import { storyTexts } from '../story-texts.js';
import { storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// The live side of a story (GET /api/story/:uuid/stream). Every change is written first, in one
// transaction with `stream_seq` raised by the number of events it makes, and published after:
// so whatever a late joiner's snapshot shows is numbered, and a live event newer than it is
// never already in it. A restarted job finds everything it had streamed in the database.

export function storyChannel(uuid: string): string {
  return `story:${uuid}`;
}

/** The story was deleted while something was working on it. */
export class StoryGoneError extends Error {
  override name = 'StoryGoneError';
}

export interface LiveChange {
  patch?: Updateable<StoriesTable>;
  /** Further writes in the same transaction (paragraphs, ledger, notifications). */
  write?: (trx: Kysely<Database>) => Promise<void>;
  /** The events this change makes, built after the commit (they may read what it wrote). */
  events: StoryStreamEvent[] | (() => Promise<StoryStreamEvent[]>);
  /** How many events `events` makes when it is a function (default 1). */
  count?: number;
}

export async function liveUpdate(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'events'>,
  uuid: string,
  change: LiveChange,
): Promise<void> {
  const count = Array.isArray(change.events) ? change.events.length : (change.count ?? 1);
  const now = toDbTime(ctx.clock.now());
  const lastSeq = await ctx.db.transaction().execute(async (trx) => {
    const seq = await updateStoryStream(trx, uuid, { ...change.patch, updated_at: now }, count);
    if (seq === undefined) throw new StoryGoneError(`Story ${uuid} no longer exists`);
    await change.write?.(trx);
    return seq;
  });
  const events = Array.isArray(change.events) ? change.events : await change.events();
  await publishStoryEvents(ctx, uuid, lastSeq - count + 1, events);
}

export async function publishStoryEvents(
  ctx: Pick<ServiceContext, 'events'>,
  uuid: string,
  firstSeq: number,
  events: StoryStreamEvent[],
): Promise<void> {
  for (const [i, event] of events.entries()) {
    await ctx.events.publish(storyChannel(uuid), {
      type: event.type,
      data: event,
      seq: firstSeq + i,
    });
  }
}

export interface StoryRead {
  row: StoriesTable;
  paragraphs: StoryParagraphsTable[];
}

/** The story and its paragraphs as of one stream_seq (read again if a change came between). */
export async function readStory(
  ctx: Pick<ServiceContext, 'db'>,
  uuid: string,
): Promise<StoryRead | undefined> {
  let read: StoryRead | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await findStory(ctx.db, uuid);
    if (!row) return undefined;
    const paragraphs = await paragraphsOf(ctx.db, uuid);
    const after = await findStory(ctx.db, uuid);
    if (!after) return undefined;
    read = { row: after, paragraphs };
    if (after.stream_seq === row.stream_seq) return read;
  }
  return read;
}

/** Nothing is being made for the story any more: its stream may end. */
export function isSettled({ row, paragraphs }: StoryRead): boolean {
  if (row.status === 'FAILED') return true;
  return (
    row.status === 'READY' &&
    row.audio_status !== 'GENERATING' &&
    !paragraphs.some((p) => p.image_status === 'REGENERATING')
  );
}

/** The story as a finished stream's closing event: `done`, or `error` for a failed one. */
export async function closingEvent(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mediaAccess'>,
  read: StoryRead,
  viewerId: string | undefined,
): Promise<StoryStreamEvent> {
  if (read.row.status === 'FAILED') {
    return {
      type: 'error',
      message: read.row.error ?? storyTexts(read.row.ui_language).failed(''),
    };
  }
  return { type: 'done', story: await storyView(ctx, read.row, read.paragraphs, viewerId) };
}

/** What a client joining the stream gets first: the whole story, and the end if it is over. */
export async function storySnapshot(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mediaAccess'>,
  uuid: string,
  viewerId: string | undefined,
): Promise<ChannelSnapshot> {
  const read = await readStory(ctx, uuid);
  if (!read) {
    const message = storyTexts('en').deleted;
    return { events: [{ type: 'error', data: { type: 'error', message }, seq: 0 }], seq: 0 };
  }
  const seq = read.row.stream_seq;
  const story = await storyView(ctx, read.row, read.paragraphs, viewerId);
  const events: ChannelEvent[] = [{ type: 'snapshot', data: { type: 'snapshot', story }, seq }];
  if (isSettled(read)) {
    const closing = await closingEvent(ctx, read, viewerId);
    events.push({ type: closing.type, data: closing, seq });
  }
  return { events, seq };
}
