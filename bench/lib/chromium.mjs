/** The Chromium the browser benchmarks drive: $CHROMIUM, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** So a run measures the page alone: no sandbox, GPU, QUIC, first-run or background traffic. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
