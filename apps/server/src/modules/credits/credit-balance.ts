export interface LedgerEntry {
  kind: 'GRANT' | 'SPEND';
  amount: number;
  /** ISO-8601 UTC; entries sort by it. */
  createdAt: string;
  /** Grants only; null never expires. */
  expiresAt: string | null;
}

interface OpenGrant {
  remaining: number;
  expiresAt: string | null;
}

const expiresFirst = (a: OpenGrant, b: OpenGrant) =>
  (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff');

/**
 * The balance a ledger adds up to at `now` (docs/product.md#credits: credits are valid 24 months). Each spend
 * uses the grants that were still valid when it was made, the one that expires first first, so
 * an expired grant takes with it only what was left of it. A spend larger than what was
 * available (which spendCredits never writes) is carried as debt against later grants.
 */
export function creditBalance(entries: readonly LedgerEntry[], now: Date): number {
  return creditStanding(entries, now).balance;
}

/** The balance and the earliest expiry among the grants that still make it up. */
export function creditStanding(
  entries: readonly LedgerEntry[],
  now: Date,
): { balance: number; nextExpiry: string | null } {
  const nowIso = now.toISOString();
  const open: OpenGrant[] = [];
  let debt = 0;
  const ordered = [...entries].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.kind === 'GRANT' ? -1 : 1),
  );
  for (const entry of ordered) {
    if (entry.kind === 'GRANT') {
      const paid = Math.min(debt, entry.amount);
      debt -= paid;
      open.push({ remaining: entry.amount - paid, expiresAt: entry.expiresAt });
      continue;
    }
    let due = entry.amount;
    const valid = open
      .filter((grant) => grant.remaining > 0 && (grant.expiresAt ?? '\uffff') > entry.createdAt)
      .sort(expiresFirst);
    for (const grant of valid) {
      const used = Math.min(due, grant.remaining);
      grant.remaining -= used;
      due -= used;
      if (due === 0) break;
    }
    debt += due;
  }
  const unexpired = open.filter(
    (grant) => grant.remaining > 0 && (grant.expiresAt ?? '\uffff') > nowIso,
  );
  const available = unexpired.reduce((sum, grant) => sum + grant.remaining, 0);
  const balance = Math.max(0, available - debt);
  const nextExpiry = balance > 0 ? (unexpired.sort(expiresFirst)[0]?.expiresAt ?? null) : null;
  return { balance, nextExpiry };
}
