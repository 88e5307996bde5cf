import { z } from 'zod';

export const DatabaseKind = ['sqlite', 'postgres'] as const;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(DatabaseKind), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
