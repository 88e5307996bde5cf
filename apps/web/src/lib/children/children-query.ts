import type { Child, ChildrenResponse } from '@monstory/contracts/children';
import type { Profile } from '@monstory/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { useAuthState } from '../auth/auth-context';
import { readActiveChildId, writeActiveChildId } from './active-child';

export const CHILDREN_QUERY_KEY = ['children'] as const;

/** Fetched with the first list: the shell, which shows the children, loads no zod of its own. */
const childrenSchema = lazySchema(() =>
  import('@monstory/contracts/children').then((m) => m.ChildrenResponseSchema),
);

/**
 * GET /api/children. The answer names the child it was answered as: when the device's choice is
 * gone (removed on another phone), the server's first child becomes this device's too.
 */
export async function fetchChildren(signal?: AbortSignal): Promise<ChildrenResponse> {
  const asked = readActiveChildId();
  const answer = await apiGet('/children', { schema: childrenSchema, signal });
  // Only when no switch happened while the call was out: the newer choice wins.
  if (asked !== null && asked !== answer.activeChildId && readActiveChildId() === asked) {
    writeActiveChildId(answer.activeChildId);
  }
  return answer;
}

export function childrenQueryOptions() {
  return queryOptions({
    queryKey: CHILDREN_QUERY_KEY,
    queryFn: ({ signal }) => fetchChildren(signal),
  });
}

/** The account's children and whom this device reads as; off while nobody is signed in. */
export function useChildren(enabled = true) {
  const signedIn = useAuthState().user !== null;
  return useQuery({ ...childrenQueryOptions(), enabled: signedIn && enabled });
}

/** The children and whom the device reads as: all the profile menu needs. */
export type Family = Pick<ChildrenResponse, 'children' | 'activeChildId'>;

/** The profile answers with the family too, so the menu knows it before its own call. */
export function familyOf(profile: Profile | undefined): Family | undefined {
  if (!profile?.children || profile.activeChildId === undefined) return undefined;
  return { children: profile.children, activeChildId: profile.activeChildId };
}

export function activeChildOf(answer: Family | undefined): Child | undefined {
  return answer?.children.find((child) => child.id === answer.activeChildId);
}

/** The child this device reads as, once the list is known. */
export function useActiveChild(): Child | undefined {
  return activeChildOf(useChildren().data);
}
