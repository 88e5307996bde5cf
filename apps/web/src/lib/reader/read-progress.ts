// Read progress (POST /api/story/{uuid}/read) is reported at a few steps, not at every scroll:
// the server only needs to know how far the reader got.

export const READ_PROGRESS_STEPS = [0.25, 0.5, 0.75, 1] as const;

export interface ReadProgressTracker {
  /** The reader now sees up to `progress` (0–1). Returns what to report now, or null. */
  see(progress: number): number | null;
  /** The reader leaves: what was read beyond the last report, or null. */
  leave(): number | null;
}

// Two decimals are plenty, and rounding down never claims a step that was not reached.
const tidy = (progress: number) => Math.floor(progress * 100 + 1e-9) / 100;

export function createReadProgressTracker(): ReadProgressTracker {
  let furthest = 0;
  let reported = 0;
  const report = () => {
    reported = furthest;
    return tidy(furthest);
  };
  return {
    see(progress) {
      const seen = Math.min(1, Math.max(0, progress));
      if (seen <= furthest) return null;
      furthest = seen;
      const step = READ_PROGRESS_STEPS.filter((s) => s <= tidy(seen)).at(-1) ?? 0;
      return step > reported ? report() : null;
    },
    leave() {
      return tidy(furthest) > tidy(reported) ? report() : null;
    },
  };
}
