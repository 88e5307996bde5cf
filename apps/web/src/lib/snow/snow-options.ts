import { PARTICLE_FPS_LIMIT } from '@monstory/contracts/constants';
import type { ISourceOptions } from '@tsparticles/engine';

/**
 * A calm snowfall (docs/look-and-feel.md, Motion): few, small, half-transparent flakes drifting slowly
 * down behind the page, so a child reading a story barely notices them. Numbers are per area,
 * so a phone gets fewer flakes than a desktop.
 */
export const SNOW_OPTIONS: ISourceOptions = {
  // A display at 60 Hz simply draws every other frame.
  fpsLimit: PARTICLE_FPS_LIMIT,
  // The layer sizes and places itself (snow-canvas.tsx): tsparticles must not pin its own canvas.
  fullScreen: { enable: false },
  background: { color: 'transparent' },
  detectRetina: true,
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: 70, density: { enable: true, width: 1920, height: 1080 } },
    shape: { type: 'circle' },
    paint: { color: { value: '#F4F1FF' }, fill: { enable: true } },
    opacity: { value: { min: 0.25, max: 0.7 } },
    size: { value: { min: 1, max: 3.5 } },
    move: {
      enable: true,
      direction: 'bottom',
      speed: { min: 0.3, max: 1.1 },
      drift: { min: -0.3, max: 0.3 },
      straight: false,
      outModes: { default: 'out' },
    },
  },
};
