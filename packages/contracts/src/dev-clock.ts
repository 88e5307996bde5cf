import { z } from 'zod';

// POST /api/dev/clock (NODE_ENV=test only): moves the server's clock forward so an e2e journey can
// see what happens a day later (purchase expiry, deletion deadlines) without waiting for it.
export const DevClockRequestSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 60 * 60 * 1000),
});
export const DevClockResponseSchema = z.object({ now: z.iso.datetime() });
