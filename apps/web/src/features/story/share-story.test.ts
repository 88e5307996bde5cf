import { describe, expect, it, vi } from 'vitest';
import { shareStory } from './share-story';

const story = { title: 'The moon bakery', url: 'https://monstory.test/story/s1' };

describe('shareStory', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(
      await shareStory(story, { share, clipboard: { writeText } as unknown as Clipboard }),
    ).toBe('shared');
    expect(share).toHaveBeenCalledWith(story);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a closed share sheet as a change of mind, not a failure', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const clipboard = { writeText: vi.fn() } as unknown as Clipboard;
    expect(await shareStory(story, { share, clipboard })).toBe('cancelled');
  });

  it('copies the link without a share sheet, and says when even that fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const nav = { clipboard: { writeText } as unknown as Clipboard } as Pick<
      Navigator,
      'share' | 'clipboard'
    >;
    expect(await shareStory(story, nav)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(story.url);
    const refusing = {
      writeText: () => Promise.reject(new Error('denied')),
    } as unknown as Clipboard;
    expect(
      await shareStory(story, { clipboard: refusing } as Pick<Navigator, 'share' | 'clipboard'>),
    ).toBe('failed');
  });
});

describe('shareStory in the native app', () => {
  const nav = {
    share: vi.fn(() => Promise.resolve()),
    clipboard: { writeText: vi.fn(() => Promise.resolve()) } as unknown as Clipboard,
  };

  it("prefers Capacitor's share sheet, and takes its cancel as a change of mind", async () => {
    const native = { share: vi.fn(() => Promise.resolve()) };
    expect(await shareStory(story, nav, native)).toBe('shared');
    expect(native.share).toHaveBeenCalledWith({ ...story, dialogTitle: story.title });
    expect(nav.share).not.toHaveBeenCalled();

    const cancelled = { share: vi.fn(() => Promise.reject(new Error('Share canceled'))) };
    expect(await shareStory(story, nav, cancelled)).toBe('cancelled');
  });

  it('falls back to the clipboard when the native sheet breaks and there is no web sheet', async () => {
    const broken = { share: vi.fn(() => Promise.reject(new Error('No activity'))) };
    const writeText = vi.fn(() => Promise.resolve());
    const plain = { clipboard: { writeText } as unknown as Clipboard } as Pick<
      Navigator,
      'share' | 'clipboard'
    >;
    expect(await shareStory(story, plain, broken)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(story.url);
  });
});
