import { describe, expect, it } from 'vitest';
import { createReadProgressTracker } from './read-progress';

describe('read progress tracker', () => {
  it('reports on reaching each quarter, not on every scroll', () => {
    const tracker = createReadProgressTracker();
    expect(tracker.see(0.1)).toBeNull();
    expect(tracker.see(0.24)).toBeNull();
    expect(tracker.see(0.26)).toBe(0.26);
    expect(tracker.see(0.3)).toBeNull();
    expect(tracker.see(0.2)).toBeNull();
    expect(tracker.see(0.8)).toBe(0.8);
    expect(tracker.see(0.9)).toBeNull();
    expect(tracker.see(1)).toBe(1);
    expect(tracker.see(1)).toBeNull();
  });

  it('reports what was read since the last report on leaving, once', () => {
    const tracker = createReadProgressTracker();
    expect(tracker.leave()).toBeNull();
    tracker.see(0.6);
    expect(tracker.leave()).toBeNull();
    tracker.see(0.7);
    expect(tracker.leave()).toBe(0.7);
    expect(tracker.leave()).toBeNull();
  });

  it('keeps reports within 0–1', () => {
    const tracker = createReadProgressTracker();
    expect(tracker.see(3)).toBe(1);
  });
});
