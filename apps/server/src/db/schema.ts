// Kysely's view of the tables. Column conventions (text ids, ISO-8601 text timestamps, 0/1
// booleans, integer minor units, JSON as text) are in docs/decisions/0002-database-conventions.md.
// better-auth's tables (`user`, `session`, `account`, `verification`) follow its own naming and
// types: booleans are 0/1 on SQLite and real booleans on PostgreSQL, dates differ too.

export interface AppMetaTable {
  key: string;
  value: string;
  /** ISO-8601 UTC with milliseconds. */
  updated_at: string;
}

/** better-auth's user; only the columns our code reads. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  isAnonymous: number | boolean | null;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: string | Date;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  createdAt: string | Date;
}

export interface ProfilesTable {
  user_id: string;
  language: string;
  voice_uuid: string | null;
  welcome_screen_shown: number;
  terms_accepted_at: string | null;
  terms_declined_at: string | null;
  marketing_opt_in: number;
  allowed_stories: number;
  stories_created: number;
  /** The monster that is the profile (docs/product.md#monsters); null when none is. */
  profile_monster_id: string | null;
  deletion_requested_at: string | null;
  last_active_at: string;
  created_at: string;
  updated_at: string;
}

/**
 * A child of the account (child profiles). The account's first child has id = user_id, so code
 * that knows only the account still names its first child.
 */
