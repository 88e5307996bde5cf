import { describe, expect, it } from 'vitest';
import { INACTIVE, endsTour, tourReducer } from './tour-machine';
import type { TourEvent, TourState } from './tour-machine';

const run = (events: TourEvent[], from: TourState = INACTIVE) => events.reduce(tourReducer, from);

describe('guided tour states', () => {
  it('starts at the first step and follows the steps shown', () => {
    expect(run([{ type: 'start' }])).toEqual({ status: 'active', step: 0 });
    expect(run([{ type: 'start' }, { type: 'show', step: 3 }])).toEqual({
      status: 'active',
      step: 3,
    });
  });

  it('pauses at the current step and resumes at the same step', () => {
    const paused = run([{ type: 'start' }, { type: 'show', step: 2 }, { type: 'pause' }]);
    expect(paused).toEqual({ status: 'paused', step: 2 });
    // While paused nothing is on screen: no step changes and no close.
    expect(run([{ type: 'show', step: 4 }, { type: 'close' }], paused)).toBe(paused);
    expect(tourReducer(paused, { type: 'resume' })).toEqual({ status: 'active', step: 2 });
  });

  it('ends as finished, closed or destroyed, and only from a running tour', () => {
    const active = run([{ type: 'start' }]);
    expect(tourReducer(active, { type: 'finish' })).toEqual({
      status: 'completed',
      how: 'finished',
    });
    expect(tourReducer(active, { type: 'close' })).toEqual({ status: 'completed', how: 'closed' });
    expect(tourReducer(active, { type: 'destroy' })).toEqual({
      status: 'completed',
      how: 'destroyed',
    });
    expect(run([{ type: 'pause' }, { type: 'destroy' }], active)).toEqual({
      status: 'completed',
      how: 'destroyed',
    });
    // A tour that never ran has nothing to end.
    for (const type of ['finish', 'close', 'destroy', 'pause', 'resume'] as const) {
      expect(tourReducer(INACTIVE, { type })).toBe(INACTIVE);
    }
  });

  it('can be taken again after it ended, but is not restarted while it runs', () => {
    const closed = run([{ type: 'start' }, { type: 'close' }]);
    expect(tourReducer(closed, { type: 'start' })).toEqual({ status: 'active', step: 0 });
    const running = run([{ type: 'start' }, { type: 'show', step: 4 }]);
    expect(tourReducer(running, { type: 'start' })).toBe(running);
    const paused = tourReducer(running, { type: 'pause' });
    expect(tourReducer(paused, { type: 'start' })).toBe(paused);
  });

  it('says the tour ended exactly when it becomes completed', () => {
    const active = run([{ type: 'start' }]);
    const closed = tourReducer(active, { type: 'close' });
    expect(endsTour(active, closed)).toBe(true);
    expect(endsTour(closed, tourReducer(closed, { type: 'destroy' }))).toBe(false);
    expect(endsTour(INACTIVE, active)).toBe(false);
    expect(endsTour(active, tourReducer(active, { type: 'pause' }))).toBe(false);
  });
});
