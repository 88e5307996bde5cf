import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app.js';
import { defineJob } from './job-definition.js';
import { deferred } from '../test/deferred.testing.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('background services in the app', () => {
  it('default to the embedded runner, in-process events and media under DATA_DIR', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    expect([t.app.jobs.kind, t.app.events.kind, t.app.media.kind]).toEqual([
      'embedded',
      'memory',
      'disk',
    ]);
    await t.app.media.put('public/stories/s1/a.txt', Buffer.from('hello'));
    const file = path.join(t.app.config.dataDir, 'media', 'public', 'stories', 's1', 'a.txt');
    expect(fs.readFileSync(file, 'utf8')).toBe('hello');
  });

  it('with RUN_WORKERS, run jobs by themselves once the app is ready, until it closes', async () => {
    const t = await createTestApp({ config: { runWorkers: true } });
    cleanups.push(() => t.close());
    const ran = deferred<string>();
    const hello = defineJob({
      name: 'test.hello',
      payload: z.object({ name: z.string() }),
      handler: async ({ name }, ctx) => {
        await ctx.app.events.publish(`user:${name}`, { type: 'hello' });
        ran.resolve(name);
      },
    });
    t.app.jobs.register(hello);
    await t.app.ready();
    const { id } = await t.app.jobs.enqueue(hello, { name: 'ada' });
    expect(await ran.promise).toBe('ada');
    await t.app.close();
    const row = await t.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('succeeded');
  });
});
