/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import { sql, type Kysely } from 'kysely';

// The money loop (docs/decisions/0009-payments.md): purchases started in the shop, the
// subscriptions they (or a store) made, the payments shown as transaction history, and the ids
// of webhook events already applied. Credits themselves stay in credit_ledger.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('SUBSCRIPTION', 'CREDIT_PACK')`),
    )
    .addColumn('plan', 'text', (col) => col.check(sql`plan in ('MINI', 'PREMIUM')`))
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED')`),
    )
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in ('STRIPE', 'TEST', 'REVENUECAT')`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('introductory_amount', 'integer')
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('credits', 'integer', (col) => col.notNull())
    /** The provider's id: a Checkout Session, a store transaction. */
    .addColumn('external_id', 'text')
    .addColumn('team_notified_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('purchases_user_id_created_at_idx')
    .on('purchases')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('purchases_state_created_at_idx')
    .on('purchases')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    /** `<provider>:<external id>`, so a replayed event finds the row it made. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('MINI', 'PREMIUM')`))
    .addColumn('platform', 'text', (col) =>
      col.notNull().check(sql`platform in ('APP_STORE', 'PLAY_STORE', 'EXTERNAL')`),
    )
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in ('STRIPE', 'TEST', 'REVENUECAT')`),
    )
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('ACTIVE', 'PAST_DUE', 'ENDED')`),
    )
    .addColumn('auto_renew', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('current_period_start', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text', (col) => col.notNull())
    /** When the provider's state was observed: an older observation never overwrites a newer. */
    .addColumn('state_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_user_id_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('payment_transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('purchase_id', 'text', (col) => col.references('purchases.id').onDelete('set null'))
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('SUBSCRIPTION', 'CREDITS')`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    /** What was paid (`stripe:invoice:in_…`): one row per payment however often it is reported. */
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('payment_transactions_reference_key', ['reference'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_user_id_occurred_at_idx')
    .on('payment_transactions')
    .columns(['user_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('processed_webhook_events')
    /** `stripe:evt_…`, `revenuecat:…`: written in the transaction of the event's effects. */
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('processed_webhook_events').execute();
  await db.schema.dropTable('payment_transactions').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('purchases').execute();
}
