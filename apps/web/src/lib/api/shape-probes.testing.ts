import { expect } from 'vitest';
import type { Check } from './shape-check';
import { ShapeError } from './shape-check';

/** JSON values of every kind and the formats the checks tell apart. */
export const PROBES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  -3,
  1.5,
  2 ** 53,
  '',
  'x',
  'https://a.example/x',
  '  https://a.example/x\t ',
  'mailto:hei@monstory.no',
  'not a url',
  '/relative',
  '2024-02-29T10:00:00Z',
  '2023-02-29T10:00:00Z',
  '2024-01-31T23:59:59.123456Z',
  '2024-01-01T10:00Z',
  '2024-01-01T10:00:00+01:00',
  '2024-01-01',
  'ADVENTURE',
  'SHORT',
  'no',
  [],
  ['a'],
  [1],
  {},
  { a: ['b'] },
  { a: 1 },
];

interface ZodLike {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** The check accepts what the zod schema accepts, returns what it returns, and refuses the rest. */
export function expectSameAsZod<T>(schema: ZodLike, check: Check<T>, value: unknown): void {
  const expected = schema.safeParse(value);
  let actual: { success: boolean; data?: unknown };
  try {
    actual = { success: true, data: check(value, '') };
  } catch (error) {
    expect(error).toBeInstanceOf(ShapeError);
    actual = { success: false };
  }
  expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
  if (expected.success) expect(actual.data).toEqual(expected.data);
}

/** Every field of `fixture` (at `path`, an object inside it) replaced by every probe in turn. */
export function expectSameForEveryField<T>(
  schema: ZodLike,
  check: Check<T>,
  fixture: unknown,
  path: (string | number)[] = [],
): void {
  expectSameAsZod(schema, check, fixture);
  const target = path.reduce<unknown>((node, key) => (node as never)[key], fixture) as object;
  for (const field of Object.keys(target)) {
    for (const probe of PROBES) {
      const copy = structuredClone(fixture);
      const parent = path.reduce<unknown>((node, key) => (node as never)[key], copy) as Record<
        string,
        unknown
      >;
      parent[field] = probe;
      expectSameAsZod(schema, check, copy);
    }
  }
}
