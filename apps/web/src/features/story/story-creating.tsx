import { useTranslation } from 'react-i18next';
import './story-motion.css';

/** While the first words are on their way: a calm picture of a story being written. */
export function StoryCreating({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation('story');
  return (
    <section
      role="status"
      aria-live="polite"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 py-10 text-center"
    >
      <svg viewBox="0 0 200 160" aria-hidden="true" className="w-56 max-w-full">
        <circle className="mo-glow" cx="100" cy="88" r="64" fill="#00ffd6" opacity="0.2" />
        <path d="M100 70 Q70 56 34 62 V128 Q70 122 100 136 Z" fill="#f4f1ff" />
        <path d="M100 70 Q130 56 166 62 V128 Q130 122 100 136 Z" fill="#dcd7f7" />
        <path d="M100 70 V136" stroke="#b7b0e6" strokeWidth="2" />
        {[78, 90, 102, 114].map((y) => (
          <path
            key={y}
            d={`M46 ${y} Q70 ${y - 4} 90 ${y + 2}`}
            stroke="#c9c2ee"
            strokeWidth="3"
            strokeLinecap="round"
            fill="none"
          />
        ))}
        <g className="mo-quill">
          <path d="M128 112 Q150 60 182 30 Q168 74 134 114 Z" fill="#ffb009" />
          <path d="M128 112 L124 122" stroke="#f4f1ff" strokeWidth="3" strokeLinecap="round" />
        </g>
        <circle className="animate-twinkle" cx="40" cy="30" r="3" fill="#f4f1ff" />
        <circle
          className="animate-twinkle [animation-delay:1.1s]"
          cx="150"
          cy="18"
          r="2.5"
          fill="#f4f1ff"
        />
        <circle
          className="animate-twinkle [animation-delay:2s]"
          cx="70"
          cy="14"
          r="2"
          fill="#00ffd6"
        />
      </svg>
      <h1 className="text-3xl font-black text-balance">
        {loading ? t('loading') : t('creating.title')}
      </h1>
      {!loading && <p className="text-lg text-pretty text-ink-muted">{t('creating.text')}</p>}
    </section>
  );
}
