import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderBook } from './book-pdf.js';
import { testBook } from './book.testing.js';
import { woffToSfnt } from './woff-to-sfnt.js';

const require = createRequire(import.meta.url);
const WOFF =
  require.resolve('@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff');

const BOOK = testBook('Blåbærturen på Øya', 'Grønnøye', [
  ['Trulte fløy over skogen og så en elg.', true],
  ['Så spiste de vafler med syltetøy.', false],
]);

describe('woffToSfnt', () => {
  it('unpacks the WOFF font into a TrueType font that sets text exactly as the WOFF does', () => {
    const woff = readFileSync(WOFF);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const doc = new PDFDocument({ size: 'A5' });
    doc.registerFont('woff', woff);
    doc.registerFont('sfnt', sfnt);
    const text = 'Blåbærturen på Øya: «Hei!» sa Trulte, og spiste sju vafler. ÆØÅ æøå 0123456789';
    const measure = (font: string) => {
      doc.font(font).fontSize(17);
      return [doc.widthOfString(text), doc.heightOfString(text, { width: 200, lineGap: 8 })];
    };
    expect(measure('sfnt')).toEqual(measure('woff'));
    doc.end();
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not at all, no'.repeat(2)))).toThrow(
      'Not a WOFF font',
    );
  });
});

describe('renderBook', () => {
  it('embeds its fonts, keeps SVG pictures as vectors and prints the Norwegian letters', async () => {
    const bytes = await renderBook(BOOK);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).not.toContain('/Subtype /Image');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    // Cover, picture and words of the first scene, words of the second, last page.
    expect(pdf.numPages).toBe(5);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Blåbærturen på Øya');
    expect(text).toContain('Trulte fløy over skogen');
    expect(text).toContain('Laget med Monstory');
  });
});
