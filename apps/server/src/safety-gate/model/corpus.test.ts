import { readdirSync, readFileSync } from 'node:fs';
import { SafetyCategorySchema } from '@monstory/contracts/safety';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The statistical layer's training corpus: every line well formed, and no line that is also in
// an evaluation set the layer is measured on (a copied line would measure nothing).

const Line = z
  .object({
    text: z.string().min(1).max(600),
    label: z.enum(['unsafe', 'harmless']),
    category: SafetyCategorySchema.optional(),
    language: z.enum(['no', 'en', 'da', 'sv']),
    age: z.number().int().min(3).max(12).optional(),
    note: z.string().optional(),
  })
  .strict()
  .refine((line) => (line.label === 'unsafe') === (line.category !== undefined), {
    message: 'an unsafe line names its category, a harmless one none',
  });

const corpusDir = new URL('./corpus/', import.meta.url);
const evalDir = new URL('../eval/', import.meta.url);
const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function lines(dir: URL, name: string): string[] {
  return readFileSync(new URL(name, dir), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

describe('the safety training corpus', () => {
  const files = readdirSync(corpusDir).filter((name) => name.endsWith('.jsonl'));

  it.each(files)('%s: every line is a well-formed example', (name) => {
    lines(corpusDir, name).forEach((line, index) => {
      const parsed = Line.safeParse(JSON.parse(line));
      expect(parsed.success, `${name}:${index + 1} ${line}`).toBe(true);
    });
  });

  it('shares no text with the sets the layer is measured on', () => {
    const measured = new Set(
      [
        'unseen.jsonl',
        'unseen-2.jsonl',
        'unseen-3.jsonl',
        'unseen-4.jsonl',
        'unseen-5.jsonl',
      ].flatMap((name) =>
        lines(evalDir, name).map((line) => key((JSON.parse(line) as { text: string }).text)),
      ),
    );
    const copied = files.flatMap((name) =>
      lines(corpusDir, name)
        .map((line) => (JSON.parse(line) as { text: string }).text)
        .filter((text) => measured.has(key(text)))
        .map((text) => `${name}: ${text}`),
    );
    expect(copied).toEqual([]);
  });
});