export interface ChildrenTable {
  id: string;
  user_id: string;
  name: string;
  age: number | null;
  /** The child's story language (no, en, da, sv). */
  language: string;
  voice_uuid: string | null;
  /** The child's profile monster; null when none is. */
  profile_monster_id: string | null;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface VoicesTable {
  uuid: string;
  language: string;
  name: string;
  gender: string;
  style: string;
  engine_voice: string;
  preview_text: string;
  sort_order: number;
  created_at: string;
}

export interface CreditLedgerTable {
  id: string;
  user_id: string;
  kind: 'GRANT' | 'SPEND';
  /** The child who spent (SPEND rows); null for grants and for a deleted child's spending. */
  child_id: string | null;
  amount: number;
  reason: string;
  expires_at: string | null;
  idempotency_key: string | null;
  created_at: string;
}

export interface AnonymousConversionsTable {
  anonymous_user_id: string;
  user_id: string;
  /** JSON: rows moved per kind of data. */
  moved: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface JobsTable {
  id: string;
  name: string;
  /** JSON. */
  payload: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  priority: number;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_by: string | null;
  /** The lease: past this time another runner may take the job over. */
  locked_until: string | null;
  last_error: string | null;
  /** JSON. */
  result: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobStepsTable {
  job_id: string;
  key: string;
  /** JSON. */
  result: string;
  created_at: string;
}

export interface StoriesTable {
  uuid: string;
  user_id: string;
  /** The child it was made for (NOT NULL on PostgreSQL; SQLite cannot add that afterwards). */
  child_id: string;
  status: 'CREATING' | 'READY' | 'FAILED' | 'DRAFT';
  /** The language the story is written in. */
  language: string;
  /** The owner's interface language: error texts and notifications. */
  ui_language: string;
  age: number;
  genre: string;
  length: string;
  summary: string;
  with_images: number;
  with_audio: number;
  interactive: number;
  voice_uuid: string | null;
  /** JSON: the profile monster as the hero, { name, description }. */
  hero: string | null;
  seed: string;
  title: string;
  word_count: number;
  letter_count: number;
  audio_status: 'READY' | 'GENERATING' | 'FAILED' | 'NOT_GENERATED';
  audio_key: string | null;
  timings_key: string | null;
  audio_duration_ms: number | null;
  /** 1 when narration was paid for (or free) with the story: a failed one is made again free. */
  audio_paid: number;
  /** Narrations asked for after creation, and what the latest one charged. */
  audio_run: number;
  audio_charged: number;
  image_regenerations: number;
  /** What the current run charged; a failed run refunds it once (refunded_run = run). */
  credits_charged: number;
  run: number;
  /** 1 while this story counts in profiles.stories_created. */
  counted: number;
  refunded_run: number;
  text_done: number;
  /** The seq of the last event published on story:<uuid>. */
  stream_seq: number;
  /** JSON: interactive stories' choices taken so far. */
  interactive_state: string | null;
  /** JSON: the choices an interactive draft waits for; null while none are pending. */
  choices: string | null;
  error: string | null;
  client_request_id: string | null;
  /** A guest's story: a keyed hash of the address it was asked from (the daily guest quota). */
  guest_origin: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  // The library (docs/decisions/0008-library.md): its state and the counters it sorts by, kept
  // in step with ratings, reports and story_reads in the same transactions.
  library_state: 'PRIVATE' | 'PUBLISHED' | 'HIDDEN';
  is_example: number;
  /** When the owner first shared a link to it; a shared story can be read without an account. */
  shared_at: string | null;
  published_at: string | null;
  read_count: number;
  rating_sum: number;
  rating_count: number;
  /** The weighted average rating × 1000 (0 while unrated): what `sort=rating` orders by. */
  rating_score: number;
  /** Reports by users other than the owner. */
  report_count: number;
  /** While HIDDEN after reports: the library state it had before, which a restore gives back. */
  hidden_from: 'PRIVATE' | 'PUBLISHED' | null;
  /** The team's last review of it after reports; its time in `reviewed_at`. */
  review_outcome: 'RESTORED' | 'REMOVED' | null;
  reviewed_at: string | null;
}

export interface StoryParagraphsTable {
  story_id: string;
  idx: number;
  text: string;
  /** JSON SceneSpec: this paragraph has a picture slot. */
  scene: string | null;
  image_status: 'PENDING' | 'READY' | 'FAILED' | 'REGENERATING' | null;
  image_key: string | null;
  /** Pictures made for this slot so far (each remake draws with a new seed). */
  image_run: number;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  /** The child it is about; the account's list shows every child's. */
  child_id: string;
  type: 'STORY_CREATED' | 'MONSTER_CREATED' | 'AUDIO_READY' | 'CUSTOM_NOTIFICATION';
  title: string;
  message: string;
  level: 'INFO' | 'SUCCESS' | 'WARNING' | 'ERROR';
  target_type: 'STORY' | 'MONSTER' | 'SHOP' | 'GENERATE' | null;
  target_id: string | null;
  path: string | null;
  duration_seconds: number | null;
  status: 'READ' | 'UNREAD' | 'ARCHIVED';
  image_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface RatingsTable {
  story_id: string;
  user_id: string;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface ReportsTable {
  story_id: string;
  user_id: string;
  reason:
    | 'INAPPROPRIATE_CONTENT'
    | 'SPELLING_ERRORS'
    | 'TOO_SHORT_OR_LONG'
    | 'BAD_AUDIO_NARRATION'
    | 'BORING_STORY'
    | 'OTHER';
  text: string | null;
  created_at: string;
  /** 1 while it weighs towards hiding the story from everyone (a verified account's, unreviewed). */
  counts: number;
}

/** A story the user no longer wants to see in their lists (they reported it). */
export interface StoryHiddenForTable {
  user_id: string;
  story_id: string;
  created_at: string;
}

export interface StoryReadsTable {
  story_id: string;
  user_id: string;
  /** Thousandths of the text (0–1000), the furthest the reader got. */
  progress: number;
  /** Set once, when the read counted. */
  counted_at: string | null;
  listened_seconds: number;
  created_at: string;
  updated_at: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  kind: 'SUBMITTED' | 'DECLINED';
  /** JSON: question id → answer; null for a decline. */
  answers: string | null;
  comment: string | null;
  language: string;
  created_at: string;
}

// The money loop (docs/decisions/0009-payments.md).
export type PaymentProvider = 'STRIPE' | 'TEST' | 'REVENUECAT';

export interface PurchasesTable {
  id: string;
  user_id: string;
  product_id: string;
  kind: 'SUBSCRIPTION' | 'CREDIT_PACK';
  plan: 'MINI' | 'PREMIUM' | null;
  state: 'PENDING' | 'CONFIRMED' | 'FAILED' | 'EXPIRED';
  provider: PaymentProvider;
  /** Minor units, as the catalogue priced it when the purchase was made. */
  amount: number;
  introductory_amount: number | null;
  currency: string;
  credits: number;
  external_id: string | null;
  team_notified_at: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  /** `<provider>:<external id>`. */
  id: string;
  user_id: string;
  plan: 'MINI' | 'PREMIUM';
  platform: 'APP_STORE' | 'PLAY_STORE' | 'EXTERNAL';
  provider: PaymentProvider;
  external_id: string;
  /** ACTIVE: paid for the current period; PAST_DUE: a renewal is unpaid; ENDED. */
  status: 'ACTIVE' | 'PAST_DUE' | 'ENDED';
  auto_renew: number;
  started_at: string;
  current_period_start: string;
  current_period_end: string;
  /** When the provider's state was observed; an older observation never overwrites a newer. */
  state_at: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentTransactionsTable {
  id: string;
  user_id: string;
  purchase_id: string | null;
  type: 'SUBSCRIPTION' | 'CREDITS';
  amount: number;
  currency: string;
  payment_method: string;
  description: string;
  /** Unique: what was paid (`stripe:invoice:in_…`). */
  reference: string;
  occurred_at: string;
  created_at: string;
}

export interface ProcessedWebhookEventsTable {
  /** `stripe:evt_…`, `revenuecat:…`. */
  id: string;
  type: string;
  created_at: string;
}

/** Messages from the contact form (POST /contact, docs/product.md#contact). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
}

// Monsters, the activity ledger, medals and push
// (docs/decisions/0011-monsters-medals-notifications.md).
export interface MonstersTable {
  id: string;
  user_id: string;
  child_id: string;
  name: string;
  description: string;
  /** The language the name was made in (no, en, da, sv). */
  language: string;
  status: 'BUILDING' | 'READY' | 'FAILED';
  image_key: string | null;
  credits_spent: number;
  created_at: string;
  updated_at: string;
}

export type ActivityKind =
  'STORY_MADE' | 'STORY_READ' | 'MONSTER_CREATED' | 'LISTENED' | 'INTERACTIVE_FINISHED';

/** The ledger statistics and medals are counted from; one row per (child, kind, ref_id). */
export interface ActivityEventsTable {
  id: string;
  user_id: string;
  child_id: string;
  kind: ActivityKind;
  ref_id: string;
  amount: number;
  day: string;
  created_at: string;
  updated_at: string;
}

/** One row per (child, medal). */
export interface MedalsEarnedTable {
  user_id: string;
  child_id: string;
  medal_id: string;
  earned_at: string;
}

export interface PushTokensTable {
  id: string;
  user_id: string;
  platform: 'WEB' | 'ANDROID' | 'IOS';
  token: string;
  created_at: string;
  refreshed_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  profiles: ProfilesTable;
  children: ChildrenTable;
  voices: VoicesTable;
  credit_ledger: CreditLedgerTable;
  anonymous_conversions: AnonymousConversionsTable;
  mail_outbox: MailOutboxTable;
  jobs: JobsTable;
  job_steps: JobStepsTable;
  stories: StoriesTable;
  story_paragraphs: StoryParagraphsTable;
  notifications: NotificationsTable;
  ratings: RatingsTable;
  reports: ReportsTable;
  story_hidden_for: StoryHiddenForTable;
  story_reads: StoryReadsTable;
  feedback: FeedbackTable;
  purchases: PurchasesTable;
  subscriptions: SubscriptionsTable;
  payment_transactions: PaymentTransactionsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  contact_messages: ContactMessagesTable;
  monsters: MonstersTable;
  activity_events: ActivityEventsTable;
  medals_earned: MedalsEarnedTable;
  push_tokens: PushTokensTable;
}
