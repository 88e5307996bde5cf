import { describe, expect, it, vi } from 'vitest';
import { createTourController } from './tour-controller';
import type { TourDriver, TourDriverHooks } from './tour-controller';

/** Stands in for driver.js: records what the controller asked of it and plays the person. */
function fakeDriver() {
  const calls: string[] = [];
  let hooks: TourDriverHooks | undefined;
  const driver: TourDriver = {
    show: (step) => {
      calls.push(`show ${step}`);
      hooks?.onShow(step);
    },
    hide: () => void calls.push('hide'),
  };
  const load = vi.fn((given: TourDriverHooks) => {
    hooks = given;
    return Promise.resolve(driver);
  });
  const person = {
    next: (step: number) => hooks?.onShow(step),
    close: () => hooks?.onClose(),
    done: () => hooks?.onFinish(),
  };
  return { calls, load, person };
}

function setup() {
  const fake = fakeDriver();
  const markSeen = vi.fn();
  const tour = createTourController({ loadDriver: fake.load, markSeen });
  return { ...fake, markSeen, tour };
}

describe('tour controller', () => {
  it('loads the library on the first start only, and shows the first step', async () => {
    const { tour, calls, load } = setup();
    expect(load).not.toHaveBeenCalled();
    await tour.start();
    expect(tour.state()).toEqual({ status: 'active', step: 0 });
    expect(calls).toEqual(['show 0']);
    await tour.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['show 0']);
  });

  it('pauses while a dialog is open and resumes at the saved step', async () => {
    const { tour, calls, person, markSeen } = setup();
    await tour.start();
    person.next(3);
    tour.setBlocked(true);
    expect(tour.state()).toEqual({ status: 'paused', step: 3 });
    expect(calls.at(-1)).toBe('hide');
    tour.setBlocked(false);
    expect(tour.state()).toEqual({ status: 'active', step: 3 });
    expect(calls.at(-1)).toBe('show 3');
    expect(markSeen).not.toHaveBeenCalled();
  });

  it('starts paused when a dialog is already open, and shows the first step once it closes', async () => {
    const { tour, calls } = setup();
    tour.setBlocked(true);
    await tour.start();
    expect(tour.state()).toEqual({ status: 'paused', step: 0 });
    expect(calls).toEqual([]);
    tour.setBlocked(false);
    expect(calls).toEqual(['show 0']);
  });

  it('stores the seen flag once when the tour is closed', async () => {
    const { tour, person, markSeen } = setup();
    await tour.start();
    person.close();
    expect(tour.state()).toEqual({ status: 'completed', how: 'closed' });
    tour.dispose();
    expect(markSeen).toHaveBeenCalledTimes(1);
  });

  it('stores the seen flag and takes the overlay away when the last step is done', async () => {
    const { tour, calls, person, markSeen } = setup();
    await tour.start();
    person.next(5);
    person.done();
    expect(tour.state()).toEqual({ status: 'completed', how: 'finished' });
    expect(calls.at(-1)).toBe('hide');
    expect(markSeen).toHaveBeenCalledTimes(1);
  });

  it('stores the seen flag when the screen goes away under a running or paused tour', async () => {
    const running = setup();
    await running.tour.start();
    running.tour.dispose();
    expect(running.calls.at(-1)).toBe('hide');
    expect(running.markSeen).toHaveBeenCalledTimes(1);

    const paused = setup();
    await paused.tour.start();
    paused.tour.setBlocked(true);
    paused.tour.dispose();
    expect(paused.tour.state()).toEqual({ status: 'completed', how: 'destroyed' });
    expect(paused.markSeen).toHaveBeenCalledTimes(1);
  });

  it('leaves no trace when the screen goes away before the tour began', async () => {
    const { tour, calls, markSeen } = setup();
    const starting = tour.start();
    tour.dispose();
    await starting;
    expect(tour.state()).toEqual({ status: 'inactive' });
    expect(calls).toEqual([]);
    expect(markSeen).not.toHaveBeenCalled();
  });

  it('can be taken again after it ended', async () => {
    const { tour, calls, person } = setup();
    await tour.start();
    person.close();
    await tour.start();
    expect(tour.state()).toEqual({ status: 'active', step: 0 });
    expect(calls).toEqual(['show 0', 'show 0']);
  });

  it('stays quiet when the library cannot be loaded, and tries again next time', async () => {
    const markSeen = vi.fn();
    const { load, calls } = fakeDriver();
    const loadDriver = vi
      .fn<typeof load>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(load);
    const tour = createTourController({ loadDriver, markSeen });
    await tour.start();
    expect(tour.state()).toEqual({ status: 'inactive' });
    await tour.start();
    expect(calls).toEqual(['show 0']);
  });
});
