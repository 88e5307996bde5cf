import type { Story, StoryChoice } from '@monstory/contracts/story';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { useChooseStoryPath } from '../../lib/story/choose-story-path';
import { hasStoryText } from '../../lib/story/story-progress';
import { useLiveStory } from '../../lib/story/use-live-story';
import { ChoiceList } from './choice-list';
import { ReadModeBar } from './read-mode-bar';
import { useReaderFontSize } from '../../lib/reader/reader-font-size';
import { StoryCreating } from './story-creating';
import { StoryFailed } from './story-failed';
import { StoryHeader } from '../../lib/reader/story-header';
import { StoryNotFound } from './story-not-found';
import { StoryText } from '../../lib/reader/story-text';
import { StoryToolbar } from './story-toolbar';
import { TheEndCard } from './the-end-card';

/** `/story/draft/{uuid}`: an interactive story, told part by part as the child chooses. */
export function DraftStoryPage() {
  const { uuid } = useParams();
  const [search] = useSearchParams();
  if (!uuid) return <Navigate to={GENERATE_PATH} replace />;
  return <DraftScreen key={uuid} uuid={uuid} streamed={search.get('storyIsStreamed') === 'true'} />;
}

function DraftScreen({ uuid, streamed }: { uuid: string; streamed: boolean }) {
  const { story, loadError, reload } = useLiveStory(uuid, { streamed });
  if (loadError) return <StoryNotFound error={loadError} onRetry={reload} />;
  if (!story) return <StoryCreating loading={!streamed} />;
  if (story.status === 'FAILED') return <StoryFailed story={story} />;
  if (!hasStoryText(story)) return <StoryCreating />;
  return <DraftReader story={story} />;
}

function DraftReader({ story }: { story: Story }) {
  const { t } = useTranslation('story');
  const font = useReaderFontSize();
  const [readMode, setReadMode] = useState(false);
  const choose = useChooseStoryPath(story.uuid);
  // The last choice, shown where the story turned: before the part it led to.
  const [lastChoice, setLastChoice] = useState<{ label: string; beforeIndex: number } | null>(null);
  const finished = story.status === 'READY';
  const waiting = !finished && !story.choices?.length;

  const onChoose = (choice: StoryChoice) =>
    choose.mutate(choice.id, {
      onSuccess: () =>
        setLastChoice({
          label: choice.label,
          beforeIndex: (story.paragraphs.at(-1)?.index ?? -1) + 1,
        }),
    });

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8" aria-busy={waiting}>
      {readMode ? (
        <ReadModeBar onExit={() => setReadMode(false)} />
      ) : (
        <StoryToolbar story={story} font={font} onReadMode={() => setReadMode(true)} />
      )}
      <StoryHeader story={story} />
      <StoryText
        story={story}
        fontSize={font.size}
        writing={waiting}
        writingLabel={t('draft.writing')}
        marker={
          lastChoice && {
            beforeIndex: lastChoice.beforeIndex,
            node: (
              <p className="text-center font-sans font-bold text-accent">
                {t('draft.chosen', { label: lastChoice.label })}
              </p>
            ),
          }
        }
      />
      {!finished && story.choices && story.choices.length > 0 && (
        <ChoiceList
          choices={story.choices}
          pendingId={choose.isPending ? (choose.variables ?? null) : null}
          failed={choose.isError}
          onChoose={onChoose}
        />
      )}
      {finished && <TheEndCard uuid={story.uuid} />}
    </article>
  );
}
