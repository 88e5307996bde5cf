import type { BookContent, BookPicture } from './book-pdf.js';

/** A picture as the illustrator draws them: SVG, so the book keeps it as vectors. */
export const SVG_PICTURE: BookPicture = {
  kind: 'svg',
  svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
    '<rect width="400" height="300" fill="#9cf"/><circle cx="200" cy="150" r="80" fill="#3a3"/></svg>',
};

/**
 * A Norwegian book (the letters a font must carry) whose monster has a picture; each scene is
 * its words and whether it has a picture.
 */
export function testBook(
  title: string,
  monster: string,
  scenes: [text: string, pictured: boolean][],
): BookContent {
  return {
    title,
    language: 'no',
    madeAt: new Date('2026-11-28T08:00:00Z'),
    monster: { name: monster, picture: SVG_PICTURE },
    scenes: scenes.map(([text, pictured]) => ({ text, picture: pictured ? SVG_PICTURE : null })),
  };
}
