import { z } from 'zod';
import { LanguageCode } from './language';
import { MAX_STORY_AGE, MIN_STORY_AGE } from './story-shape';

// The child-safety gate's shared vocabulary: why a family's words were refused, what the live
// check answers, and where a grown-up finds help when a child discloses harm.

export const SafetyCategory = [
  /** Sexual content, and anything sexual involving children. */
  'SEXUAL',
  /** Violence and gore beyond what the age band's stories hold. */
  'VIOLENCE',
  /** Self-harm, suicide or wanting to die: a disclosure gets care, not a story. */
  'SELF_HARM',
  /** A child telling of abuse or neglect: care, not a story. */
  'ABUSE',
  /** Hate against a group, and slurs. */
  'HATE',
  /** How to make or use weapons, drugs or alcohol. */
  'WEAPONS_DRUGS',
  /** Dangerous acts a child could copy (hiding in a freezer, playing with fire…). */
  'DANGEROUS_ACTS',
  /** Too frightening for the chosen age. */
  'TOO_SCARY',
  /** Addresses, phone numbers, e-mails, identity numbers, a private person's full name, school and class. */
  'PERSONAL_DATA',
  /** Real public figures as characters. */
  'PUBLIC_FIGURE',
  /** Text that tries to instruct the story writer (prompt injection, role-play jailbreaks). */
  'PROMPT_INJECTION',
] as const;
export type SafetyCategory = (typeof SafetyCategory)[number];
export const SafetyCategorySchema = z.enum(SafetyCategory);

/** Categories where the child may be in harm's way: no story, a caring message and helplines. */
export const CARE_CATEGORIES: readonly SafetyCategory[] = ['SELF_HARM', 'ABUSE'];

export function needsCare(category: SafetyCategory | undefined): boolean {
  return category !== undefined && CARE_CATEGORIES.includes(category);
}

/** Longest text the live check reads (a story description is at most 600 characters). */
export const SAFETY_CHECK_MAX_CHARS = 2000;

/** `POST /api/safety/check`: the same gate as story creation, asked while the parent types. */
export const SafetyCheckRequestSchema = z.object({
  text: z.string().max(SAFETY_CHECK_MAX_CHARS),
  age: z.number().int().min(MIN_STORY_AGE).max(MAX_STORY_AGE).optional(),
  language: z.enum(LanguageCode).optional(),
});
export type SafetyCheckRequest = z.infer<typeof SafetyCheckRequestSchema>;

export const SafetyCheckResponseSchema = z.object({
  ok: z.boolean(),
  category: SafetyCategorySchema.optional(),
  /** A kind sentence in the asked language; present when `ok` is false. */
  message: z.string().optional(),
  /** True for a disclosure (self-harm, abuse): show the caring message and the helplines. */
  care: z.boolean().optional(),
});
export type SafetyCheckResponse = z.infer<typeof SafetyCheckResponseSchema>;

/**
 * What an UNSAFE_REQUEST error carries in `details`, so the form can show the category's own
 * message (and the helplines for a disclosure) beside the field.
 */
export const UnsafeRequestDetailsSchema = z.object({
  category: SafetyCategorySchema,
  care: z.boolean(),
});
export type UnsafeRequestDetails = z.infer<typeof UnsafeRequestDetailsSchema>;

export interface Helpline {
  name: string;
  /** As dialled in that country, spaced as the service writes it. */
  phone: string;
  /** The service's own site (https), for chat and more. */
  url: string;
  /** One short line in each language the app speaks: who answers and when. */
  note: Record<LanguageCode, string>;
}

/**
 * The national child helplines shown to a grown-up after a disclosure, by the family's
 * language (docs/decisions/0015-child-safety-gate.md cites the sources). 116 111 is the
 * EU-harmonised number for child helplines; the UK's Childline keeps its own.
 */
export const CHILD_HELPLINES: Record<LanguageCode, readonly Helpline[]> = {
  no: [
    {
      name: 'Alarmtelefonen for barn og unge',
      phone: '116 111',
      url: 'https://www.116111.no',
      note: {
        no: 'Gratis, døgnåpen – for barn og for voksne som er bekymret for et barn.',
        en: 'Free, open day and night – for children and for adults worried about a child.',
        da: 'Gratis og åben døgnet rundt – for børn og for voksne, der er bekymrede for et barn.',
        sv: 'Gratis och öppen dygnet runt – för barn och för vuxna som är oroliga för ett barn.',
      },
    },
    {
      name: 'Kors på halsen (Røde Kors)',
      phone: '800 33 321',
      url: 'https://www.rodekors.no',
      note: {
        no: 'Gratis og anonymt for alle under 18 – telefon og chat.',
        en: 'Free and anonymous for everyone under 18 – phone and chat.',
        da: 'Gratis og anonymt for alle under 18 – telefon og chat.',
        sv: 'Gratis och anonymt för alla under 18 – telefon och chatt.',
      },
    },
  ],
  en: [
    {
      name: 'Childline (UK)',
      phone: '0800 1111',
      url: 'https://www.childline.org.uk',
      note: {
        no: 'Gratis og døgnåpen for barn og unge under 19 i Storbritannia.',
        en: 'Free, 24 hours a day, for children and young people under 19 in the UK.',
        da: 'Gratis og åben døgnet rundt for børn og unge under 19 i Storbritannien.',
        sv: 'Gratis och öppen dygnet runt för barn och unga under 19 i Storbritannien.',
      },
    },
    {
      name: 'Child helplines in other countries',
      phone: '116 111',
      url: 'https://childhelplineinternational.org',
      note: {
        no: 'I mange europeiske land svarer en hjelpetelefon for barn på 116 111.',
        en: 'In many European countries a child helpline answers on 116 111.',
        da: 'I mange europæiske lande svarer en børnetelefon på 116 111.',
        sv: 'I många europeiska länder svarar en stödlinje för barn på 116 111.',
      },
    },
  ],
  da: [
    {
      name: 'BørneTelefonen (Børns Vilkår)',
      phone: '116 111',
      url: 'https://bornetelefonen.dk',
      note: {
        no: 'Gratis og anonym, døgnåpen.',
        en: 'Free and anonymous, open day and night.',
        da: 'Gratis og anonym, åben døgnet rundt.',
        sv: 'Gratis och anonym, öppen dygnet runt.',
      },
    },
  ],
  sv: [
    {
      name: 'Bris',
      phone: '116 111',
      url: 'https://www.bris.se',
      note: {
        no: 'Gratis og anonym for alle under 18, døgnåpen.',
        en: 'Free and anonymous for everyone under 18, open day and night.',
        da: 'Gratis og anonym for alle under 18, åben døgnet rundt.',
        sv: 'Gratis och anonym för alla under 18, öppen dygnet runt.',
      },
    },
  ],
};

/** The emergency number to call when a child is in danger right now. */
export const EMERGENCY_NUMBER: Record<LanguageCode, string> = {
  no: '112',
  en: '999 / 112',
  da: '112',
  sv: '112',
};
