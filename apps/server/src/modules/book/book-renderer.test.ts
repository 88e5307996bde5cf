import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookContent } from './book-pdf.js';
import { closeBookRenderer, renderBookOffThread } from './book-renderer.js';
import { testBook } from './book.testing.js';

afterAll(() => closeBookRenderer());

const BOOK = testBook('Ærlige Åse og den søte sjøormen', 'Sjøormen', [
  ['Åse gikk ned til sjøen.', true],
  ['Der lå en sjøorm og sov.', true],
]);

describe('renderBookOffThread', () => {
  it('makes the book in the worker thread: every page, the title and the words', async () => {
    const bytes = await renderBookOffThread(BOOK);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(1 + 2 * 2 + 1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Ærlige Åse og den søte sjøormen');
    expect(text).toContain('Der lå en sjøorm og sov.');
  });

  it('rejects when the worker cannot make the book, and makes the next one', async () => {
    const broken: BookContent = {
      ...BOOK,
      scenes: [
        {
          text: 'Et bilde som ikke er et bilde.',
          picture: { kind: 'raster', bytes: Buffer.from('nope') },
        },
      ],
    };
    await expect(renderBookOffThread(broken)).rejects.toThrow('The book could not be made');
    const pdf = await getDocumentProxy(new Uint8Array(await renderBookOffThread(BOOK)));
    expect(pdf.numPages).toBe(6);
  });
});
