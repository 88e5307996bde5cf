import { z } from 'zod';
import { LanguageCodeSchema, LanguageInputSchema } from './profile';

// docs/product.md Voice and GET /voices (), GET/PUT /profile/voice.

export const VoiceGender = ['FEMALE', 'MALE', 'NEUTRAL'] as const;
export type VoiceGender = (typeof VoiceGender)[number];

const VoiceSchema = z.object({
  voiceUuid: z.uuid(),
  /** A friendly name to show ("Astrid"). */
  name: z.string(),
  languageCode: LanguageCodeSchema,
  gender: z.enum(VoiceGender),
  /** A short style label in the voice's language ("Rolig og varm"). */
  style: z.string(),
  /** A sentence the client can have spoken as a preview, in the voice's language. */
  previewText: z.string(),
});
export type Voice = z.infer<typeof VoiceSchema>;

/** GET /api/voices?language= — without a language, the profile's language. */
export const VoicesQuerySchema = z.object({ language: LanguageInputSchema.optional() });
export const VoicesResponseSchema = z.array(VoiceSchema);

/** PUT /api/profile/voice — a voice of another language than the profile's is allowed. */
export const UpdateVoiceRequestSchema = z.object({ voiceUuid: z.uuid() });

/** GET/PUT /api/profile/voice — null until the user picks one. */
export const ProfileVoiceResponseSchema = z.object({
  voiceUuid: z.uuid().nullable(),
  voice: VoiceSchema.nullable(),
});
export type ProfileVoiceResponse = z.infer<typeof ProfileVoiceResponseSchema>;
