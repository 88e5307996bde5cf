import type { ResponseSchema } from './api-client';

// Checks written without zod, for the few things a first visit reads (the home page's answers, the
// consent cookie): zod and the contracts' schemas were a third of the first load
// (docs/decisions/0012-first-load.md), and a first visit to the home page must not need them. Each
// check accepts and returns what the matching zod schema does for JSON (the tests hold them side by
// side); everything else uses the contracts' schemas, through lazySchema on the start's path.

/**
 * Checks a value and returns what the caller gets: objects come back with their known keys only.
 */
export type Check<T> = (value: unknown, path: string) => T;

/** An answer that is not what the check expects (the client reports InvalidResponseError). */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
  }
}

function typed<T>(expected: string, ok: (value: unknown) => boolean): Check<T> {
  return (value, path) => {
    if (!ok(value)) throw new ShapeError(path, expected);
    return value as T;
  };
}

export const string = typed<string>('a string', (v) => typeof v === 'string');
/** Like z.string().min(1). */
export const nonEmptyString = typed<string>(
  'a non-empty string',
  (v) => typeof v === 'string' && v.length > 0,
);
export const boolean = typed<boolean>('a boolean', (v) => typeof v === 'boolean');
/** Like z.number(): finite. */
export const number = typed<number>('a number', (v) => Number.isFinite(v));
/** Like z.number().int(): a safe integer. */
export const int = typed<number>('an integer', (v) => Number.isSafeInteger(v));

export function oneOf<const V extends readonly string[]>(values: V): Check<V[number]> {
  return typed(`one of ${values.join(', ')}`, (v) => values.includes(v as V[number]));
}

/** Like z.url(): anything URL can parse, trimmed and without tabs or line breaks. */
export const url: Check<string> = (value, path) => {
  if (typeof value !== 'string' || !parsesAsUrl(value.trim())) throw new ShapeError(path, 'a URL');
  return value.trim().replace(/[\t\n\r]/g, '');
};

// Not URL.canParse: older iOS web views, where the native apps run, lack it.
function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

// zod's ISO date (leap years included) and its default datetime: seconds, any fraction, UTC.
const DATE =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|' +
  '\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|' +
  '(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const DATE_TIME = new RegExp(`^${DATE}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?Z$`);

/** Like z.iso.datetime(). */
export const isoDateTime = typed<string>(
  'an ISO date-time',
  (v) => typeof v === 'string' && DATE_TIME.test(v),
);

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'an array');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Like z.record(z.string(), …): every value checked. */
export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new ShapeError(path, 'an object');
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = check(item, `${path}.${key}`);
    return result;
  };
}

/** Like z.object(): every field checked, unknown keys dropped. */
export function object<T>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new ShapeError(path, 'an object');
    const result: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      result[key] = fields[key](value[key], path ? `${path}.${key}` : key);
    }
    return result as T;
  };
}

/** A check as the API client's response schema. */
export function answerShape<T>(check: Check<T>): ResponseSchema<T> {
  return { parse: (data) => check(data, '') };
}
