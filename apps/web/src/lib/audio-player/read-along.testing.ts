import type { AudioTimings, Story } from '@monstory/contracts/story';

/** Timings as the narrator writes them: every word of every paragraph, `msPerWord` apart. */
export function timingsFor(story: Story, msPerWord = 500): AudioTimings {
  const words: AudioTimings['words'] = [];
  for (const paragraph of story.paragraphs) {
    for (const match of paragraph.text.matchAll(/\S+/g)) {
      const startMs = words.length * msPerWord;
      words.push({
        paragraphIndex: paragraph.index,
        start: match.index,
        end: match.index + match[0].length,
        startMs,
        endMs: startMs + msPerWord - 50,
      });
    }
  }
  return { durationMs: words.length * msPerWord, words };
}
