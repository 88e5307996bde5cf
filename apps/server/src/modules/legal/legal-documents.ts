import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LegalDocumentType } from '@monstory/contracts/legal';

// The legal texts live as versioned files in apps/server/legal/{type}/{language}.txt, each with a
// front matter of `version` and `effectiveDate`, so a change is reviewed like code.

export interface LegalDocument {
  content: string;
  version: string;
  effectiveDate: string;
}

/** From source (src/modules/legal) and from the bundle (dist/main.js) alike. */
export function defaultLegalDir(baseUrl: string = import.meta.url): string {
  const candidates = [new URL('../legal/', baseUrl), new URL('../../../legal/', baseUrl)];
  const found = candidates.find((url) => existsSync(fileURLToPath(new URL('terms/en.txt', url))));
  return fileURLToPath(found ?? candidates[1]!);
}

export function parseLegalDocument(raw: string, source: string): LegalDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${source}: the front matter (version, effectiveDate) is missing`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const pair = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (pair) fields.set(pair[1]!, pair[2]!.replace(/^["']|["']$/g, ''));
  }
  const version = fields.get('version');
  const effectiveDate = fields.get('effectiveDate');
  if (!version || !effectiveDate || !/^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)) {
    throw new Error(`${source}: version and effectiveDate (YYYY-MM-DD) are required`);
  }
  return { content: match[2]!.trim(), version, effectiveDate };
}

/** Reads one document; null when there is no file for that language. */
export async function readLegalDocument(
  dir: string,
  type: LegalDocumentType,
  language: string,
): Promise<LegalDocument | null> {
  if (!/^[a-z]{2,3}$/.test(language)) return null;
  const file = `${dir.replace(/\/$/, '')}/${type}/${language}.txt`;
  if (!existsSync(file)) return null;
  return parseLegalDocument(await readFile(file, 'utf8'), file);
}
