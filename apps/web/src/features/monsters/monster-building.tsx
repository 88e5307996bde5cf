import type { Monster } from '@monstory/contracts/gamification';
import { useTranslation } from 'react-i18next';
import './monster-motion.css';
import { MonsterEyes } from '../../lib/components/monster-eyes';

/** docs/product.md#monsters "being built": the name is there at once, the picture is on its way. */
export function MonsterBuilding({ monster }: { monster: Monster }) {
  const { t } = useTranslation('monsters');
  return (
    <section className="flex flex-col items-center gap-5 py-4 text-center">
      <DrawingPicture />
      <h2 className="text-3xl font-black text-balance md:text-4xl">
        {t('building.title', { name: monster.name })}
      </h2>
      <p role="status" className="text-xl font-bold text-accent">
        {t('building.status', { name: monster.name })}
      </p>
      <p className="max-w-prose text-lg text-pretty text-ink-muted">
        {t('building.text', { name: monster.name })}
      </p>
      <p className="max-w-prose text-base text-pretty text-ink-muted">{t('building.hint')}</p>
    </section>
  );
}

/** A monster shape being sketched: it bobs, a pencil moves, stars twinkle — all gently. */
function DrawingPicture() {
  return (
    <svg
      viewBox="0 0 160 160"
      aria-hidden="true"
      className="size-48 rounded-full bg-surface-raised shadow-[0_0_0_12px_var(--mo-surface),0_24px_70px_-24px_var(--mo-monster)]"
    >
      <g className="mo-monster-bob">
        <path d="M52 52 L58 30 L68 50 Z M108 52 L102 30 L92 50 Z" fill="var(--mo-monster-light)" />
        <ellipse
          cx="80"
          cy="88"
          rx="46"
          ry="42"
          fill="var(--mo-monster)"
          fillOpacity="0.35"
          stroke="var(--mo-monster-light)"
          strokeWidth="3"
          strokeDasharray="10 8"
        />
        <MonsterEyes
          cx={80}
          cy={80}
          apart={32}
          r={10}
          fill="var(--mo-ink)"
          pupil={{ dx: 2, dy: 2, r: 4.5, fill: 'var(--mo-canvas)' }}
        />
        <path
          d="M66 104 Q80 114 94 104"
          stroke="var(--mo-ink)"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g className="mo-monster-pencil">
        <path d="M118 118 L140 96 L148 104 L126 126 Z" fill="var(--mo-premium)" />
        <path d="M118 118 L126 126 L114 130 Z" fill="var(--mo-ink)" />
        <path d="M140 96 L144 92 L152 100 L148 104 Z" fill="var(--mo-danger)" />
      </g>
      <g fill="var(--mo-accent)">
        <path className="mo-monster-star" d="M30 40 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" />
        <path className="mo-monster-star" d="M132 34 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2 Z" />
        <path className="mo-monster-star" d="M26 118 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2 Z" />
      </g>
    </svg>
  );
}
