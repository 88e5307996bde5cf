import type { FastifyRequest } from 'fastify';

// Whatever a client sent reaches the log cut short: a request cannot fill the log, or hide a
// line among kilobytes of its own text.

export const MAX_LOGGED_CHARS = 200;

export function cutForLog(text: string, max = MAX_LOGGED_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}… (cut)` : text;
}

/** Fastify's request log fields, with the URL (and its query) cut short. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: cutForLog(request.url, 2 * MAX_LOGGED_CHARS),
    host: cutForLog(request.host ?? ''),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
