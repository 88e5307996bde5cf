import type { Child, ChildrenResponse } from '@monstory/contracts/children';
import { ENABLED_LANGUAGES, resolveLanguage } from '@monstory/contracts/language';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from '../i18n/change-language';
import { writeActiveChildId } from './active-child';
import { CHILDREN_QUERY_KEY } from './children-query';

/**
 * Makes `child` the one this device reads as: every later call names them, everything fetched
 * for the child before is dropped and fetched anew, and the app speaks the child's language.
 */
export function useSwitchChild(): (child: Child) => Promise<void> {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();

  return useCallback(
    async (child: Child) => {
      writeActiveChildId(child.id);
      // Stories, monsters, statistics and medals were the other child's: none of it may show,
      // not even for the moment a refetch takes, and no answer still on its way may land.
      await queryClient.cancelQueries();
      queryClient.setQueryData<ChildrenResponse>(CHILDREN_QUERY_KEY, (answer) =>
        answer ? { ...answer, activeChildId: child.id } : answer,
      );
      void queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== CHILDREN_QUERY_KEY[0],
      });
      const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
      if (child.languageCode !== current && ENABLED_LANGUAGES.includes(child.languageCode)) {
        await changeAppLanguage(i18n, child.languageCode);
      }
    },
    [queryClient, i18n],
  );
}
