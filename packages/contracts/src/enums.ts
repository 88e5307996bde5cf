// Enums of docs/product.md, under the names and values the product documents.

export const NotificationType = [
  'STORY_CREATED',
  'MONSTER_CREATED',
  'AUDIO_READY',
  'CUSTOM_NOTIFICATION',
] as const;
export type NotificationType = (typeof NotificationType)[number];

export const NotificationLevel = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export type NotificationLevel = (typeof NotificationLevel)[number];

export const NotificationTargetType = ['STORY', 'MONSTER', 'SHOP', 'GENERATE'] as const;
export type NotificationTargetType = (typeof NotificationTargetType)[number];

export const NotificationStatus = ['READ', 'UNREAD', 'ARCHIVED'] as const;
export type NotificationStatus = (typeof NotificationStatus)[number];

export const PremiumFeatureKind = [
  'STORY_LONG',
  'STORY_AUDIO',
  'STORY_IMAGES',
  'STORY_WITH_IMAGES',
  'STORY_WITH_AUDIO',
  'STORY_WITH_IMAGES_AND_AUDIO',
  'MONSTER',
  'STORY_INTERACTIVE',
  'INTERACTIVE_STORY',
  'STORY_BOOK',
] as const;
export type PremiumFeatureKind = (typeof PremiumFeatureKind)[number];

export const SubscriptionType = ['FREE', 'MINI', 'PREMIUM'] as const;
export type SubscriptionType = (typeof SubscriptionType)[number];

export const PaymentPlatform = ['APP_STORE', 'PLAY_STORE', 'EXTERNAL'] as const;
export type PaymentPlatform = (typeof PaymentPlatform)[number];

export const SubscriptionDisplayStatus = [
  'FREE_PLAN',
  'ACTIVE',
  'RENEWING_SOON',
  'EXPIRING_SOON',
] as const;
export type SubscriptionDisplayStatus = (typeof SubscriptionDisplayStatus)[number];

export const CreditBalanceBand = [
  'LOTS_OF_POSSIBILITIES',
  'ENOUGH_FOR_SEVERAL',
  'ENOUGH_FOR_A_FEW',
  'LIMITED_OPTIONS',
] as const;
export type CreditBalanceBand = (typeof CreditBalanceBand)[number];

export const TransactionType = ['SUBSCRIPTION', 'CREDITS'] as const;
export type TransactionType = (typeof TransactionType)[number];

export const PurchaseState = ['PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED'] as const;
export type PurchaseState = (typeof PurchaseState)[number];

export const AudioStatus = ['READY', 'GENERATING', 'FAILED', 'NOT_GENERATED'] as const;
export type AudioStatus = (typeof AudioStatus)[number];

export const StoryLength = ['SHORT', 'MEDIUM', 'LONG'] as const;
export type StoryLength = (typeof StoryLength)[number];

export const ReportReason = [
  'INAPPROPRIATE_CONTENT',
  'SPELLING_ERRORS',
  'TOO_SHORT_OR_LONG',
  'BAD_AUDIO_NARRATION',
  'BORING_STORY',
  'OTHER',
] as const;
export type ReportReason = (typeof ReportReason)[number];

export const ConsentCategory = [
  'necessary',
  'analytics',
  'ad_user_data',
  'ad_personalization',
] as const;
export type ConsentCategory = (typeof ConsentCategory)[number];

/**
 * Profile language as the API names it (docs/product.md#languages: "uppercase name such as
 * NORWEGIAN").
 */
export const ProfileLanguage = ['NORWEGIAN', 'ENGLISH', 'DANISH', 'SWEDISH'] as const;
export type ProfileLanguage = (typeof ProfileLanguage)[number];

export const UserKind = ['anonymous', 'registered-unverified', 'registered-verified'] as const;
export type UserKind = (typeof UserKind)[number];

export const Platform = ['web', 'ios', 'android'] as const;
export type Platform = (typeof Platform)[number];

export const LoadingState = ['loading', 'retrying', 'failed'] as const;
export type LoadingState = (typeof LoadingState)[number];

export const ParentalGateState = ['locked', 'unlocked', 'expired'] as const;
export type ParentalGateState = (typeof ParentalGateState)[number];

export const TourState = ['inactive', 'active', 'paused', 'completed'] as const;
export type TourState = (typeof TourState)[number];

export const LegalDocumentType = ['terms', 'privacy'] as const;
export type LegalDocumentType = (typeof LegalDocumentType)[number];
