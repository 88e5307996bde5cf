// Pictures made by the offline illustrator are SVG text: gzip makes them about a quarter of
// their size, which on a slow phone is most of the time a story's opening picture takes.
// Audio and raster images are compressed already and are sent as they are.
const COMPRESSIBLE = new Set(['image/svg+xml', 'application/json', 'text/plain', 'text/vtt']);

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** Whether the client takes gzip: listed (or `*`) and not refused with q=0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let verdict: boolean | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === 'gzip') return !refused;
    if (name === '*') verdict = !refused;
  }
  return verdict ?? false;
}

/** The validator of the gzip variant: a different body must not share the plain one's ETag. */
export function gzipEtag(etag: string): string {
  const bare = etag.replace(/^W\//, '').replace(/^"|"$/g, '');
  return `W/"${bare}-gz"`;
}

/** A Vary header value that includes Accept-Encoding once, whatever it held before. */
export function varyOnAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
