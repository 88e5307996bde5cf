import { describe, expect, it } from 'vitest';
import { LocalStorageKey } from '../storage/storage-keys';
import { DEFAULT_READER_FONT_SIZE, readReaderFontSize, stepFontSize } from './reader-font-size';

describe('reader font size', () => {
  it('starts at the phone base size and reads back a stored step', () => {
    expect(readReaderFontSize()).toBe(DEFAULT_READER_FONT_SIZE);
    localStorage.setItem(LocalStorageKey.readerFontSize, '28');
    expect(readReaderFontSize()).toBe(28);
  });

  it('ignores a stored size that is not one of the steps', () => {
    localStorage.setItem(LocalStorageKey.readerFontSize, '300');
    expect(readReaderFontSize()).toBe(DEFAULT_READER_FONT_SIZE);
  });

  it('steps up and down and stops at the ends', () => {
    expect(stepFontSize(20, 1)).toBe(22);
    expect(stepFontSize(20, -1)).toBe(18);
    expect(stepFontSize(32, 1)).toBe(32);
    expect(stepFontSize(16, -1)).toBe(16);
    expect(stepFontSize(19, 1)).toBe(22);
  });
});
