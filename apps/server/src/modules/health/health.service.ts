import type { HealthResponse } from '@monstory/contracts/health';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { APP_VERSION } from '../../platform/app-version.js';
import type { Clock } from '../../platform/clock.js';
import { pingDatabase } from './health.repo.js';

export interface HealthContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  clock: Clock;
  startedAt: Date;
}

export async function getHealth({
  db,
  dbKind,
  clock,
  startedAt,
}: HealthContext): Promise<HealthResponse> {
  const reachable = await pingDatabase(db);
  const uptimeMs = Math.max(0, clock.now().getTime() - startedAt.getTime());
  return {
    status: reachable ? 'ok' : 'degraded',
    version: APP_VERSION,
    database: { kind: dbKind, reachable },
    uptimeSeconds: Math.floor(uptimeMs / 1000),
  };
}
