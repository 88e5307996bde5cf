// Det et sted faktisk har å sitte på, gjemme seg bak og holde seg i: steiner og kratere på
// månen, skyer på himmelen, fonner i snøen; stubber, røtter og trær bare der noe vokser.
import { isBare, isIndoor, type Underfoot } from '../ground';

const BARE_COVER: Record<string, string> = {
  space: '{en svevende stein|en liten asteroide|en stor steinblokk}',
  sky: '{ei sky|en liten sky|ei stor, grå sky}',
  snow: '{ei snøfonn|en isete stein|en snøhaug}',
  desert: '{en stein|ei sanddyne|en høy kaktus}',
  underwater: '{en stein|en tangdusk|et stort skjell}',
  sea: '{ei stor bølge|ei tønne som duppet|en flytende kasse}',
  ship: '{ei tønne|en taukveil|masta}',
};

/** Noe å gjemme seg bak eller kikke fram fra, med artikkel. */
export function coverAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{ei dør|ei gardin|en stor stol}';
  if (!isBare(setting)) return green;
  return BARE_COVER[setting] ?? '{en stein|en stor steinblokk|kanten av et krater}';
}

/** Noe å sitte på, med artikkel («På … satt»). */
export function perchAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{en stol|ei hylle|vinduskarmen}';
  if (!isBare(setting)) return green;
  if (setting === 'sky') return '{ei sky|en liten sky}';
  if (setting === 'sea') return '{ei bøye som duppet|ei tønne som fløt|et skjær i bølgene}';
  if (setting === 'ship') return '{ei tønne|en taukveil|rekka}';
  return '{en stein|en steinblokk|en flat stein}';
}

/** Noe å kikke under, med artikkel: steiner der ingenting vokser, tønner og tau om bord. */
export function underAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{ei pute|et teppe|en stol|et bord}';
  if (!isBare(setting)) return green;
  if (setting === 'sea') return '{en tangdusk|ei kasse som fløt|et gammelt fiskegarn}';
  if (setting === 'ship') return '{ei tønne|en taukveil|et gammelt seil}';
  return '{en stein|en stor stein|ei steinhelle}';
}

/** Det en klatrer holder seg i. */
export function holdsAt(setting: string, green: string): string {
  if (setting === 'sea' || setting === 'ship') return '{tauene|rekka|masta}';
  return isBare(setting) ? '{steiner|hyller|sprekker}' : green;
}

/** Der en leting ser, under og bak, i flertall: det denne typen sted har. */
export function spotsAt(setting: string): [under: string, behind: string] {
  if (isIndoor(setting)) return ['{puter|tepper|senger}', '{dører|gardiner|hyller}'];
  if (setting === 'beach') return ['{skjell|tang|drivved}', '{steiner|sanddyner|båter}'];
  if (isBare(setting)) return ['{steiner|steinblokker}', '{steiner|steinblokker}'];
  return ['{steiner|blader|røtter}', '{busker|trær|stokker}'];
}

/**
 * Det en pause står på, sitter på og ser seg tilbake langs: under tak er det gulvet, en stol og
 * døra man kom inn, aldri stien, en stein eller bakken.
 */
export function underfootAt(setting: string): Underfoot {
  if (isIndoor(setting))
    return {
      ground: 'gulvet',
      seat: 'en stol',
      hardSeat: 'en hard stol',
      kick: 'skrapte med tåa i gulvet',
      midway: 'midt på gulvet',
      back: 'mot døra',
      windingBack: 'mot døra',
      look: 'bort på døra',
      scuff: 'skrapte med foten mot gulvet',
    };
  return {
    ground: 'bakken',
    seat: 'en stein',
    hardSeat: 'en kald stein',
    kick: 'sparket i en stein',
    midway: 'midt på stien',
    back: 'langs stien',
    windingBack: 'langs den buktete stien',
    look: 'bort på stien',
    scuff: 'skrapte med foten i jorda',
  };
}
