import type { LanguageCode } from '@monstory/contracts/language';
import { LanguageResponseSchema } from '@monstory/contracts/profile';
import type { LanguageResponse, Profile } from '@monstory/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../api/api-client';
import { PROFILE_QUERY_KEY } from './profile-query';

export function putProfileLanguage(language: LanguageCode): Promise<LanguageResponse> {
  return apiPut('/profile/language', { language }, { schema: LanguageResponseSchema });
}

/** PUT /api/profile/language; the cached profile follows at once. */
export function useUpdateProfileLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfileLanguage,
    onSuccess: (answer) => {
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, ...answer } : profile,
      );
      // Voices are offered per language.
      void queryClient.invalidateQueries({ queryKey: ['voices'] });
    },
  });
}
