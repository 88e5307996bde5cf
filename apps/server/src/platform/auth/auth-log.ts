import type { FastifyBaseLogger } from 'fastify';
import { cutForLog } from '../log-cut.js';

// better-auth logs some refusals of what a client sent at error level, with the client's text in
// the message ("Invalid callbackURL: <anything>"). Those are answers, not faults: they go to warn,
// and whatever a client may have written is cut short, so no request can fill the error log.

/** Messages about a client's own input (or a provider's answer to it), never about our faults. */
const CLIENT_CAUSED = [
  /^Invalid /i,
  /provider not found/i,
  /failed to parse state/i,
  /\bstate\b.*(mismatch|missing|invalid|not found)/i,
  /^Email is the same/i,
  /does not support id token/i,
  /^Verification email isn't enabled/i,
  /^Failed to get user info/i,
];

const cut = (text: string) => cutForLog(text);

function cutArg(value: unknown): unknown {
  // An error's details may quote the request (an OAuth state, a URL): name, code and message only.
  if (value instanceof Error) {
    const { code } = value as { code?: unknown };
    return {
      name: value.name,
      code: typeof code === 'string' ? cut(code) : undefined,
      message: cut(value.message),
    };
  }
  if (typeof value === 'string') return cut(value);
  try {
    return cut(JSON.stringify(value) ?? String(value));
  } catch {
    return '[unprintable]';
  }
}

type Level = 'debug' | 'info' | 'success' | 'warn' | 'error';

/** better-auth's `logger.log`, writing to the app's log. */
export function betterAuthLog(log: FastifyBaseLogger) {
  return (level: Level, message: string, ...args: unknown[]) => {
    const clientCaused =
      level === 'error' && CLIENT_CAUSED.some((pattern) => pattern.test(message));
    const to = clientCaused ? 'warn' : level === 'success' ? 'info' : level;
    const fields = args.length > 0 ? { args: args.map(cutArg) } : {};
    log[to](fields, `better-auth: ${cut(message)}`);
  };
}
