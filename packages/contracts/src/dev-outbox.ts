import { z } from 'zod';

// GET /api/dev/outbox?to=<email> — only outside production: the mails the outbox kept for an
// address, newest first, with the links found in them (e2e journeys and people without SMTP).

export const DevOutboxQuerySchema = z.object({ to: z.string().trim().min(1).max(254) });

const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
  /** Every http(s) link in the text part, in order. */
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const DevOutboxResponseSchema = z.array(OutboxMailSchema);
