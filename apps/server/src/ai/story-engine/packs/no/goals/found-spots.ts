// Der noe man kommer over, dukker opp: det den typen sted har liggende, så en nøkkel finnes
// blant skjellene på stranda og bak ei hylle inne, ikke alltid i gresset.
import { isBare, isIndoor } from '../../ground';

const FOUND_AT: Partial<Record<string, string>> = {
  beach:
    '{under en stein i sanden|blant skjellene|i en floke med tang|ved en gammel båt som lå opp ned}',
  sea: '{i en floke med gammelt fiskegarn|på ei kasse som fløt|fast i en tangdusk}',
  ship: '{i en taukveil|bak ei tønne|under et gammelt seil}',
  space: '{i støvet i et krater|mellom to månesteiner|under en flat, grå stein}',
  moon: '{i støvet i et krater|mellom to månesteiner|under en flat, grå stein}',
  snow: '{i ei snøfonn|under en snøhaug|ved en isete stein}',
  desert: '{halvt begravd i sanden|under en flat stein|ved en høy kaktus}',
  cave: '{i ei sprekk i fjellet|under en stein|bak en stor steinblokk}',
  underwater: '{under et stort skjell|i sanden mellom to steiner|i en tangdusk}',
  playground: '{i sandkassa|under sklia|ved huskene}',
  village: '{under en benk|ved ei hagegrind|under en løs brostein}',
  city: '{under en benk|ved en lyktestolpe|under en løs brostein}',
  farm: '{i høyet|bak låven|ved hønsehuset}',
  garden: '{i blomsterbedet|under hekken|bak boden}',
};

/** Stedet, som et stedsledd («blant skjellene»), for et sted av denne typen. */
export function foundAt(setting: string): string {
  if (isIndoor(setting))
    return '{bak ei hylle|under sofaen|i en støvete skuff|under et løst gulvbord}';
  return (
    FOUND_AT[setting] ??
    (isBare(setting)
      ? '{under en stein|mellom to steiner}'
      : '{i gresset|under en busk|mellom røttene på et gammelt tre|under en haug med løv}')
  );
}
