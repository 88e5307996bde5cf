import { LISTENING_REPORT_MAX_SECONDS } from '@monstory/contracts/library';

// Minutes listened (docs/product.md#statistics statistics) count the time a child actually heard narration: the
// media clock's steps while playing, divided by the speed, so a seek or a pause adds nothing.

export const LISTENING_REPORT_EVERY_S = 30;
/** A step longer than this between two clock readings is a jump, not listening. */
const MAX_STEP_S = 5;

export class ListeningMeter {
  private last: number | null = null;
  private heard = 0;

  /** Playback starts or jumps to `mediaSeconds`: the next reading counts from here. */
  from(mediaSeconds: number): void {
    this.last = mediaSeconds;
  }

  /** The clock read `mediaSeconds` while playing at `rate`. Returns seconds to report now, or 0. */
  tick(mediaSeconds: number, rate: number): number {
    if (this.last !== null) {
      const step = mediaSeconds - this.last;
      if (step > 0 && step <= MAX_STEP_S * Math.max(1, rate)) this.heard += step / (rate || 1);
    }
    this.last = mediaSeconds;
    return this.heard >= LISTENING_REPORT_EVERY_S ? this.take() : 0;
  }

  /** Playback stopped: the whole seconds heard since the last report (the rest is kept), or 0. */
  stop(): number {
    this.last = null;
    return this.take();
  }

  private take(): number {
    const seconds = Math.min(LISTENING_REPORT_MAX_SECONDS, Math.floor(this.heard));
    this.heard -= seconds;
    return seconds;
  }
}
