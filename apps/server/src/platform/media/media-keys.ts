import { createHash } from 'node:crypto';

// A media key is a path of safe segments under one of two roots:
//   public/...   anyone may read it (ids in it are unguessable: uuids, content hashes)
//   private/...  served only when an access rule approves the request, or by a signed URL
// The extension decides the content type, the same in every store.

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  webm: 'audio/webm',
  json: 'application/json',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^(public|private)(/${SEGMENT})+$`);
const PREFIX = new RegExp(`^(public|private)(/${SEGMENT})+/$`);
const MAX_KEY_LENGTH = 512;
// `name.<at least 16 hex digits>.ext`: the bytes under such a key never change.
const CONTENT_ADDRESSED = /\.[0-9a-f]{16,}\.[a-z0-9]+$/;

export class MediaKeyError extends TypeError {
  override name = 'MediaKeyError';
}

function extensionOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
}

export function isMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key) && extensionOf(key) in contentTypes;
}

/** Throws unless `key` is a safe media key: no `..`, no empty or hidden segments, known type. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) {
    throw new MediaKeyError(
      `"${key}" is not a media key: public/… or private/…, segments of letters, digits, ` +
        `'.', '_' and '-', ending in one of .${Object.keys(contentTypes).join(', .')}`,
    );
  }
}

/** A folder of keys (`public/stories/<id>/`): at least two segments, ending in '/'. */
export function assertMediaPrefix(prefix: string): void {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix)) {
    throw new MediaKeyError(`"${prefix}" is not a media folder such as public/stories/<id>/`);
  }
}

export function contentTypeFor(key: string): string {
  assertMediaKey(key);
  return contentTypes[extensionOf(key)]!;
}

export function isContentAddressed(key: string): boolean {
  return CONTENT_ADDRESSED.test(key);
}

export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}

/** `<folder>/<name>.<hash>.<ext>`: a key that changes whenever the bytes do. */
export function contentAddressedKey(
  folder: string,
  name: string,
  extension: string,
  bytes: Uint8Array,
): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const key = `${folder.replace(/\/+$/, '')}/${name}.${hash}.${extension}`;
  assertMediaKey(key);
  return key;
}
