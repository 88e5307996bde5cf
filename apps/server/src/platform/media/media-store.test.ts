import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/test-database.js';
import { DiskMediaStore } from './disk-media-store.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';
import { startS3TestServer } from './s3-test-server.js';

// The same behaviour from the disk store and from a real S3-compatible server (s3rver).

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function diskStore(): DiskMediaStore {
  const root = makeTempDir('monstory-media-');
  cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
  return new DiskMediaStore(root);
}

async function s3Store(): Promise<MediaStore> {
  const store = await createS3MediaStore(s3.config, undefined);
  cleanups.push(async () => {
    await store.deletePrefix('public/test/');
    await store.deletePrefix('private/test/');
    await store.close();
  });
  return store;
}

const providers: [string, () => Promise<MediaStore>][] = [
  ['disk', async () => diskStore()],
  ['s3', s3Store],
];

describe.each(providers)('%s media store', (kind, create) => {
  it('stores bytes and streams, and gives them back whole or in part', async () => {
    const store = await create();
    expect(store.kind).toBe(kind);
    await store.put('public/test/s1/words.txt', Buffer.from('Once upon a time'), {
      contentType: 'text/plain',
    });
    await store.put(
      'public/test/s1/audio.mp3',
      Readable.from([Buffer.from('ID3'), Buffer.from('abc')]),
    );

    const whole = await store.get('public/test/s1/words.txt');
    expect(whole).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      size: 16,
      range: undefined,
    });
    expect(await text(whole!.body)).toBe('Once upon a time');
    expect(whole!.etag).toBeTruthy();

    const part = await store.get('public/test/s1/words.txt', { range: { start: 5, end: 8 } });
    expect(part).toMatchObject({ size: 16, range: { start: 5, end: 8 } });
    expect(await text(part!.body)).toBe('upon');

    expect(await store.head('public/test/s1/audio.mp3')).toMatchObject({
      contentType: 'audio/mpeg',
      size: 6,
    });
  });

  it('answers undefined for a missing key and replaces a key whole', async () => {
    const store = await create();
    expect(await store.head('public/test/none.png')).toBeUndefined();
    expect(await store.get('public/test/none.png')).toBeUndefined();
    await store.put('public/test/a.txt', Buffer.from('first version'));
    await store.put('public/test/a.txt', Buffer.from('second'));
    expect(await text((await store.get('public/test/a.txt'))!.body)).toBe('second');
  });

  it('deletes one key, or every key under a folder and nothing beside it', async () => {
    const store = await create();
    for (const key of [
      'public/test/s1/a.png',
      'public/test/s1/deep/b.png',
      'public/test/s10/c.png',
    ]) {
      await store.put(key, Buffer.from(key));
    }
    await store.delete('public/test/s10/c.png');
    await store.delete('public/test/s10/c.png');
    expect(await store.head('public/test/s10/c.png')).toBeUndefined();

    await store.put('public/test/s10/c.png', Buffer.from('kept'));
    expect(await store.deletePrefix('public/test/s1/')).toBe(2);
    expect(await store.head('public/test/s1/deep/b.png')).toBeUndefined();
    expect(await store.head('public/test/s10/c.png')).toBeDefined();
    expect(await store.deletePrefix('public/test/s1/')).toBe(0);
  });

  it('refuses unsafe keys before touching storage', async () => {
    const store = await create();
    await expect(store.put('public/../x.txt', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    await expect(store.get('public/test/.hidden.txt')).rejects.toThrow(/not a media key/);
    await expect(store.deletePrefix('public/')).rejects.toThrow(/not a media folder/);
    await expect(
      store.put('public/test/a.png', Buffer.from('x'), { contentType: 'text/html' }),
    ).rejects.toThrow(/served as image\/png/);
  });
});

describe('disk media store', () => {
  it('never leaves half a file: a failed write keeps the old bytes and no temp file', async () => {
    const root = makeTempDir('monstory-media-');
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const store = new DiskMediaStore(root);
    await store.put('public/test/story.txt', Buffer.from('the old story'));
    const broken = new Readable({
      read() {
        this.push('half of a new ');
        this.destroy(new Error('the generator crashed'));
      },
    });
    await expect(store.put('public/test/story.txt', broken)).rejects.toThrow(
      'the generator crashed',
    );
    expect(await text((await store.get('public/test/story.txt'))!.body)).toBe('the old story');
    expect(fs.readdirSync(path.join(root, 'public', 'test'))).toEqual(['story.txt']);
  });

  it('keeps the files under its root', async () => {
    const root = makeTempDir('monstory-media-');
    cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
    const store = new DiskMediaStore(root);
    await store.put('private/test/u1/a.json', Buffer.from('{}'));
    expect(fs.readdirSync(path.join(root, 'private', 'test', 'u1'))).toEqual(['a.json']);
  });
});
