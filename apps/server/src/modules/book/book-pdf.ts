import { COLORS } from '@monstory/contracts/constants';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { bookDate, bookTexts } from './book-texts.js';
import { woffToSfnt } from './woff-to-sfnt.js';

// An A5 picture book: a cover, then one spread per scene (picture on the left page, words on the
// right), and a last page with the date. SVG pictures are drawn as vectors; raster ones are
// placed as they are. The font is embedded from an npm package so æøå print the same anywhere.

export type BookPicture = { kind: 'svg'; svg: string } | { kind: 'raster'; bytes: Buffer };

export interface BookContent {
  title: string;
  language: string;
  madeAt: Date;
  monster: { name: string | null; picture: BookPicture | null };
  scenes: { text: string; picture: BookPicture | null }[];
}

const require = createRequire(import.meta.url);
const FONT_DIR = '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin';
// Unpacked once per process, not once per book (woff-to-sfnt.ts says why unpacked at all).
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function bookFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: woffToSfnt(readFileSync(require.resolve(`${FONT_DIR}-400-normal.woff`))),
    bold: woffToSfnt(readFileSync(require.resolve(`${FONT_DIR}-700-normal.woff`))),
  };
  return fonts;
}

const INK = '#2b2440';
const SOFT = '#6b6385';
const PAPER = '#fffaf0';
/** The product's premium colour: the book is a paid extra. */
const ACCENT = COLORS.premium;
const MARGIN = 42;
/** Body type a child can read: large, with generous leading; shrinks only for long scenes. */
const TEXT_SIZES = [18, 17, 16, 15, 14, 13];

type Doc = PDFKit.PDFDocument;

function newPage(doc: Doc): void {
  doc.addPage();
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(PAPER);
  doc.fillColor(INK);
}

function drawPicture(doc: Doc, picture: BookPicture, x: number, y: number, w: number, h: number) {
  if (picture.kind === 'svg') {
    SVGtoPDF(doc, picture.svg, x, y, {
      width: w,
      height: h,
      preserveAspectRatio: 'xMidYMid meet',
      warningCallback: () => undefined,
    });
  } else {
    doc.image(picture.bytes, x, y, { fit: [w, h], align: 'center', valign: 'center' });
  }
}

function pageNumber(doc: Doc, n: number): void {
  // The number sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(10).fillColor(SOFT);
  doc.text(String(n), MARGIN, doc.page.height - MARGIN + 8, {
    width: doc.page.width - 2 * MARGIN,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor(INK);
}

function cover(doc: Doc, book: BookContent): void {
  const texts = bookTexts(book.language);
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(PAPER);
  doc.rect(0, 0, doc.page.width, 14).fill(ACCENT);
  doc.rect(0, doc.page.height - 14, doc.page.width, 14).fill(ACCENT);
  doc.font('bold').fillColor(INK);
  let size = 32;
  while (size > 20 && doc.fontSize(size).heightOfString(book.title, { width }) > 150) size -= 2;
  doc.fontSize(size).text(book.title, MARGIN, MARGIN + 30, { width, align: 'center' });
  const top = doc.y + 24;
  const side = Math.min(width, doc.page.height - top - MARGIN - 70);
  if (book.monster.picture) {
    drawPicture(doc, book.monster.picture, (doc.page.width - side) / 2, top, side, side);
  }
  if (book.monster.name) {
    doc.font('regular').fontSize(16).fillColor(SOFT);
    doc.text(texts.starring(book.monster.name), MARGIN, top + side + 18, {
      width,
      align: 'center',
    });
  }
}

/** The picture's width / height: the SVG's viewBox, or the raster's pixel size. */
function aspectOf(doc: Doc, picture: BookPicture): number {
  if (picture.kind === 'raster') {
    // pdfkit has openImage (it caches the parsed image for doc.image); its types leave it out.
    const opener = doc as unknown as { openImage(src: Buffer): { width: number; height: number } };
    const image = opener.openImage(picture.bytes);
    return image.width / image.height;
  }
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(picture.svg);
  const ratio = box ? Number(box[1]) / Number(box[2]) : NaN;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

function scenePicture(doc: Doc, picture: BookPicture): void {
  const room = { w: doc.page.width - 2 * MARGIN, h: doc.page.height - 2 * MARGIN - 20 };
  const aspect = aspectOf(doc, picture);
  // The frame hugs the picture, centred on the page, so no empty card shows around it.
  const w = Math.min(room.w, room.h * aspect);
  const h = w / aspect;
  const x = (doc.page.width - w) / 2;
  const y = MARGIN + (room.h - h) / 2;
  doc.roundedRect(x - 6, y - 6, w + 12, h + 12, 12).fill('#ffffff');
  doc.save();
  doc.roundedRect(x, y, w, h, 8).clip();
  drawPicture(doc, picture, x, y, w, h);
  doc.restore();
}

function sceneText(doc: Doc, text: string): void {
  const width = doc.page.width - 2 * MARGIN - 12;
  const room = doc.page.height - 2 * MARGIN - 40;
  doc.font('regular');
  const options = { width, lineGap: 0, align: 'left' as const };
  // Laying out a scene's words is most of the cost of its page: each size is measured once.
  let measured = Infinity;
  for (const size of TEXT_SIZES) {
    options.lineGap = size * 0.5;
    measured = doc.fontSize(size).heightOfString(text, options);
    if (measured <= room) break;
  }
  const height = Math.min(room, measured);
  const y = MARGIN + Math.max(0, (room - height) / 2);
  doc.fillColor(INK).text(text, MARGIN + 6, y, { ...options, height: room });
}

function lastPage(doc: Doc, book: BookContent): void {
  const texts = bookTexts(book.language);
  const width = doc.page.width - 2 * MARGIN;
  const middle = doc.page.height / 2;
  doc.font('bold').fontSize(26).fillColor(INK);
  doc.text(texts.theEnd, MARGIN, middle - 90, { width, align: 'center' });
  doc.font('regular').fontSize(14).fillColor(SOFT);
  doc.text(bookDate(book.madeAt, texts), MARGIN, middle + 40, {
    width,
    align: 'center',
  });
  doc.font('bold').fontSize(14).fillColor(INK);
  doc.text(texts.madeWith, MARGIN, doc.y + 8, { width, align: 'center' });
  doc.rect(0, doc.page.height - 14, doc.page.width, 14).fill(ACCENT);
}

/**
 * The finished book as PDF bytes. A long book takes about a second of work, so it gives the
 * event loop back between scenes: other families' requests are answered while it is made.
 */
export async function renderBook(book: BookContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: book.title, Creator: 'Monstory', Producer: 'Monstory' },
    lang: bookTexts(book.language).locale,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = bookFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  cover(doc, book);
  let page = 1;
  for (const scene of book.scenes) {
    await yieldToEventLoop();
    if (scene.picture) {
      newPage(doc);
      scenePicture(doc, scene.picture);
      pageNumber(doc, (page += 1));
    }
    newPage(doc);
    sceneText(doc, scene.text);
    pageNumber(doc, (page += 1));
  }
  newPage(doc);
  lastPage(doc, book);
  doc.end();
  return done;
}
