import { parentPort } from 'node:worker_threads';
import { renderBook, type BookContent } from './book-pdf.js';

// Entry point of the book worker thread (book-renderer.ts): one book at a time.

const port = parentPort;
if (!port) throw new Error('book-worker must run as a worker thread');

// A Buffer arrives as a plain Uint8Array: pdfkit wants Buffers for raster pictures.
function withBuffers(book: BookContent): BookContent {
  const picture = (p: BookContent['monster']['picture']) =>
    p?.kind === 'raster' ? { kind: p.kind, bytes: Buffer.from(p.bytes) } : p;
  return {
    ...book,
    monster: { ...book.monster, picture: picture(book.monster.picture) },
    scenes: book.scenes.map((scene) => ({ ...scene, picture: picture(scene.picture) })),
  };
}

port.on('message', async ({ id, request }: { id: number; request: BookContent }) => {
  try {
    const pdf = await renderBook(withBuffers(request));
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    port.postMessage({ id, ok: true, result: bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
