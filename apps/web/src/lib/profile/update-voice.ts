import type { Profile } from '@monstory/contracts/profile';
import { ProfileVoiceResponseSchema } from '@monstory/contracts/voices';
import type { ProfileVoiceResponse } from '@monstory/contracts/voices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../api/api-client';
import { CHILDREN_QUERY_KEY } from '../children/children-query';
import { PROFILE_QUERY_KEY } from './profile-query';
import { PROFILE_VOICE_QUERY_KEY } from './voices-query';

export function putProfileVoice(voiceUuid: string): Promise<ProfileVoiceResponse> {
  return apiPut('/profile/voice', { voiceUuid }, { schema: ProfileVoiceResponseSchema });
}

/** PUT /api/profile/voice; the selected voice and the profile follow at once. */
export function useUpdateProfileVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfileVoice,
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_VOICE_QUERY_KEY, answer);
      queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) =>
        profile ? { ...profile, voiceUuid: answer.voiceUuid } : profile,
      );
      // The voice is the child's who is using the app: their entry is fetched anew.
      void queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY });
    },
  });
}
