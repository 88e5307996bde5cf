import { describe, expect, it } from 'vitest';
import { insertTestStory, libraryAppPerFile, send, storyRow } from './library.testing.js';

// POST /api/story/:uuid/read and POST /api/story/:uuid/listening.

const t = libraryAppPerFile();

const read = (uuid: string, progress: number, who = t.reader) =>
  send(t.app, who.headers, 'POST', `/api/story/${uuid}/read`, { progress });
const listen = (uuid: string, seconds: number) =>
  send(t.app, t.reader.headers, 'POST', `/api/story/${uuid}/listening`, { seconds });
const readRow = (uuid: string) =>
  t.db
    .selectFrom('story_reads')
    .selectAll()
    .where('story_id', '=', uuid)
    .where('user_id', '=', t.reader.userId)
    .executeTakeFirstOrThrow();

describe('reading a story', () => {
  it('keeps the furthest progress and counts the read once, at half the text', async () => {
    const uuid = await insertTestStory(t.app, t.author.userId, { library_state: 'PUBLISHED' });
    expect((await read(uuid, 0.3)).statusCode).toBe(204);
    expect((await storyRow(t.app, uuid)).read_count).toBe(0);
    await read(uuid, 0.1);
    expect(await readRow(uuid)).toMatchObject({ progress: 300, counted_at: null });
    await read(uuid, 0.5);
    await read(uuid, 1);
    await read(uuid, 0.2);
    expect(await readRow(uuid)).toMatchObject({
      progress: 1000,
      counted_at: t.clock.now().toISOString(),
    });
    expect((await storyRow(t.app, uuid)).read_count).toBe(1);
  });

  it('counts a read once even when the reports arrive together', async () => {
    const uuid = await insertTestStory(t.app, t.author.userId, { library_state: 'PUBLISHED' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => read(uuid, 0.5 + i / 20)),
    );
    expect(responses.every((r) => r.statusCode === 204)).toBe(true);
    expect((await storyRow(t.app, uuid)).read_count).toBe(1);
    expect((await readRow(uuid)).progress).toBe(950);
  });

  it('refuses progress outside 0–1', async () => {
    const uuid = await insertTestStory(t.app, t.author.userId, { library_state: 'PUBLISHED' });
    expect((await read(uuid, 1.5)).statusCode).toBe(400);
    expect((await read(uuid, -0.1)).statusCode).toBe(400);
  });
});

describe('listening to a story', () => {
  it('adds up listening time, but never past twice the narration', async () => {
    const uuid = await insertTestStory(t.app, t.author.userId, {
      library_state: 'PUBLISHED',
      audio_status: 'READY',
      audio_key: 'private/stories/x/narration.mp3',
      audio_duration_ms: 100_500,
    });
    expect((await listen(uuid, 30)).statusCode).toBe(204);
    await listen(uuid, 30);
    expect((await readRow(uuid)).listened_seconds).toBe(60);
    for (let i = 0; i < 5; i += 1) await listen(uuid, 120);
    expect((await readRow(uuid)).listened_seconds).toBe(201);
    // Listening alone does not count as reading.
    expect((await storyRow(t.app, uuid)).read_count).toBe(0);
  });

  it('refuses listening to a story without narration, and reports over 120 s', async () => {
    const uuid = await insertTestStory(t.app, t.author.userId, { library_state: 'PUBLISHED' });
    expect((await listen(uuid, 30)).statusCode).toBe(409);
    expect((await listen(uuid, 121)).statusCode).toBe(400);
    expect((await listen(uuid, 0)).statusCode).toBe(400);
  });
});
