// Det et sted faktisk har å sitte på, gjemme seg bak og holde seg i: steiner og kratere på
// månen, skyer på himmelen, fonner i snøen; stubber, røtter og trær bare der noe vokser.
import { isBare } from '../ground';

const BARE_COVER: Record<string, string> = {
  space: '{en svevende stein|en liten asteroide|en stor steinblokk}',
  sky: '{ei sky|en liten sky|ei stor, grå sky}',
  snow: '{ei snøfonn|en isete stein|en snøhaug}',
  desert: '{en stein|ei sanddyne|en høy kaktus}',
  underwater: '{en stein|en tangdusk|et stort skjell}',
};

/** Noe å gjemme seg bak eller kikke fram fra, med artikkel. */
export function coverAt(setting: string, green: string): string {
  if (!isBare(setting)) return green;
  return BARE_COVER[setting] ?? '{en stein|en stor steinblokk|kanten av et krater}';
}

/** Noe å sitte på, med artikkel («På … satt»). */
export function perchAt(setting: string, green: string): string {
  if (!isBare(setting)) return green;
  return setting === 'sky' ? '{ei sky|en liten sky}' : '{en stein|en steinblokk|en flat stein}';
}

/** Det en klatrer holder seg i. */
export function holdsAt(setting: string, green: string): string {
  return isBare(setting) ? '{steiner|hyller|sprekker}' : green;
}
