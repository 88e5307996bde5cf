import { afterAll, beforeAll } from 'vitest';

/**
 * One app for all of a test file's tests: `create` runs before the first test and the app is
 * closed after the last. What this returns stands for the app (its properties are the app's), so
 * tests use it as they would the app itself — but only inside tests and hooks, once it is made.
 */
export function appPerFile<T extends { close(): Promise<void> }>(create: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await create();
  });
  afterAll(() => made?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!made) throw new Error('The test app is made before the first test: use it inside one');
      return Reflect.get(made, key, made);
    },
  });
}
