import type { Rule } from './types.js';

// WEAPONS_DRUGS: how to make, get or use real weapons, explosives, drugs or alcohol, and stories
// that show children using them. A water pistol, a bath bomb, a cannonball jump ("hopper bombe i
// bassenget") and a pirate's cannon are play; the safe phrases keep them so.

export const WEAPONS_DRUGS_RULES: readonly Rule[] = [
  {
    id: 'weapons.instructions',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // "how to make a real bomb", "hvordan lage en bombe", "oppskrift på sprengstoff".
      '@howto ~4 @make ~3 @bomb|@gun|@drug|poison|gift|knife|kniv|weapon|weapons|våpen|explosive|meth|crystal',
      '@howto ~3 @make ~3 @alcohol',
      '@make ~2 @real ~2 @bomb|@gun|weapon|weapons|våpen',
      '@make ~3 @bomb',
      '@make ~2 pipe|nail|car|rør ~1 @bomb',
      'build|make|lage|bygge ~2 @gun|weapon|weapons|våpen ~2 at|hjemme|home|with|av|med ~2 home|3d|printer|skrivaren',
      '@howto ~3 use|load|fire|shoot|bruke|lade|skyte|bruker ~3 @gun',
      '@howto ~3 get|buy|find|kjøpe|få|skaffe ~3 @gun|@drug|@alcohol|vape|vapes|snus|cigarettes|sigaretter',
      'where|hvor ~3 buy|get|kjøpe|få ~3 @gun|@drug|@alcohol|vape|snus',
      'oppskrift|recipe ~2 på|for ~2 @bomb|@drug|hjemmebrent|sprengstoff|napalm|meth',
      '@howto ~4 poison|forgifte ~2 someone|noen|@person',
      'molotov|napalm|c4|semtex|anfo|sprengstoff|sprængstof|sprängämne|pipebomb|rørbombe|nailbomb|spikerbombe',
    ],
  },
  {
    id: 'weapons.real_guns',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // Real firearms in a child's hands or bag.
      'ak47|ar15|glock|uzi|kalashnikov|m16',
      'ak 47',
      'ar 15',
      'bring|brings|brought|take|takes|took|ta|tar|tok|tar|tok|med ~3 @gun ~2 to|til|på ~1 school|skolen|class|klassen',
      '@gun ~2 in ~2 backpack|bag|schoolbag|sekken|ryggsekken|skolesekken',
      'kid|kids|child|children|boy|girl|barn|gutt|jente|gutten|jenta|barna ~3 find|finds|found|finner|fant|play|plays|leker|lekte ~2 with|med ~2 @gun',
      "dad's|dads|pappas|farens ~1 @gun",
    ],
  },
  {
    id: 'drugs.words',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // Drug and spirits words that have no innocent reading in a children's story.
      'cocaine|heroin|methamphetamine|amphetamine|fentanyl|ketamine|mdma|lsd|ecstasy|cannabis|marijuana|hashish|crack-cocaine|opioids|kokain|heroin|amfetamin|metamfetamin|hasj|hasjish|marihuana|narkotika|narkoman|narkomane|dophue|junkie|junkies|knark|knarkare|vodka|whisky|whiskey|tequila|absinth|brennevin|hjemmebrent|heimebrent|moonshine|sprit|snaps|akevitt|brændevin|brænnvin|vape|vapes|vaping|vaper|e-cigarette|e-cigarettes|e-sigarett|e-sigaretter|e-cig|juul|snus',
      'smoke|smokes|smoking|røyke|røyker|røykte ~2 weed|joint|joints|pot|hash|cigarettes|cigarette|sigaretter|sigarett|hasj|jointen',
      'get|getting|got|gets|bli|blir|ble ~1 drunk|stoned|dritings|brisen|fyllesjuk',
      'drikke|drikker|drakk ~2 seg ~1 full|fulle|dritings',
      'drikke|drikker|drakk|drink|drinks|drinking|drank ~2 @alcohol',
      'take|takes|taking|took|ta|tar|tok|try|prøve|prøver ~2 @drug',
      'sell|sells|selling|deal|dealing|selge|selger|solgte ~2 @drug|@alcohol',
      'drug|drugs|dop|narko ~1 dealer|dealers|deal|langer|langere|selger',
      'langeren',
      'fylla|fyllefest|fyllesjuk|dritings|drita|bakfull|hangover|beruset',
    ],
  },
];
