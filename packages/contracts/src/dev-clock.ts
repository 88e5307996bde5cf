import { z } from 'zod';
import { DAY_MS } from './time';

// POST /api/dev/clock (NODE_ENV=test only): moves the server's clock forward so an e2e journey can
// see what happens a day later (purchase expiry, deletion deadlines) without waiting for it.
export const DevClockRequestSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(400 * DAY_MS),
});
export const DevClockResponseSchema = z.object({ now: z.iso.datetime() });
