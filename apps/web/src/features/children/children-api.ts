import type {
  Child,
  ChildrenResponse,
  CreateChildRequest,
  UpdateChildRequest,
} from '@monstory/contracts/children';
import { ChildSchema } from '@monstory/contracts/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-errors';
import { CHILDREN_QUERY_KEY } from '../../lib/children/children-query';

export function postChild(body: CreateChildRequest): Promise<Child> {
  return apiPost('/children', body, { schema: ChildSchema });
}

export function patchChild(id: string, body: UpdateChildRequest): Promise<Child> {
  return apiPatch(`/children/${encodeURIComponent(id)}`, body, { schema: ChildSchema });
}

export function deleteChild(id: string): Promise<unknown> {
  return apiDelete(`/children/${encodeURIComponent(id)}`);
}

/** The refusals a grown-up is told about in their own words rather than the server's. */
export type ChildRefusal = 'limit' | 'lastChild' | null;

export function childRefusal(error: unknown): ChildRefusal {
  if (!isApiError(error)) return null;
  // Read as text, so this builds against a catalogue without the codes too.
  const code: string | undefined = error.code;
  if (code === 'CHILD_LIMIT_REACHED') return 'limit';
  if (code === 'LAST_CHILD') return 'lastChild';
  // A 409 without a code this app knows (an older catalogue): on these calls it is the same.
  if (error.status === 409 && code === undefined) {
    if (error.method === 'POST') return 'limit';
    if (error.method === 'DELETE') return 'lastChild';
  }
  return null;
}

/** Puts a saved child into the cached list (a new one at its end). */
function withChild(answer: ChildrenResponse | undefined, child: Child) {
  if (!answer) return answer;
  const known = answer.children.some((one) => one.id === child.id);
  return {
    ...answer,
    children: known
      ? answer.children.map((one) => (one.id === child.id ? child : one))
      : [...answer.children, child],
  };
}

/** POST or PATCH, the list following at once and then fetched anew. */
export function useSaveChild(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChildRequest) => (id ? patchChild(id, body) : postChild(body)),
    onSuccess: (child) => {
      queryClient.setQueryData<ChildrenResponse>(CHILDREN_QUERY_KEY, (answer) =>
        withChild(answer, child),
      );
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
    },
  });
}

export function useRemoveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ChildrenResponse>(CHILDREN_QUERY_KEY, (answer) =>
        answer ? { ...answer, children: answer.children.filter((one) => one.id !== id) } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
    },
  });
}
