import type { StoryParagraph } from '@monstory/contracts/story';
import { ImageOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-errors';
import { ConfirmDialog } from '../components/confirm-dialog';
import { cx } from '../components/cx';
import { useRegenerateImage } from '../story/regenerate-image';
import { apiAssetUrl } from '../api/api-asset-url';

type RemakeProblem = 'limit' | 'notOwner' | 'failed';

function remakeProblem(error: unknown): RemakeProblem {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'NOT_OWNER') return 'notOwner';
  if (error.code === 'IMAGE_REGENERATION_LIMIT') return 'limit';
  return 'failed';
}

interface StoryIllustrationProps {
  uuid: string;
  paragraph: StoryParagraph & { image: NonNullable<StoryParagraph['image']> };
  /** The owner may ask for a new picture (docs/product.md#story-pipeline), a few times per story. */
  canRemake: boolean;
  remakesLeft: number;
}

/** A paragraph's picture, edge to edge on phones, with its drawing states and remake button. */
export function StoryIllustration({
  uuid,
  paragraph,
  canRemake,
  remakesLeft,
}: StoryIllustrationProps) {
  const { t } = useTranslation('story');
  const remake = useRegenerateImage(uuid);
  const [limitTapped, setLimitTapped] = useState(false);
  // The remakes are one budget for the whole story: each one is asked for before it is spent.
  const [confirming, setConfirming] = useState(false);
  const { image } = paragraph;
  // The story's opening picture is the first thing a reader sees (and what a slow phone waits
  // for); the rest are further down the page and load as the child scrolls towards them.
  const opening = paragraph.index === 0;
  const drawing = image.status === 'PENDING' || image.status === 'REGENERATING' || remake.isPending;
  // A remake that failed in the job keeps the old picture and marks it FAILED (docs/product.md#errors).
  const problem: RemakeProblem | null = limitTapped
    ? 'limit'
    : remake.isError
      ? remakeProblem(remake.error)
      : image.status === 'FAILED' && image.url
        ? 'failed'
        : null;

  const onRemake = () => {
    if (remakesLeft <= 0) return setLimitTapped(true);
    setConfirming(true);
  };

  return (
    <figure className="-mx-4 flex flex-col gap-2 sm:mx-0">
      <div className="relative aspect-[8/5] w-full overflow-hidden bg-surface-raised sm:rounded-card">
        {image.url ? (
          <img
            src={apiAssetUrl(image.url)}
            alt={image.alt ?? ''}
            decoding="async"
            loading={opening ? 'eager' : 'lazy'}
            fetchPriority={opening ? 'high' : 'auto'}
            className={cx(
              'size-full object-cover transition-opacity duration-300 ease-calm',
              drawing && 'opacity-40',
            )}
          />
        ) : (
          !drawing && (
            <div className="grid size-full place-items-center text-ink-muted">
              <span className="flex flex-col items-center gap-2">
                <ImageOff className="size-8" aria-hidden="true" />
                {t('images.failedImage')}
              </span>
            </div>
          )
        )}
        {drawing && (
          <div role="status" className="absolute inset-0 grid place-items-center">
            <span className="flex items-center gap-2 rounded-full bg-canvas/80 px-4 py-2 font-bold">
              <LoaderCircle className="size-5 animate-spin text-accent" aria-hidden="true" />
              {image.status === 'PENDING' ? t('images.drawing') : t('images.redrawing')}
            </span>
          </div>
        )}
        {canRemake && !drawing && (
          // Small and in the corner: the picture is what the child looks at.
          <button
            type="button"
            onClick={onRemake}
            aria-label={`${t('images.regenerateLabel', { part: paragraph.index + 1 })}, ${t('images.left', { count: remakesLeft })}`}
            title={t('images.regenerate')}
            className="absolute top-2 right-2 inline-flex min-h-touch items-center gap-1.5 rounded-full bg-canvas/75 px-3 text-ink backdrop-blur-sm transition duration-200 ease-calm hover:bg-canvas"
          >
            <RefreshCw className="size-5" aria-hidden="true" />
            <span aria-hidden="true" className="text-sm font-extrabold">
              {t('images.left', { count: remakesLeft })}
            </span>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        icon={RefreshCw}
        title={t('images.confirmTitle')}
        text={t('images.confirmText', { count: remakesLeft })}
        confirmLabel={t('images.confirm')}
        cancelLabel={t('images.cancel')}
        onConfirm={() => {
          setConfirming(false);
          remake.mutate(paragraph.index);
        }}
        onCancel={() => setConfirming(false)}
      />
      {problem && (
        <p role="alert" className="px-4 text-base font-bold text-danger sm:px-0">
          {t(`images.${problem}`)}
        </p>
      )}
    </figure>
  );
}
