import { z } from 'zod';
import { AudioStatus, StoryLength } from './enums';
import { LanguageInputSchema, LanguageCodeSchema } from './profile';
import { Genre, MAX_STORY_AGE, MIN_STORY_AGE } from './story-shape';

// The story studio's calls (docs/product.md#story-pipeline lists GET /story/{id} and POST /story/{id}/audio/generate;
// creating, streaming, choosing and regenerating are "not shown" and designed here).

/** The texts, used by the server's 400s and by the generate form alike. */
export const STORY_VALIDATION = {
  ageRequired: 'Age is required',
  genreRequired: 'Genre is required',
  lengthRequired: 'Length is required',
  interactiveAddons:
    'Images and audio storytelling are not yet supported in interactive storytelling',
} as const;

export const MAX_SUMMARY_LENGTH = 500;
/** Image remakes per story (docs/product.md#story-pipeline "limit reached"). */
export const IMAGE_REGENERATION_LIMIT = 3;

const StoryAddonsSchema = z.object({
  images: z.boolean(),
  audio: z.boolean(),
  interactive: z.boolean(),
});

export const CreateStoryRequestSchema = z
  .object({
    age: z
      .number({ error: STORY_VALIDATION.ageRequired })
      .int()
      .min(MIN_STORY_AGE)
      .max(MAX_STORY_AGE),
    genre: z.enum(Genre, { error: STORY_VALIDATION.genreRequired }),
    length: z.enum(StoryLength, { error: STORY_VALIDATION.lengthRequired }),
    summary: z.string().trim().max(MAX_SUMMARY_LENGTH).default(''),
    addons: StoryAddonsSchema,
    voiceUuid: z.string().min(1).max(64).optional(),
    /** Make the profile's monster the hero. */
    heroMonsterId: z.string().min(1).max(64).optional(),
    /** Story language; the profile's language when absent. */
    language: LanguageInputSchema.optional(),
    /** Sent again on a retry so a repeated request never makes or charges twice. */
    clientRequestId: z.uuid().optional(),
  })
  .refine((r) => !(r.addons.interactive && (r.addons.images || r.addons.audio)), {
    message: STORY_VALIDATION.interactiveAddons,
    path: ['addons'],
  });
export type CreateStoryRequest = z.input<typeof CreateStoryRequestSchema>;

const StoryStatus = ['CREATING', 'READY', 'FAILED', 'DRAFT'] as const;
type StoryStatus = (typeof StoryStatus)[number];

const ImageStatus = ['PENDING', 'READY', 'FAILED', 'REGENERATING'] as const;
type ImageStatus = (typeof ImageStatus)[number];

const StoryImageSchema = z.object({
  status: z.enum(ImageStatus),
  url: z.string().nullable(),
  alt: z.string().nullable(),
});

const StoryParagraphSchema = z.object({
  index: z.number().int().min(0),
  text: z.string(),
  image: StoryImageSchema.nullable(),
});
export type StoryParagraph = z.infer<typeof StoryParagraphSchema>;

const StoryChoiceSchema = z.object({ id: z.string(), label: z.string() });
export type StoryChoice = z.infer<typeof StoryChoiceSchema>;

export const StorySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  status: z.enum(StoryStatus),
  language: LanguageCodeSchema,
  age: z.number().int(),
  genre: z.enum(Genre),
  length: z.enum(StoryLength),
  /** The listening-time label of the length, in minutes. */
  minutes: z.number().int(),
  summary: z.string(),
  addons: StoryAddonsSchema,
  paragraphs: z.array(StoryParagraphSchema),
  audioStatus: z.enum(AudioStatus),
  audioUrl: z.string().nullable(),
  voiceUuid: z.string().nullable(),
  wordCount: z.number().int(),
  letterCount: z.number().int(),
  ratingCount: z.number().int(),
  ratingAverage: z.number().nullable(),
  createdAt: z.iso.datetime(),
  isOwner: z.boolean(),
  /** In the shared library (published by its owner, passed the safety check, not hidden). */
  isPublic: z.boolean(),
  /** One of the example stories that ship with the product. */
  isExample: z.boolean(),
  /** The viewer's own rating (1–5), null when not rated or not signed in. */
  myRating: z.number().int().min(1).max(5).nullable(),
  /** Remakes left for the owner (docs/product.md#story-pipeline image regeneration limit). */
  imageRegenerationsLeft: z.number().int().min(0),
  /** Interactive drafts: the choices offered now (null when none are pending). */
  choices: z.array(StoryChoiceSchema).nullable(),
  /** A failed story's reason, in the user's words; null otherwise. */
  error: z.string().nullable(),
});
export type Story = z.infer<typeof StorySchema>;

export const CreateStoryResponseSchema = z.object({
  uuid: z.string(),
  status: z.enum(StoryStatus),
  creditsCharged: z.number().int().min(0),
});
export type CreateStoryResponse = z.infer<typeof CreateStoryResponseSchema>;

export const ChooseRequestSchema = z.object({ choiceId: z.string().min(1).max(64) });
export type ChooseRequest = z.infer<typeof ChooseRequestSchema>;

export const GenerateAudioRequestSchema = z.object({
  voiceUuid: z.string().min(1).max(64).optional(),
});

/** Read-along: where each spoken word sits in the story text and in the audio. */
const AudioWordSchema = z.object({
  paragraphIndex: z.number().int().min(0),
  /** Character offsets within that paragraph's text. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  startMs: z.number().min(0),
  endMs: z.number().min(0),
});
export const AudioTimingsSchema = z.object({
  durationMs: z.number(),
  words: z.array(AudioWordSchema),
});
export type AudioTimings = z.infer<typeof AudioTimingsSchema>;

/** The `data` of each server-sent event on GET /api/story/{uuid}/stream, by `type`. */
export const StoryStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), story: StorySchema }),
  z.object({ type: z.literal('title'), title: z.string() }),
  z.object({ type: z.literal('delta'), paragraphIndex: z.number().int(), text: z.string() }),
  z.object({ type: z.literal('paragraph'), paragraph: StoryParagraphSchema }),
  z.object({ type: z.literal('image'), paragraphIndex: z.number().int(), image: StoryImageSchema }),
  z.object({
    type: z.literal('audio'),
    audioStatus: z.enum(AudioStatus),
    audioUrl: z.string().nullable(),
  }),
  z.object({ type: z.literal('choices'), choices: z.array(StoryChoiceSchema) }),
  z.object({ type: z.literal('done'), story: StorySchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type StoryStreamEvent = z.infer<typeof StoryStreamEventSchema>;
