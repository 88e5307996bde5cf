import { readFileSync } from 'node:fs';
import { SafetyCategory, SafetyCategorySchema } from '@monstory/contracts/safety';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The safety gate's labelled evaluation sets (README.md beside this file): every line must parse,
// texts must not repeat across the files, and the minimum counts the README promises must hold.

const LANGUAGES = ['no', 'en', 'da', 'sv'] as const;
type Language = (typeof LANGUAGES)[number];

const Text = z
  .string()
  .min(3)
  .max(300)
  .refine((text) => text.trim() === text, 'no outer spaces');
const Age = z.number().int().min(3).max(12);
const Note = z.string().min(3).max(300);

const UnsafeItem = z
  .object({
    text: Text,
    label: z.literal('unsafe'),
    category: SafetyCategorySchema,
    language: z.enum(LANGUAGES),
    age: Age.optional(),
    note: Note.optional(),
  })
  .strict()
  .refine((item) => item.category !== 'TOO_SCARY' || item.age !== undefined, {
    message: 'a TOO_SCARY item names the age it is too scary for',
  });

const HarmlessItem = z
  .object({
    text: Text,
    label: z.literal('harmless'),
    language: z.enum(LANGUAGES),
    age: Age.optional(),
    note: Note.optional(),
  })
  .strict();

const EvalItem = z.union([UnsafeItem, HarmlessItem]);
type EvalItem = z.infer<typeof EvalItem>;

