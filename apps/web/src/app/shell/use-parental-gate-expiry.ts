import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import {
  parentalGateClosesAt,
  readParentalGateRecord,
} from '../../lib/parental-gate/parental-gate-record';

/**
 * On a page behind the parental gate, runs the guard again the moment the 10 minutes are over,
 * so the shop closes by itself instead of waiting for the next tap.
 */
export function useParentalGateExpiry(requiresParentalGate: boolean): void {
  const { revalidate } = useRevalidator();
  const { key } = useLocation();

  useEffect(() => {
    if (!requiresParentalGate) return;
    const closesAt = parentalGateClosesAt(readParentalGateRecord(), Date.now());
    if (closesAt === null) return;
    const timer = setTimeout(() => void revalidate(), closesAt - Date.now());
    return () => clearTimeout(timer);
  }, [requiresParentalGate, key, revalidate]);
}
