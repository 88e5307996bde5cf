// A cosy December scene in the house style (docs/look-and-feel.md): soft flat shapes, no thick outlines, a
// limited palette of night blue, snow white and warm window light. The top-left stays open sky:
// the greeting sits there. The scene is cropped at the sides on narrow screens, so everything
// that matters lies between x = 80 and x = 560.

const SNOW = [
  [340, 24],
  [410, 56],
  [470, 20],
  [600, 70],
  [620, 22],
  [380, 96],
  [250, 110],
  [150, 118],
  [60, 104],
  [520, 100],
] as const;

const BAUBLES = [
  [508, 124, '#ff8a7a'],
  [530, 142, '#ffb009'],
  [496, 154, '#00ffd6'],
  [540, 164, '#ff8a7a'],
  [514, 172, '#ffb009'],
] as const;

export function ChristmasScene({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 640 220"
      preserveAspectRatio="xMidYMax slice"
      role="img"
      aria-label={label}
      className="block h-44 w-full sm:h-auto"
    >
      <defs>
        <linearGradient id="xmas-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141a44" />
          <stop offset="1" stopColor="#2a3478" />
        </linearGradient>
        <radialGradient id="xmas-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd27a" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ffd27a" stopOpacity="0" />
        </radialGradient>
        <mask id="xmas-crescent">
          <circle cx="470" cy="48" r="22" fill="#fff" />
          <circle cx="481" cy="41" r="20" fill="#000" />
        </mask>
      </defs>
      <rect width="640" height="220" fill="url(#xmas-sky)" />
      <circle cx="470" cy="48" r="22" fill="#fff6d8" mask="url(#xmas-crescent)" />
      {SNOW.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="#f4f1ff" opacity="0.85" />
      ))}
      <path d="M0 176 Q160 136 320 166 T640 156 V220 H0Z" fill="#dfe6ff" />
      <path d="M0 196 Q200 168 400 192 T640 184 V220 H0Z" fill="#f4f1ff" />
      {/* the cabin */}
      <circle cx="340" cy="160" r="62" fill="url(#xmas-glow)" />
      <rect x="292" y="142" width="96" height="48" rx="6" fill="#8a4b3a" />
      <path d="M280 148 L340 112 L400 148 Z" fill="#f4f1ff" />
      <rect x="366" y="114" width="13" height="22" rx="2" fill="#6f3b2e" />
      <circle cx="376" cy="102" r="6" fill="#c8cfee" opacity="0.6" />
      <circle cx="385" cy="90" r="8" fill="#c8cfee" opacity="0.4" />
      <rect x="304" y="154" width="22" height="18" rx="4" fill="#ffd27a" />
      <rect x="354" y="154" width="22" height="18" rx="4" fill="#ffd27a" />
      <rect x="331" y="164" width="18" height="26" rx="4" fill="#5a2f25" />
      {/* a small friendly snowman */}
      <circle cx="440" cy="188" r="16" fill="#ffffff" />
      <circle cx="440" cy="163" r="11" fill="#ffffff" />
      <circle cx="436" cy="160" r="1.8" fill="#1b2256" />
      <circle cx="444" cy="160" r="1.8" fill="#1b2256" />
      <path d="M440 165 l8 2 -8 2 z" fill="#ff9f43" />
      <path d="M429 172 h22" stroke="#ff8a7a" strokeWidth="3" strokeLinecap="round" />
      {/* the tree */}
      <path d="M518 96 L556 152 H480 Z" fill="#1f8a5b" />
      <path d="M518 118 L564 184 H472 Z" fill="#23a06a" />
      <rect x="510" y="184" width="16" height="14" rx="2" fill="#6f3b2e" />
      <path d="M518 82 l4 9 10 1 -8 6 3 10 -9 -6 -9 6 3 -10 -8 -6 10 -1 z" fill="#ffb009" />
      {BAUBLES.map(([x, y, colour]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill={colour} />
      ))}
    </svg>
  );
}
