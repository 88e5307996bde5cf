import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Check } from './shape-check';
import {
  ShapeError,
  answerShape,
  array,
  boolean,
  int,
  isoDateTime,
  nonEmptyString,
  nullable,
  number,
  object,
  oneOf,
  record,
  string,
  url,
} from './shape-check';
import { PROBES, expectSameAsZod } from './shape-probes.testing';

// Each check against the zod schema it stands in for, on every kind of JSON value.
const PAIRS: [string, { safeParse(value: unknown): { success: boolean } }, Check<unknown>][] = [
  ['string', z.string(), string],
  ['nonEmptyString', z.string().min(1), nonEmptyString],
  ['boolean', z.boolean(), boolean],
  ['number', z.number(), number],
  ['int', z.number().int(), int],
  ['url', z.url(), url],
  ['isoDateTime', z.iso.datetime(), isoDateTime],
  ['oneOf', z.enum(['ADVENTURE', 'SHORT']), oneOf(['ADVENTURE', 'SHORT'])],
  ['nullable', z.string().nullable(), nullable(string)],
  ['array', z.array(z.string()), array(string)],
  ['record', z.record(z.string(), z.array(z.string())), record(array(string))],
  ['object', z.object({ a: z.array(z.string()) }), object<{ a: string[] }>({ a: array(string) })],
];

describe.each(PAIRS)('%s', (_name, schema, check) => {
  it('accepts and returns what zod does', () => {
    for (const probe of PROBES) expectSameAsZod(schema, check, probe);
  });
});

describe('object', () => {
  const check = object<{ n: number; s: string | null }>({ n: int, s: nullable(string) });

  it('drops keys it does not know, like z.object', () => {
    expect(check({ n: 1, s: null, extra: true }, '')).toEqual({ n: 1, s: null });
  });

  it('names the field that does not fit', () => {
    expect(() => check({ n: 1.5, s: null }, '')).toThrow(new ShapeError('n', 'an integer'));
    const list = object<{ items: { n: number }[] }>({ items: array(object({ n: int })) });
    expect(() => list({ items: [{ n: 1 }, { n: 'x' }] }, '')).toThrow('items[1].n');
  });
});

describe('answerShape', () => {
  it('is a response schema that throws for an answer that does not fit', () => {
    const schema = answerShape(object<{ ok: boolean }>({ ok: boolean }));
    expect(schema.parse({ ok: true })).toEqual({ ok: true });
    expect(() => schema.parse({ ok: 'yes' })).toThrow(ShapeError);
  });
});
