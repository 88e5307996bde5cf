import { z } from 'zod';
import { ReportReason, StoryLength } from './enums';
import { LanguageCode } from './language';
import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_MAX_PAGE_SIZE,
  REPORT_TEXT_MAX_LENGTH,
  FEEDBACK_COMMENT_MAX_LENGTH,
  LISTENING_REPORT_MAX_SECONDS,
} from './library-limits';
import { AgeBand, Genre } from './story-shape';

// Reading and the shared library (docs/product.md#library). Who sees what
// (docs/decisions/0008-library.md): a story is its owner's; the owner may publish it, which puts it
// through the same child-safety check as a prompt before it appears; example stories ship with the
// product. A story reported by LIBRARY_HIDE_AFTER_REPORTS different users leaves the library until
// it is reviewed.

export {
  LIBRARY_PAGE_SIZE,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_SHELF_SIZE,
  LIBRARY_HIDE_AFTER_REPORTS,
  REPORT_TEXT_MAX_LENGTH,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_AFTER_READS,
  FEEDBACK_QUIET_DAYS,
  READ_COUNTS_AT_PROGRESS,
  LISTENING_REPORT_MAX_SECONDS,
} from './library-limits';

export const LibrarySort = ['popular', 'rating', 'newest'] as const;
export type LibrarySort = (typeof LibrarySort)[number];

/** The card of a story in lists, shelves and search results. */
export const StorySummarySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  genre: z.enum(Genre),
  age: z.number().int(),
  length: z.enum(StoryLength),
  minutes: z.number().int(),
  language: z.enum(LanguageCode),
  /** The first illustration, or null for a story without pictures. */
  coverUrl: z.string().nullable(),
  hasAudio: z.boolean(),
  interactive: z.boolean(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  readCount: z.number().int(),
  isOwner: z.boolean(),
  isPublic: z.boolean(),
  isExample: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StorySummary = z.infer<typeof StorySummarySchema>;

export const StoryPageSchema = z.object({
  items: z.array(StorySummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type StoryPage = z.infer<typeof StoryPageSchema>;

const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /api/library/stories: the filters kept in local storage (library filters key). */
export const LibraryQuerySchema = z.object({
  genre: z.enum(Genre).optional(),
  ageBand: z.enum(AgeBand).optional(),
  length: z.enum(StoryLength).optional(),
  language: z.enum(LanguageCode).optional(),
  /** Only stories rated at least this on average. */
  minRating: queryInt(1, 5).optional(),
  sort: z.enum(LibrarySort).default('popular'),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, LIBRARY_MAX_PAGE_SIZE).default(LIBRARY_PAGE_SIZE),
});
export type LibraryFilters = Pick<
  z.output<typeof LibraryQuerySchema>,
  'genre' | 'ageBand' | 'length' | 'language' | 'minRating' | 'sort'
>;

/** GET /api/library/shelves?language=: the front page of the library. */
export const ShelvesQuerySchema = z.object({ language: z.enum(LanguageCode).optional() });
const ShelfSchema = z.object({
  kind: z.enum(['popular', 'best-rated', 'genre', 'examples']),
  /** Set for kind 'genre'. */
  genre: z.enum(Genre).nullable(),
  stories: z.array(StorySummarySchema),
});
export type Shelf = z.infer<typeof ShelfSchema>;
export const ShelvesSchema = z.object({ shelves: z.array(ShelfSchema) });
export type Shelves = z.infer<typeof ShelvesSchema>;

/** GET /api/stories?page=&pageSize=: the signed-in person's own stories, newest first. */
export const OwnStoriesQuerySchema = z.object({
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, LIBRARY_MAX_PAGE_SIZE).default(LIBRARY_PAGE_SIZE),
});

/** PUT /api/story/{uuid}/rating */
export const RateStoryRequestSchema = z.object({ rating: z.number().int().min(1).max(5) });
export const RatingResponseSchema = z.object({
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  myRating: z.number().int().min(1).max(5).nullable(),
});
export type RatingResponse = z.infer<typeof RatingResponseSchema>;

/** POST /api/story/{uuid}/report: OTHER needs its own text. */
export const ReportStoryRequestSchema = z
  .object({
    reason: z.enum(ReportReason),
    text: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional(),
  })
  .refine((body) => body.reason !== 'OTHER' || (body.text?.length ?? 0) > 0, {
    message: 'Tell us what is wrong with the story.',
    path: ['text'],
  });
export type ReportStoryRequest = z.input<typeof ReportStoryRequestSchema>;

/** PUT /api/story/{uuid}/publish (owner): in or out of the shared library. */
export const PublishStoryRequestSchema = z.object({ public: z.boolean() });
export const PublishStoryResponseSchema = z.object({ isPublic: z.boolean() });
export { NOT_PUBLISHABLE_MESSAGE } from './library-messages';

/** POST /api/story/{uuid}/share: anyone with the returned link may read the story. */
export const ShareStoryResponseSchema = z.object({ url: z.string(), path: z.string() });
export type ShareStoryResponse = z.infer<typeof ShareStoryResponseSchema>;

/** POST /api/story/{uuid}/read: how far the reader got (0–1). */
export const ReadProgressRequestSchema = z.object({ progress: z.number().min(0).max(1) });
/** POST /api/story/{uuid}/listening: seconds of narration played since the last report. */
export const ListeningRequestSchema = z.object({
  seconds: z.number().int().min(1).max(LISTENING_REPORT_MAX_SECONDS),
});

/** GET /api/example-stories?language= (no auth): the stories that ship with the product. */
export const ExampleStoriesSchema = z.object({ items: z.array(StorySummarySchema) });

/** GET /api/feedback/status */
const FeedbackQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** 'scale': 1–5 stars; 'choice': one of `options`. */
  kind: z.enum(['scale', 'choice']),
  options: z.array(z.object({ id: z.string(), label: z.string() })).nullable(),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestionSchema>;
export const FeedbackStatusSchema = z.object({
  shouldShowFeedback: z.boolean(),
  questions: z.array(FeedbackQuestionSchema),
});
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;
/** POST /api/feedback/submit: each answer is a scale value (1–5) or a choice id. */
export const FeedbackSubmitRequestSchema = z.object({
  answers: z.record(
    z.string().min(1).max(64),
    z.union([z.number().int().min(1).max(5), z.string().max(64)]),
  ),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_LENGTH).optional(),
});
export type FeedbackSubmitRequest = z.input<typeof FeedbackSubmitRequestSchema>;
