import type { Child, ChildrenResponse } from '@monstory/contracts/children';

// Children as the server answers them, for tests.

export function testChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 'user-1',
    name: 'Mira',
    age: 7,
    languageCode: 'en',
    voiceUuid: null,
    monster: null,
    profileImageUrl: null,
    storiesCreated: 3,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export const MIRA = testChild();
export const OLA = testChild({ id: 'child-2', name: 'Ola', age: 4, languageCode: 'no' });

export function childrenAnswer(
  children: Child[],
  activeChildId = children[0]?.id ?? '',
): { status: number; body: ChildrenResponse } {
  return { status: 200, body: { children, activeChildId, maxChildren: 6 } };
}
