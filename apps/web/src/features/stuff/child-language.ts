import { ChildSchema, type Child, type ChildrenResponse } from '@monstory/contracts/children';
import type { LanguageCode } from '@monstory/contracts/language';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../lib/api/api-client';
import {
  CHILDREN_QUERY_KEY,
  activeChildOf,
  childrenQueryOptions,
} from '../../lib/children/children-query';

// My language is the child's language too: the app speaks the active child's language whenever
// the child is chosen, so a language set only on the profile would be undone at the next switch.

/** PATCH /api/children/{active child} with the language, unless the child has it already. */
export function useSaveActiveChildLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (languageCode: LanguageCode): Promise<Child | null> => {
      const child = activeChildOf(await queryClient.fetchQuery(childrenQueryOptions()));
      if (!child || child.languageCode === languageCode) return null;
      return apiPatch(
        `/children/${encodeURIComponent(child.id)}`,
        { languageCode },
        { schema: ChildSchema },
      );
    },
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData<ChildrenResponse>(
        CHILDREN_QUERY_KEY,
        (answer) =>
          answer && {
            ...answer,
            children: answer.children.map((one) => (one.id === saved.id ? saved : one)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
    },
  });
}
