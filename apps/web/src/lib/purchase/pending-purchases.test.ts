import { describe, expect, it } from 'vitest';
import { LocalStorageKey } from '../storage/storage-keys';
import {
  forgetPendingPurchase,
  readPendingPurchases,
  rememberPendingPurchase,
} from './pending-purchases';

const at = '2026-03-01T10:00:00.000Z';

describe('pending purchases (pending transactions key)', () => {
  it('remembers purchases newest first, once each, and forgets settled ones', () => {
    rememberPendingPurchase({ purchaseId: 'a', productId: 'credits-50', createdAt: at });
    rememberPendingPurchase({ purchaseId: 'b', productId: 'premium-monthly', createdAt: at });
    rememberPendingPurchase({ purchaseId: 'a', productId: 'credits-50', createdAt: at });
    expect(readPendingPurchases().map((item) => item.purchaseId)).toEqual(['a', 'b']);
    expect(localStorage.getItem(LocalStorageKey.pendingTransactions)).toContain('premium-monthly');

    forgetPendingPurchase('a');
    expect(readPendingPurchases().map((item) => item.purchaseId)).toEqual(['b']);
  });

  it('keeps at most ten', () => {
    for (let i = 0; i < 12; i++) {
      rememberPendingPurchase({ purchaseId: `p${i}`, productId: 'credits-50', createdAt: at });
    }
    expect(readPendingPurchases()).toHaveLength(10);
    expect(readPendingPurchases()[0]?.purchaseId).toBe('p11');
  });

  it('ignores a stored value that is not ours', () => {
    localStorage.setItem(LocalStorageKey.pendingTransactions, '{"nope":1}');
    expect(readPendingPurchases()).toEqual([]);
    localStorage.setItem(LocalStorageKey.pendingTransactions, 'not json');
    expect(readPendingPurchases()).toEqual([]);
  });
});
