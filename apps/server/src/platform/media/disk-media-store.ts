import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey, assertMediaPrefix, contentTypeFor } from './media-keys.js';
import { checkContentType } from './media-put.js';
import type { ByteRange, MediaInfo, MediaObject, MediaStore, PutOptions } from './media-store.js';
import { mediaUrl } from './media-url.js';

/** The embedded store: one file per key under `root` (DATA_DIR/media). */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  readonly #root: string;
  readonly #publicBaseUrl: string | undefined;

  constructor(root: string, publicBaseUrl?: string) {
    this.#root = path.resolve(root);
    this.#publicBaseUrl = publicBaseUrl;
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions = {}): Promise<void> {
    checkContentType(key, options.contentType);
    const file = this.#file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written beside the target, then renamed over it: a reader sees the old file or the new
    // one, never half of one. The `.tmp` name is no valid key, so it is never served.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      if (body instanceof Readable) {
        await pipeline(body, fs.createWriteStream(temp, { flags: 'wx' }));
      } else {
        await fs.promises.writeFile(temp, body, { flag: 'wx' });
      }
      await fs.promises.rename(temp, file);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<MediaInfo | undefined> {
    const stat = await this.#stat(key);
    return stat && this.#info(key, stat);
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<MediaObject | undefined> {
    const stat = await this.#stat(key);
    if (!stat) return undefined;
    const { range } = options;
    const body = fs.createReadStream(
      this.#file(key),
      range && { start: range.start, end: range.end },
    );
    return { ...this.#info(key, stat), body, range };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.#file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertMediaPrefix(prefix);
    const dir = this.#inside(path.join(this.#root, ...prefix.split('/')));
    let count = 0;
    try {
      const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
      count = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp')).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    await fs.promises.rm(dir, { recursive: true, force: true });
    return count;
  }

  url(key: string): string {
    return mediaUrl(key, this.#publicBaseUrl);
  }

  async close(): Promise<void> {}

  #file(key: string): string {
    assertMediaKey(key);
    return this.#inside(path.join(this.#root, ...key.split('/')));
  }

  /** The key rules already forbid `..`; this guards the guard. */
  #inside(file: string): string {
    if (!file.startsWith(this.#root + path.sep)) throw new Error('Media path outside the store');
    return file;
  }

  async #stat(key: string): Promise<fs.Stats | undefined> {
    try {
      const stat = await fs.promises.stat(this.#file(key));
      return stat.isFile() ? stat : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  #info(key: string, stat: fs.Stats): MediaInfo {
    return {
      contentType: contentTypeFor(key),
      size: stat.size,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }
}
