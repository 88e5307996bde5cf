import { LISTENING_REPORT_MAX_SECONDS } from '@monstory/contracts/library';
import { describe, expect, it } from 'vitest';
import { ListeningMeter } from './listening-meter';

/** Plays from `from` to `to` in quarter-second clock readings; returns what was reported. */
function play(meter: ListeningMeter, from: number, to: number, rate = 1): number[] {
  const reports: number[] = [];
  meter.from(from);
  for (let t = from + 0.25; t <= to + 1e-9; t += 0.25) {
    const seconds = meter.tick(t, rate);
    if (seconds > 0) reports.push(seconds);
  }
  return reports;
}

describe('listening meter', () => {
  it('reports every 30 seconds of playback and the rest when it stops', () => {
    const meter = new ListeningMeter();
    expect(play(meter, 0, 70)).toEqual([30, 30]);
    expect(meter.stop()).toBe(10);
    expect(meter.stop()).toBe(0);
  });

  it('does not count a seek or the time paused', () => {
    const meter = new ListeningMeter();
    play(meter, 0, 10);
    meter.tick(100, 1);
    expect(meter.stop()).toBe(10);
    meter.tick(120, 1);
    expect(meter.stop()).toBe(0);
  });

  it('counts listening time, not narration time, at a faster speed', () => {
    const meter = new ListeningMeter();
    expect(play(meter, 0, 30, 1.5)).toEqual([]);
    expect(meter.stop()).toBe(20);
  });

  it('keeps the fraction of a second for the next report', () => {
    const meter = new ListeningMeter();
    play(meter, 0, 2.5);
    expect(meter.stop()).toBe(2);
    play(meter, 10, 10.5);
    expect(meter.stop()).toBe(1);
  });

  it('reports in chunks the server accepts at a slower speed too', () => {
    const meter = new ListeningMeter();
    const reports = play(meter, 0, 30, 0.5);
    expect(reports).toEqual([30, 30]);
    expect(reports.every((s) => s <= LISTENING_REPORT_MAX_SECONDS)).toBe(true);
  });
});
