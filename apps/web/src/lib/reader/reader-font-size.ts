import { useState } from 'react';
import { readString, writeString } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// docs/product.md#story-pipeline "reader font size": the story text size, kept on this device. 20 px is the phone base
// of docs/look-and-feel.md (18–20 px); the steps go up for small readers and tired eyes.

export const READER_FONT_SIZES = [16, 18, 20, 22, 24, 28, 32] as const;
export const DEFAULT_READER_FONT_SIZE = 20;

export function readReaderFontSize(): number {
  const stored = Number(readString(LocalStorageKey.readerFontSize));
  return (READER_FONT_SIZES as readonly number[]).includes(stored)
    ? stored
    : DEFAULT_READER_FONT_SIZE;
}

/** The next size up (`+1`) or down (`-1`), staying within the steps. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  const sizes = READER_FONT_SIZES as readonly number[];
  const index = sizes.indexOf(current);
  const from = index === -1 ? sizes.indexOf(DEFAULT_READER_FONT_SIZE) : index;
  return sizes[Math.min(sizes.length - 1, Math.max(0, from + direction))] ?? current;
}

export function useReaderFontSize() {
  const [size, setSize] = useState(readReaderFontSize);
  const change = (direction: 1 | -1) => {
    const next = stepFontSize(size, direction);
    setSize(next);
    writeString(LocalStorageKey.readerFontSize, String(next));
  };
  return {
    size,
    smaller: () => change(-1),
    larger: () => change(1),
    isSmallest: size === READER_FONT_SIZES[0],
    isLargest: size === READER_FONT_SIZES[READER_FONT_SIZES.length - 1],
  };
}
