import { z } from 'zod';

// docs/product.md#contact contact form rules and POST /contact (). The messages are i18n keys (namespace `site`,
// `contact.errors.*`) so the form shows them in the visitor's language; the server sends them as
// field errors unchanged.

const CONTACT_NAME_MAX = 100;
const CONTACT_EMAIL_MAX = 254;
const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5_000;

export const ContactErrorKey = {
  nameRequired: 'nameRequired',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  subjectRequired: 'subjectRequired',
  messageRequired: 'messageRequired',
  tooLong: 'tooLong',
} as const;
export type ContactErrorKey = keyof typeof ContactErrorKey;

const required = (key: ContactErrorKey, max: number) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: ContactErrorKey.tooLong });

export const ContactRequestSchema = z.object({
  name: required('nameRequired', CONTACT_NAME_MAX),
  email: z
    .string({ error: ContactErrorKey.emailRequired })
    .trim()
    .min(1, { error: ContactErrorKey.emailRequired })
    .max(CONTACT_EMAIL_MAX, { error: ContactErrorKey.tooLong })
    .pipe(z.email({ error: ContactErrorKey.emailInvalid })),
  subject: required('subjectRequired', CONTACT_SUBJECT_MAX),
  message: required('messageRequired', CONTACT_MESSAGE_MAX),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ id: z.string() });
