import { MonsterEyes } from './monster-eyes';

// The logo: a small round monster with big eyes, amber horns and a grin. Drawn inline so it is
// crisp at any size and needs no request. Decorative: the link around it carries the name.
export function MonstoryMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <path d="M17 22 L13 7 Q12 4 15 5 L27 14 Z" fill="var(--mo-premium)" />
      <path d="M47 22 L51 7 Q52 4 49 5 L37 14 Z" fill="var(--mo-premium)" />
      <ellipse cx="32" cy="37" rx="25" ry="23" fill="var(--mo-accent)" />
      <ellipse cx="32" cy="46" rx="14" ry="10" fill="#7dffe9" />
      <MonsterEyes
        cx={32}
        cy={33}
        apart={18}
        r={8}
        fill="#fff"
        pupil={{ dx: 1.5, dy: 1, r: 4.2, fill: 'var(--mo-canvas)' }}
        glint={{ dx: 3, dy: -0.8, r: 1.5 }}
      />
      <path
        d="M26 45 Q32 51 38 45"
        fill="none"
        stroke="var(--mo-canvas)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
