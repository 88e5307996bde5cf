import { contentTypeFor, MediaKeyError } from './media-keys.js';

function essence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/** A caller's content type must agree with the key's extension, which is what gets served. */
export function checkContentType(key: string, contentType: string | undefined): string {
  const expected = contentTypeFor(key);
  if (contentType !== undefined && essence(contentType) !== essence(expected)) {
    throw new MediaKeyError(`"${key}" is served as ${expected}, not ${contentType}`);
  }
  return expected;
}
