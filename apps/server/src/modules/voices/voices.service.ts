import type { LanguageCode } from '@monstory/contracts/language';
import { isLanguageCode } from '@monstory/contracts/language';
import type { Voice, VoiceGender } from '@monstory/contracts/voices';
import type { Kysely } from 'kysely';
import type { Database, VoicesTable } from '../../db/schema.js';
import { findVoice, voicesOf } from './voices.repo.js';

export interface CatalogueVoice extends Voice {
  /** The espeak-ng voice the offline narrator speaks it with (e.g. `nb+f3`). */
  engineVoice: string;
}

function toVoice(row: VoicesTable): CatalogueVoice {
  return {
    voiceUuid: row.uuid,
    name: row.name,
    languageCode: isLanguageCode(row.language) ? row.language : 'en',
    gender: row.gender as VoiceGender,
    style: row.style,
    previewText: row.preview_text,
    engineVoice: row.engine_voice,
  };
}

function publicVoice({ engineVoice: _engine, ...voice }: CatalogueVoice): Voice {
  return voice;
}

export async function listVoices(db: Kysely<Database>, language: LanguageCode): Promise<Voice[]> {
  return (await voicesOf(db, language)).map((row) => publicVoice(toVoice(row)));
}

export async function getCatalogueVoice(
  db: Kysely<Database>,
  uuid: string,
): Promise<CatalogueVoice | undefined> {
  const row = await findVoice(db, uuid);
  return row && toVoice(row);
}

export async function getVoice(db: Kysely<Database>, uuid: string): Promise<Voice | undefined> {
  const voice = await getCatalogueVoice(db, uuid);
  return voice && publicVoice(voice);
}
