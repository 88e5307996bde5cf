import { PURCHASE_CONFIRMATION_EXPIRY_MS } from '@monstory/contracts/constants';
import { z } from 'zod';
import { toDbTime } from '../../db/columns.js';
import type { PurchasesTable } from '../../db/schema.js';
import { defineJob } from '../../jobs/job-definition.js';
import {
  findPurchase,
  markTeamNotified,
  markUnconfirmed,
  stalePendingPurchases,
} from './purchases.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// Purchase (docs/product.md#checkout): pending → expired after 24 hours without confirmation, and the team is told
// of failures and expiries (mail to TEAM_EMAIL through the mail layer) so it can resolve them.

export function expiresAt(purchase: Pick<PurchasesTable, 'created_at'>): Date {
  return new Date(new Date(purchase.created_at).getTime() + PURCHASE_CONFIRMATION_EXPIRY_MS);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function teamMail(purchase: PurchasesTable, to: string) {
  const what = purchase.state === 'EXPIRED' ? 'expired unconfirmed' : 'failed';
  const lines = [
    `A purchase ${what}. The user may get in touch through the contact form.`,
    '',
    `Purchase: ${purchase.id}`,
    `User: ${purchase.user_id}`,
    `Product: ${purchase.product_id} (${purchase.kind})`,
    `Price: ${(purchase.amount / 100).toFixed(2)} ${purchase.currency}`,
    `Provider: ${purchase.provider}${purchase.external_id ? ` (${purchase.external_id})` : ''}`,
    `Started: ${purchase.created_at}`,
    `State: ${purchase.state}`,
  ];
  const text = lines.join('\n');
  return {
    to,
    subject: `Purchase ${what}: ${purchase.product_id} (${purchase.id})`,
    text,
    html: `<pre style="font-family:monospace">${escapeHtml(text)}</pre>`,
  };
}

/**
 * Expires the purchase if it is still pending after the confirmation window, then mails the
 * team once about a failed or expired purchase. Safe to run any number of times.
 */
export async function followUpPurchase(ctx: ServiceContext, purchaseId: string): Promise<void> {
  const found = await findPurchase(ctx.db, purchaseId);
  if (!found) return;
  const now = ctx.clock.now();
  if (found.state === 'PENDING' && now >= expiresAt(found)) {
    await markUnconfirmed(ctx.db, found.id, 'EXPIRED', toDbTime(now));
  }
  const purchase = await findPurchase(ctx.db, purchaseId);
  if (!purchase || purchase.team_notified_at) return;
  if (purchase.state !== 'FAILED' && purchase.state !== 'EXPIRED') return;
  await ctx.mailer.send(teamMail(purchase, ctx.config.payments.teamEmail));
  await markTeamNotified(ctx.db, purchase.id, toDbTime(now));
}

export const purchaseFollowUpJob = defineJob({
  name: 'payments.purchase-follow-up',
  payload: z.object({ purchaseId: z.string() }),
  handler: async ({ purchaseId }, { services }) => followUpPurchase(services, purchaseId),
  maxAttempts: 5,
  backoffMs: 60_000,
});

/** When a purchase starts: the check that expires it if nothing confirms it in time. */
export async function scheduleExpiry(ctx: ServiceContext, purchase: PurchasesTable) {
  const delayMs = Math.max(0, expiresAt(purchase).getTime() - ctx.clock.now().getTime());
  await ctx.jobs.enqueue(
    purchaseFollowUpJob,
    { purchaseId: purchase.id },
    { jobKey: `${purchase.id}/expiry`, delayMs },
  );
}

export async function notifyTeamLater(
  ctx: ServiceContext,
  purchaseId: string,
  why: 'failure' | 'expiry',
): Promise<void> {
  await ctx.jobs.enqueue(purchaseFollowUpJob, { purchaseId }, { jobKey: `${purchaseId}/${why}` });
}

/**
 * At start: purchases past their window whose check was lost (a crash between the commit and
 * the enqueue) get it now; the job key makes this a no-op for those that have one.
 */
export async function expireStalePurchases(ctx: ServiceContext): Promise<number> {
  const cutoff = toDbTime(new Date(ctx.clock.now().getTime() - PURCHASE_CONFIRMATION_EXPIRY_MS));
  const ids = await stalePendingPurchases(ctx.db, cutoff, 500);
  for (const purchaseId of ids) await notifyTeamLater(ctx, purchaseId, 'expiry');
  return ids.length;
}
