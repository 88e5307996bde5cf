import type { Transaction } from '@monstory/contracts/payments';
import type { ServiceContext } from '../../platform/service-context.js';
import { transactionsOf } from './transactions.repo.js';

/** Rows enough for years of monthly renewals; the page shows the newest. */
const HISTORY_LIMIT = 200;

/** GET /api/transactions (Transaction history row, docs/product.md#credits): paid purchases and renewals. */
export async function transactionHistory(
  ctx: ServiceContext,
  userId: string,
): Promise<{ transactions: Transaction[] }> {
  const rows = await transactionsOf(ctx.db, userId, HISTORY_LIMIT);
  return {
    transactions: rows.map((row) => ({
      id: row.id,
      date: row.occurred_at,
      amount: row.amount,
      currency: row.currency,
      paymentMethod: row.payment_method,
      type: row.type,
      description: row.description,
    })),
  };
}
