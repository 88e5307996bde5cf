import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in HTTP's Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaInfo {
  contentType: string;
  /** The whole object's size in bytes. */
  size: number;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface MediaObject extends MediaInfo {
  body: Readable;
  /** The part `body` holds when a range was asked for. */
  range: ByteRange | undefined;
}

export interface PutOptions {
  /** Checked against the key's extension, which decides the type (see media-keys.ts). */
  contentType?: string;
}

/**
 * Where generated pictures and narration live: files under DATA_DIR/media, or an
 * S3-compatible bucket. Keys are checked by assertMediaKey; writes are all-or-nothing.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Uint8Array | Readable, options?: PutOptions): Promise<void>;
  head(key: string): Promise<MediaInfo | undefined>;
  get(key: string, options?: { range?: ByteRange }): Promise<MediaObject | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every key under a folder (account or story deletion); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * The URL a client loads the key from: `/api/media/<key>` (relative to the API's origin), or
   * MEDIA_PUBLIC_URL/<key> for public keys when a CDN or public bucket serves them.
   */
  url(key: string): string;
  close(): Promise<void>;
}
