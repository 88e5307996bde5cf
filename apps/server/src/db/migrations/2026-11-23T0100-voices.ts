/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the database as it was then, not as schema.ts describes it now */
import type { Kysely } from 'kysely';

// The narrator voices a user can pick (Voice, docs/product.md). `engine_voice` is the espeak-ng voice
// the offline narrator speaks them with; the uuids are stable, so a saved choice survives.
const voices = [
  [
    '0963a277-d210-49ac-8e9a-cc423d33781a',
    'no',
    'Astrid',
    'FEMALE',
    'Rolig og varm',
    'nb+f3',
    'Hei! Jeg heter Astrid. Skal vi lese en eventyrlig historie sammen?',
  ],
  [
    '3199fec0-db3f-4d99-8bcd-ee6f8c1e9399',
    'no',
    'Olav',
    'MALE',
    'Lun fortellerstemme',
    'nb+m3',
    'Hei, jeg heter Olav. Finn en god plass i sofaen, så begynner vi.',
  ],
  [
    '0a2e6bf7-428f-4421-81ea-11912e17f1a9',
    'no',
    'Sigrid',
    'FEMALE',
    'Leken og livlig',
    'nb+f5',
    'Hallo! Jeg er Sigrid, og jeg elsker historier med monstre i.',
  ],
  [
    '9c7349dd-c7e5-430b-92ac-6e515a9a2d5f',
    'en',
    'Poppy',
    'FEMALE',
    'Warm and gentle',
    'en-gb+f3',
    'Hello! I am Poppy. Shall we read a wonderful story together?',
  ],
  [
    '079e0011-308a-4db6-b222-350e613ab910',
    'en',
    'Oliver',
    'MALE',
    'Cosy storyteller',
    'en-gb+m3',
    'Hi, I am Oliver. Get comfy on the sofa, and we will begin.',
  ],
  [
    '95ef31bc-86b6-47f9-b3b9-da40c9393211',
    'en',
    'Ruby',
    'FEMALE',
    'Bright and playful',
    'en-us+f2',
    'Hey there! I am Ruby, and I love stories with monsters in them.',
  ],
  [
    'e873bd91-5af6-45d5-b9b7-dce5938ac13c',
    'da',
    'Freja',
    'FEMALE',
    'Rolig og varm',
    'da+f3',
    'Hej! Jeg hedder Freja. Skal vi læse en eventyrlig historie sammen?',
  ],
  [
    '469b4bfc-21d2-4042-b570-dc0653ddd966',
    'da',
    'Magnus',
    'MALE',
    'Hyggelig fortæller',
    'da+m3',
    'Hej, jeg hedder Magnus. Find en god plads i sofaen, så begynder vi.',
  ],
  [
    '61fcb2b7-2913-4ff6-a177-f6f8ef45b9a4',
    'sv',
    'Elsa',
    'FEMALE',
    'Lugn och varm',
    'sv+f3',
    'Hej! Jag heter Elsa. Ska vi läsa en äventyrlig berättelse tillsammans?',
  ],
  [
    'd9af4846-786a-4ad5-a72c-d70ea78b2c89',
    'sv',
    'Nils',
    'MALE',
    'Mysig berättare',
    'sv+m3',
    'Hej, jag heter Nils. Sätt dig bekvämt i soffan, så börjar vi.',
  ],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voices')
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('style', 'text', (col) => col.notNull())
    .addColumn('engine_voice', 'text', (col) => col.notNull())
    .addColumn('preview_text', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voices_language_idx').on('voices').column('language').execute();
  const createdAt = '2026-11-23T01:00:00.000Z';
  await db
    .insertInto('voices')
    .values(
      voices.map(([uuid, language, name, gender, style, engineVoice, previewText], index) => ({
        uuid,
        language,
        name,
        gender,
        style,
        engine_voice: engineVoice,
        preview_text: previewText,
        sort_order: index,
        created_at: createdAt,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voices').execute();
}
