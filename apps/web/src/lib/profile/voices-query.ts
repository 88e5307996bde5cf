import type { LanguageCode } from '@monstory/contracts/language';
import { ProfileVoiceResponseSchema, VoicesResponseSchema } from '@monstory/contracts/voices';
import type { ProfileVoiceResponse, Voice } from '@monstory/contracts/voices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';

export function fetchVoices(language: LanguageCode, signal?: AbortSignal): Promise<Voice[]> {
  return apiGet('/voices', { query: { language }, schema: VoicesResponseSchema, signal });
}

export function voicesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['voices', language] as const,
    queryFn: ({ signal }) => fetchVoices(language, signal),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/voices?language= */
export function useVoices(language: LanguageCode) {
  return useQuery(voicesQueryOptions(language));
}

export const PROFILE_VOICE_QUERY_KEY = ['profile', 'voice'] as const;

export function fetchProfileVoice(signal?: AbortSignal): Promise<ProfileVoiceResponse> {
  return apiGet('/profile/voice', { schema: ProfileVoiceResponseSchema, signal });
}

/** GET /api/profile/voice: the selected voice, null until one is picked. */
export function useProfileVoice() {
  return useQuery({
    queryKey: PROFILE_VOICE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfileVoice(signal),
  });
}