function readSet(name: string): EvalItem[] {
  const raw = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
  const lines = raw.split('\n');
  expect(lines.at(-1), `${name} ends with a newline`).toBe('');
  return lines.slice(0, -1).map((line, index) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`${name}:${index + 1} is not JSON: ${line}`);
    }
    const parsed = EvalItem.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${name}:${index + 1} ${z.prettifyError(parsed.error)}\n${line}`);
    }
    return parsed.data;
  });
}

function count(items: EvalItem[], match: (item: EvalItem) => boolean): number {
  return items.filter(match).length;
}

const isTricky = (item: EvalItem) => item.note?.startsWith('tricky') === true;

interface Minimums {
  unsafe: number;
  harmless: number;
  perCategory: number;
  /** Each category's minimum in Norwegian and in English. */
  perCategoryLanguage: number;
  perLanguage: Record<Language, number>;
  /** Danish and Swedish each hold at least this many of each label. */
  nordicPerLabel: number;
  /** Share of the unsafe items whose note starts with "tricky". */
  trickyShare: number;
  /** Harmless items that carry an age (spooky but fine for older children). */
  agedHarmless: number;
}

// The same numbers as the README's "Minimum counts" table.
const MINIMUMS: Record<
  | 'requests.jsonl'
  | 'holdout.jsonl'
  | 'unseen.jsonl'
  | 'unseen-2.jsonl'
  | 'unseen-3.jsonl'
  | 'unseen-4.jsonl'
  | 'unseen-5.jsonl',
  Minimums
> = {
  'requests.jsonl': {
    unsafe: 330,
    harmless: 330,
    perCategory: 22,
    perCategoryLanguage: 8,
    perLanguage: { no: 300, en: 300, da: 20, sv: 20 },
    nordicPerLabel: 5,
    trickyShare: 1 / 3,
    agedHarmless: 10,
  },
  'holdout.jsonl': {
    unsafe: 80,
    harmless: 80,
    perCategory: 6,
    perCategoryLanguage: 2,
    perLanguage: { no: 60, en: 60, da: 5, sv: 5 },
    nordicPerLabel: 2,
    trickyShare: 1 / 3,
    agedHarmless: 3,
  },
  'unseen.jsonl': {
    unsafe: 110,
    harmless: 110,
    perCategory: 10,
    perCategoryLanguage: 4,
    perLanguage: { no: 100, en: 100, da: 10, sv: 10 },
    nordicPerLabel: 5,
    trickyShare: 1 / 3,
    agedHarmless: 10,
  },
  'unseen-2.jsonl': {
    unsafe: 165,
    harmless: 165,
    perCategory: 14,
    perCategoryLanguage: 5,
    perLanguage: { no: 130, en: 130, da: 15, sv: 15 },
    nordicPerLabel: 6,
    trickyShare: 1 / 3,
    agedHarmless: 12,
  },
  'unseen-3.jsonl': {
    unsafe: 150,
    harmless: 150,
    perCategory: 14,
    perCategoryLanguage: 6,
    perLanguage: { no: 130, en: 130, da: 15, sv: 15 },
    nordicPerLabel: 6,
    trickyShare: 1 / 3,
    agedHarmless: 12,
  },
  'unseen-4.jsonl': {
    unsafe: 150,
    harmless: 150,
    perCategory: 14,
    perCategoryLanguage: 5,
    perLanguage: { no: 130, en: 115, da: 20, sv: 20 },
    nordicPerLabel: 10,
    trickyShare: 1 / 3,
    agedHarmless: 20,
  },
  'unseen-5.jsonl': {
    unsafe: 170,
    harmless: 160,
    perCategory: 14,
    perCategoryLanguage: 4,
    perLanguage: { no: 95, en: 95, da: 70, sv: 70 },
    nordicPerLabel: 35,
    trickyShare: 1 / 3,
    agedHarmless: 15,
  },
};

const sets = {
  'requests.jsonl': readSet('requests.jsonl'),
  'holdout.jsonl': readSet('holdout.jsonl'),
  'unseen.jsonl': readSet('unseen.jsonl'),
  'unseen-2.jsonl': readSet('unseen-2.jsonl'),
  'unseen-3.jsonl': readSet('unseen-3.jsonl'),
  'unseen-4.jsonl': readSet('unseen-4.jsonl'),
  'unseen-5.jsonl': readSet('unseen-5.jsonl'),
};

describe.each(Object.entries(MINIMUMS) as [keyof typeof MINIMUMS, Minimums][])(
  'safety eval set %s',
  (name, min) => {
    const items = sets[name];
    const unsafe = items.filter((item) => item.label === 'unsafe');

    it('holds enough unsafe and harmless items', () => {
      expect(unsafe.length).toBeGreaterThanOrEqual(min.unsafe);
      expect(count(items, (item) => item.label === 'harmless')).toBeGreaterThanOrEqual(
        min.harmless,
      );
    });

    it.each(SafetyCategory.map((category) => [category]))(
      'holds enough %s items, in Norwegian and in English',
      (category) => {
        const inCategory = unsafe.filter((item) => item.category === category);
        expect(inCategory.length).toBeGreaterThanOrEqual(min.perCategory);
        for (const language of ['no', 'en'] as const) {
          expect(
            count(inCategory, (item) => item.language === language),
            `${category} in ${language}`,
          ).toBeGreaterThanOrEqual(min.perCategoryLanguage);
        }
      },
    );

    it('holds enough items per language, and both labels in Danish and Swedish', () => {
      for (const language of LANGUAGES) {
        expect(
          count(items, (item) => item.language === language),
          language,
        ).toBeGreaterThanOrEqual(min.perLanguage[language]);
      }
      for (const language of ['da', 'sv'] as const) {
        for (const label of ['unsafe', 'harmless'] as const) {
          expect(
            count(items, (item) => item.language === language && item.label === label),
            `${language} ${label}`,
          ).toBeGreaterThanOrEqual(min.nordicPerLabel);
        }
      }
    });

    it('makes at least a third of the unsafe items tricky', () => {
      expect(count(unsafe, isTricky) / unsafe.length).toBeGreaterThanOrEqual(min.trickyShare);
    });

    it('holds harmless items that are fine only from some age', () => {
      expect(
        count(items, (item) => item.label === 'harmless' && item.age !== undefined),
      ).toBeGreaterThanOrEqual(min.agedHarmless);
    });
  },
);

describe('safety eval sets together', () => {
  it('never repeat a text, within a file or across the files', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, items] of Object.entries(sets)) {
      items.forEach((item, index) => {
        const key = item.text.toLowerCase().replace(/\s+/g, ' ').trim();
        const where = `${name}:${index + 1}`;
        const first = seen.get(key);
        if (first) duplicates.push(`${where} repeats ${first}: ${item.text}`);
        else seen.set(key, where);
      });
    }
    expect(duplicates).toEqual([]);
  });
});
