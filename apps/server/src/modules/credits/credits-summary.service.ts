import type { CreditsSummary } from '@monstory/contracts/payments';
import type { ServiceContext } from '../../platform/service-context.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { creditStanding } from './credit-balance.js';
import { creditBand } from './credit-bands.js';
import { ledgerOf } from './credits.repo.js';

/** GET /api/credits: balance, band, paused while subscribed (docs/product.md#credits), the next expiry. */
export async function creditsSummary(ctx: ServiceContext, userId: string): Promise<CreditsSummary> {
  const rows = await ledgerOf(ctx.db, userId);
  const { balance, nextExpiry } = creditStanding(
    rows.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    })),
    ctx.clock.now(),
  );
  const subscription = await getSubscription(ctx, userId);
  return { balance, band: creditBand(balance), paused: subscription.isActive, nextExpiry };
}
