import { TOUR_STAGE_PADDING } from '@monstory/contracts/constants';
import { driver } from 'driver.js';
import type { DriveStep, Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import type { TourDriver, TourDriverHooks } from './tour-controller';
import { TOUR_STEPS, tourAnchor } from './tour-steps';
import type { TourTexts } from './tour-texts';

// driver.js behind the controller's small interface. This module is only imported dynamically,
// so the library and its styles load the first time a tour starts, not with the app.

/** driver.js writes titles and texts as HTML; ours are plain text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Nothing comes before the first step: a greyed "Previous" there is only noise. */
const FIRST_STEP_BUTTONS: NonNullable<DriveStep['popover']>['showButtons'] = ['next', 'close'];

function buildSteps(texts: TourTexts): DriveStep[] {
  return TOUR_STEPS.map((step, index) => ({
    element: tourAnchor(step),
    popover: {
      title: escapeHtml(texts.title(step)),
      description: escapeHtml(texts.text(step)),
      progressText: escapeHtml(texts.progress(index + 1, TOUR_STEPS.length)),
      ...(index === 0 ? { showButtons: FIRST_STEP_BUTTONS } : {}),
    },
  }));
}

interface DriverTourOptions {
  /** docs/product.md#constants: no gliding highlight and no smooth scrolling under reduced motion. */
  reducedMotion: boolean;
}

export function createDriverTour(
  hooks: TourDriverHooks,
  texts: () => TourTexts,
  { reducedMotion }: DriverTourOptions,
): TourDriver {
  let current = texts();
  // Closed by the person (the cross, a tap outside, Escape): driver.js asks before it destroys.
  const close = () => {
    keys.stop();
    tour.destroy();
    hooks.onClose();
  };
  const keys = tourKeys(() => tour, { close, finish: hooks.onFinish });
  const tour = driver({
    steps: buildSteps(current),
    showProgress: true,
    stagePadding: TOUR_STAGE_PADDING,
    stageRadius: 20,
    animate: !reducedMotion,
    smoothScroll: !reducedMotion,
    overlayColor: '#05081c',
    overlayOpacity: 0.72,
    popoverClass: 'monstory-tour',
    popoverOffset: 8,
    // Our own keys (tourKeys): driver.js would also act on the release of an Escape pressed to
    // close the dialog that paused the tour, and close the tour the moment it came back.
    allowKeyboardControl: false,
    nextBtnText: escapeHtml(current.next),
    prevBtnText: escapeHtml(current.previous),
    doneBtnText: escapeHtml(current.done),
    onHighlightStarted: (_element, _step, { index }) => {
      if (index !== undefined) hooks.onShow(index);
    },
    onDoneClick: () => hooks.onFinish(),
    onDestroyStarted: close,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', current.close);
      popover.wrapper.setAttribute('aria-modal', 'true');
      // driver.js focuses the first button, the close cross; the way on is the better start.
      queueMicrotask(() => {
        if (!popover.nextButton.disabled) popover.nextButton.focus();
      });
    },
  });

  return {
    show(step) {
      if (!tour.isActive()) {
        // The language may have changed since the last run.
        current = texts();
        tour.setConfig({
          ...tour.getConfig(),
          steps: buildSteps(current),
          nextBtnText: escapeHtml(current.next),
          prevBtnText: escapeHtml(current.previous),
          doneBtnText: escapeHtml(current.done),
        });
      }
      tour.drive(step);
      keys.listen();
    },
    hide() {
      // driver.js hands focus back to where it was when the step began; a dialog opening now
      // has just taken it, and keeps it.
      const focused = document.activeElement;
      keys.stop();
      tour.destroy();
      if (focused instanceof HTMLElement && focused.isConnected && focused !== document.body) {
        focused.focus();
      }
    },
  };
}

/**
 * Escape closes, and the arrow keys step while focus is on the popover (on the highlighted
 * choices they move between the choices). A key counts only when it was also pressed while the
 * tour was on screen: the Escape that closes the dialog which paused the tour is released after
 * the tour came back, and must not close it too.
 */
function tourKeys(tour: () => Driver, actions: { close(): void; finish(): void }) {
  const pressed = new Set<string>();
  const onPopover = () => {
    const popover = tour().getState('popover') as { wrapper?: HTMLElement } | undefined;
    return popover?.wrapper?.contains(document.activeElement) ?? false;
  };
  const onKeyDown = (event: KeyboardEvent) => void pressed.add(event.key);
  const onKeyUp = (event: KeyboardEvent) => {
    if (!pressed.delete(event.key) || !tour().isActive()) return;
    if (event.key === 'Escape') actions.close();
    else if (event.key === 'ArrowRight' && onPopover()) {
      if (tour().isLastStep()) actions.finish();
      else tour().moveNext();
    } else if (event.key === 'ArrowLeft' && onPopover() && tour().hasPreviousStep()) {
      tour().movePrevious();
    }
  };
  const stop = () => {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('keyup', onKeyUp, true);
    pressed.clear();
  };
  return {
    listen() {
      stop();
      window.addEventListener('keydown', onKeyDown, true);
      window.addEventListener('keyup', onKeyUp, true);
    },
    stop,
  };
}
