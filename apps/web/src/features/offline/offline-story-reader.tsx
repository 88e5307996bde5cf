import type { Story } from '@monstory/contracts/story';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readOfflineStory } from '../../lib/offline/offline-stories';

interface Kept {
  story: Story;
  pictures: (string | null)[];
  audio: string | null;
}

/** A kept story read from the device: its pictures, its text and its narration to play. */
export function OfflineStoryReader({ uuid }: { uuid: string }) {
  const { t } = useTranslation('startup');
  const [kept, setKept] = useState<Kept | null | 'missing'>(null);

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      const found = await readOfflineStory(uuid).catch(() => null);
      if (!found) {
        if (live) setKept('missing');
        return;
      }
      const pictures = await Promise.all(
        found.story.paragraphs.map((paragraph) => found.media(paragraph.image?.url)),
      );
      const audio = await found.media(found.story.audioUrl);
      made.push(...pictures.filter((url): url is string => url !== null));
      if (audio) made.push(audio);
      if (live) setKept({ story: found.story, pictures, audio });
      else for (const url of made) URL.revokeObjectURL(url);
    })();
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [uuid]);

  if (kept === null) return null;
  if (kept === 'missing') {
    return <p className="px-6 text-lg text-ink-muted">{t('offlineShelf.missing')}</p>;
  }
  const { story, pictures, audio } = kept;
  return (
    <article lang={story.language} className="mx-auto flex w-full max-w-2xl flex-col gap-6 pb-16">
      {audio && (
        <figure className="mx-4 flex flex-col gap-2 rounded-card bg-surface px-4 py-3">
          <figcaption className="font-extrabold">{t('offlineShelf.listen')}</figcaption>
          <audio controls preload="metadata" src={audio} className="w-full">
            <track kind="captions" />
          </audio>
        </figure>
      )}
      {story.paragraphs.map((paragraph, index) => (
        <section key={paragraph.index} className="flex flex-col gap-4">
          {pictures[index] && (
            <img
              src={pictures[index] ?? undefined}
              alt={paragraph.image?.alt ?? ''}
              className="aspect-[4/3] w-full object-cover sm:rounded-card"
            />
          )}
          <p className="mx-auto font-story max-w-[60ch] px-4 text-[1.2rem] leading-[1.7]">
            {paragraph.text}
          </p>
        </section>
      ))}
    </article>
  );
}
