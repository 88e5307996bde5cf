import { MonsterEyes } from '../../lib/components/monster-eyes';

// A small lavender monster on a hill at night, lantern in hand, looking up at a question mark.
// Soft flat shapes in the app's palette, nothing scary: round body, stubby limbs, big eyes.
export function LostMonsterIllustration({
  label,
  className,
}: {
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 240 210" role="img" aria-label={label} className={className}>
      <defs>
        <radialGradient id="lost-monster-glow">
          <stop offset="0" stopColor="var(--mo-premium)" stopOpacity="0.55" />
          <stop offset="1" stopColor="var(--mo-premium)" stopOpacity="0" />
        </radialGradient>
        <mask id="lost-monster-moon">
          <rect width="240" height="210" fill="#fff" />
          <circle cx="205" cy="30" r="15" fill="#000" />
        </mask>
      </defs>

      <circle cx="120" cy="112" r="92" fill="var(--mo-surface)" />
      <circle cx="195" cy="38" r="17" fill="#ffe7b0" mask="url(#lost-monster-moon)" />
      <g fill="var(--mo-ink)" className="animate-twinkle">
        <circle cx="40" cy="44" r="2" />
        <circle cx="150" cy="22" r="1.6" />
        <circle cx="214" cy="96" r="1.8" />
        <circle cx="26" cy="120" r="1.4" />
      </g>
      <path d="M96 30 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5z" fill="var(--mo-accent)" />

      <ellipse cx="120" cy="192" rx="104" ry="18" fill="var(--mo-surface-raised)" />

      <path
        d="M52 58 q0 -14 14 -14 q14 0 14 13 q0 8 -9 12 q-5 2 -5 9"
        fill="none"
        stroke="var(--mo-accent)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="66" cy="90" r="3.8" fill="var(--mo-accent)" />

      <path d="M88 102 Q78 80 90 84 Q98 90 99 97Z" fill="var(--mo-accent)" />
      <path d="M132 97 Q134 88 142 84 Q152 80 144 102Z" fill="var(--mo-accent)" />
      <ellipse cx="100" cy="181" rx="13" ry="7" fill="var(--mo-monster)" />
      <ellipse cx="138" cy="181" rx="13" ry="7" fill="var(--mo-monster)" />
      <path
        d="M76 140 q-14 4 -12 16"
        stroke="var(--mo-monster)"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="118" cy="138" rx="44" ry="42" fill="var(--mo-monster)" />
      <ellipse cx="118" cy="157" rx="25" ry="19" fill="var(--mo-monster-light)" />

      <MonsterEyes
        cx={118}
        cy={126}
        apart={30}
        r={13}
        fill="#fff"
        pupil={{ dx: -3, dy: -5, r: 6.5, fill: 'var(--mo-canvas)' }}
        glint={{ dx: -0.5, dy: -7.5, r: 2.2 }}
      />
      <ellipse cx="91" cy="143" rx="6" ry="3.5" fill="var(--mo-danger)" opacity="0.45" />
      <ellipse cx="145" cy="143" rx="6" ry="3.5" fill="var(--mo-danger)" opacity="0.45" />
      <ellipse cx="118" cy="145" rx="4.5" ry="5.5" fill="var(--mo-canvas)" />

      <circle cx="184" cy="150" r="34" fill="url(#lost-monster-glow)" />
      <path
        d="M158 138 q14 -4 24 -2"
        stroke="var(--mo-monster)"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="182" cy="135.5" r="6" fill="var(--mo-monster)" />
      <path d="M184 136 v6" stroke="var(--mo-ink-muted)" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="175" y="141" width="18" height="5" rx="2.5" fill="var(--mo-surface-raised)" />
      <rect x="176" y="145" width="16" height="20" rx="5" fill="var(--mo-premium)" />
      <rect x="180" y="149" width="8" height="12" rx="3" fill="#fff3cf" />
      <rect x="175" y="164" width="18" height="4" rx="2" fill="var(--mo-surface-raised)" />
    </svg>
  );
}
