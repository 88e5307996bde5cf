import type { ServiceContext } from '../platform/service-context.js';

/**
 * A service context for a test that has no app (a migration test on a half-migrated database):
 * the parts given, and an error naming any other part a service reaches for. A test with an
 * app passes `app.services`, as the routes do.
 */
export function testServiceContext(
  parts: Pick<ServiceContext, 'db' | 'clock'> & Partial<ServiceContext>,
): ServiceContext {
  return new Proxy(parts as ServiceContext, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== 'then' && !(key in target)) {
        throw new Error(`This test's service context has no ${key}: give it to testServiceContext`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
