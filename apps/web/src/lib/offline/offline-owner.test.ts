import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VERIFIED_USER } from '../auth/auth-fixtures.testing';
import { createAuthStore } from '../auth/auth-store';
import { installFakeCaches } from './fake-caches.testing';
import { watchOfflineOwner } from './offline-owner';

let fake: ReturnType<typeof installFakeCaches>;
beforeEach(async () => {
  localStorage.clear();
  fake = installFakeCaches();
  await caches.open('monstory-story-a');
  await caches.open('monstory-offline');
});
afterEach(() => fake.uninstall());

const someoneElse = { ...VERIFIED_USER, id: 'someone-else' };

describe('kept stories follow the signed-in user', () => {
  it('are deleted when the user signs out', async () => {
    const store = createAuthStore();
    watchOfflineOwner(store);
    store.setState({ user: VERIFIED_USER, ready: true });
    expect(fake.names()).toHaveLength(2);
    store.setState({ user: null });
    await expect.poll(() => fake.names()).toEqual([]);
  });

  it('are deleted when a page starts with another user than the one who kept them', async () => {
    localStorage.setItem('monstory.offline-owner', VERIFIED_USER.id);
    const store = createAuthStore();
    watchOfflineOwner(store);
    store.setState({ user: someoneElse, ready: true });
    await expect.poll(() => fake.names()).toEqual([]);
    expect(localStorage.getItem('monstory.offline-owner')).toBe('someone-else');
  });

  it('stay for the same user starting again', async () => {
    localStorage.setItem('monstory.offline-owner', VERIFIED_USER.id);
    const store = createAuthStore();
    watchOfflineOwner(store);
    store.setState({ user: VERIFIED_USER, ready: true });
    await Promise.resolve();
    expect(fake.names()).toHaveLength(2);
  });
});
