import type { AudioTimings, Story } from '@monstory/contracts/story';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdWhilePlaying } from '../../lib/offline/app-update';
import { readOfflineStory } from '../../lib/offline/offline-stories';
import { followVoice } from '../../lib/reader/follow-voice';
import { ReadAlongText } from '../../lib/reader/read-along-text';
import { groupWordsByParagraph } from '../../lib/reader/word-timings';

interface Kept {
  story: Story;
  timings: AudioTimings | null;
  pictures: (string | null)[];
  audio: string | null;
}

/**
 * A kept story read from the device: its pictures, its text and its narration to play, with the
 * word being spoken marked as the online reader marks it (read-along from the kept timings).
 */
export function OfflineStoryReader({ uuid }: { uuid: string }) {
  const { t } = useTranslation('startup');
  const [kept, setKept] = useState<Kept | null | 'missing'>(null);
  const article = useRef<HTMLElement>(null);
  const player = useRef<HTMLAudioElement>(null);
  const words = kept !== null && kept !== 'missing' && kept.audio ? kept.timings?.words : undefined;
  const byParagraph = useMemo(() => (words ? groupWordsByParagraph(words) : null), [words]);

  // A new release of the app waits while the story is read aloud.
  const hasAudio = kept !== null && kept !== 'missing' && kept.audio !== null;
  useEffect(() => {
    if (!hasAudio || !player.current) return;
    return holdWhilePlaying(player.current);
  }, [hasAudio]);

  // The words are marked from the narration's first play on, not before it has begun.
  useEffect(() => {
    const root = article.current;
    const audio = player.current;
    if (!words || !root || !audio) return;
    let stop: (() => void) | null = null;
    const begin = () => {
      stop ??= followVoice(audio, root, words);
    };
    if (audio.paused && audio.currentTime === 0)
      audio.addEventListener('play', begin, { once: true });
    else begin();
    return () => {
      audio.removeEventListener('play', begin);
      stop?.();
    };
  }, [words]);

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
      if (live) setKept({ story: found.story, timings: found.timings, pictures, audio });
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
    <article
      ref={article}
      lang={story.language}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 pb-16"
    >
      {story.paragraphs.map((paragraph, index) => {
        const spoken = byParagraph?.get(paragraph.index);
        return (
          <section key={paragraph.index} className="flex flex-col gap-4">
            {pictures[index] && (
              <img
                src={pictures[index] ?? undefined}
                alt={paragraph.image?.alt ?? ''}
                className="aspect-[4/3] w-full object-cover sm:rounded-card"
              />
            )}
            <p className="mx-auto font-story max-w-[60ch] px-4 text-[1.2rem] leading-[1.7]">
              {spoken ? <ReadAlongText text={paragraph.text} words={spoken} /> : paragraph.text}
            </p>
          </section>
        );
      })}
      {audio && (
        // Kept in reach at the bottom while read-along scrolls the text on: below the band where
        // the spoken word is held, so it never covers it.
        <figure className="sticky bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-[5] mx-4 flex flex-col gap-2 rounded-card bg-surface px-4 py-3 shadow-[0_-10px_30px_-18px_rgb(0_0_0/0.8)]">
          <figcaption className="font-extrabold">{t('offlineShelf.listen')}</figcaption>
          <audio ref={player} controls preload="metadata" src={audio} className="w-full">
            <track kind="captions" />
          </audio>
        </figure>
      )}
    </article>
  );
}
