import { useNavigation } from 'react-router';

// Pages load on demand; while the next one is on its way the current page stays and a thin
// line at the top shows that the tap was heard. It fades in late so quick loads never flash.
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-accent transition-all ' +
        (busy
          ? 'scale-x-75 opacity-100 delay-150 duration-[1500ms]'
          : 'scale-x-0 opacity-0 duration-200')
      }
    />
  );
}
