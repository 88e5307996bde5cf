import { ContactErrorKey, ContactRequestSchema } from '@monstory/contracts/contact';
import type { ContactRequest } from '@monstory/contracts/contact';

export type ContactField = keyof ContactRequest;
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const EMPTY_CONTACT: ContactRequest = { name: '', email: '', subject: '', message: '' };

function isErrorKey(value: unknown): value is ContactErrorKey {
  return typeof value === 'string' && value in ContactErrorKey;
}

/** The shared schema's first problem per field, as i18n keys (namespace site, contact.errors). */
export function validateContact(values: ContactRequest): ContactErrors {
  const result = ContactRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!errors[field] && isErrorKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** The server answers a 400 with the same keys in `fields`. */
export function errorsFromServer(fields: Record<string, string> | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, key] of Object.entries(fields ?? {})) {
    if (field in EMPTY_CONTACT && isErrorKey(key)) errors[field as ContactField] = key;
  }
  return errors;
}
