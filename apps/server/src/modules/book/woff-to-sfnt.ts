import { inflateSync } from 'node:zlib';

// fontkit reads a WOFF font's tables straight from the file and inflates a table on every read:
// laying out a book's text inflated the whole glyf table once per glyph looked up, most of the
// time it took to make a book. The same font as plain TrueType (sfnt) is read without inflating,
// and embeds and subsets exactly as before.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

/** The TrueType/OpenType bytes inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== original) throw new Error('A WOFF table has the wrong length');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce(
    (sum, t) => sum + padded(t.data.length),
    SFNT_HEADER + SFNT_ENTRY * count,
  );
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * SFNT_ENTRY, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * SFNT_ENTRY - power * SFNT_ENTRY, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
