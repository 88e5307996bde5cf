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
      '@howto ~3 get|buy|find|obtain|acquire|purchase|kjøpe|få|skaffe ~3 @gun|@drug|@alcohol|vape|vapes|snus|cigarettes|sigaretter',
      'where|hvor|hur|var ~5 buy|buys|get|obtain|acquire|purchase|skaffe|kjøpe|kjøper|kjøpt|få|får|købe|köpa ~3 @gun|@drug|@alcohol|vape|vapes|snus|sigaretter|cigarettes',
      'oppskrift|recipe ~2 på|for ~2 @bomb|@drug|hjemmebrent|sprengstoff|napalm|meth',
      '@bomb|hjemmebrent|sprengstoff ~2 oppskrift|oppskriften|recipe|instructions|instruksjoner',
      '@howto ~4 poison|forgifte ~2 someone|noen|@person',
      'molotov|napalm|c4|semtex|anfo|sprengstoff|sprængstof|sprængæmne|pipebomb|rørbombe|nailbomb|spikerbombe|thermite|termitt|nitroglycerin|nitroglyserin|tatp|giftgass|klorgass|sarin',
      'poison|giftig|toxic ~1 gas|gass',
      'chlorine ~1 gas',
      '@howto|@make|oppskrift|oppskriften|recipe|much|mye|mix|mixes|blande|blander|homemade|hjemmelaget|hjemmelagd ~5 krutt|kruttet|gunpowder|svartkrutt|blackpowder',
      'krutt|kruttet|gunpowder ~4 oppskrift*|recipe|how|hvordan|homemade|hjemmelaget',
      'homemade|hjemmelaget|hjemmelagd|hjemmelagde|diy ~2 firework|fireworks|fyrverkeri|bomb|bombe|rakett|gun|pistol|våpen|weapon',
      'zip ~1 gun',
      'powder|pulver|pulveret ~4 sniff|sniffs|snort|snorts|sniffe|sniffer',
      'sniff|sniffs|snort|snorts|sniffe|sniffer ~2 powder|pulver|pulveret|lines|line|stripe|striper',
      'flamethrower|flammekaster|flammekasteren|taser|elektrosjokkvåpen|sjokkpistol',
      '@howto|@make ~4 crossbow|armbrøst|slingshot|sprettert|spear|spyd|knife|kniv ~4 to|for|å ~1 hurt|skade|kill|drepe|shoot|skyte',
      'how|hvor ~2 much|many|mye|mange ~2 alcohol|beer|øl|vodka|shots|glass|vin|wine ~4 drunk|full|fulle|wasted|brisen',
      'mix|mixes|mixing|blande|blander ~4 bleach|klor|ammonia|salmiakk|cleaning|vaskemidler|rengjøringsmidler ~4 gas|gass|poison|gift',
      'which|hvilke|what ~2 cleaning|vaskemidler ~4 mix|blande',
      'real ~1 tnt',
      'tnt ~1 irl',
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
    id: 'drugs.getting_high',
    category: 'WEAPONS_DRUGS',
    // Medicine, glue or gas taken to get high ("for å bli høy" alone is growing tall).
    near: [
      'medisiner|medisin|piller|pills|pill|tabletter|medicine|medicines|glue|lim|gass|gas|spray|deodorant|sopp|mushrooms|blande|blander|mix|mixes|hostesaft',
      'høy|high|rusa|ruset|rus|stoned|trippy|tripping|fucked',
    ],
    window: 8,
  },
  {
    id: 'drugs.child_buying',
    category: 'WEAPONS_DRUGS',
    // A child getting alcohol, nicotine or drugs: "hvor kan en 12-åring få kjøpt alkohol".
    near: [
      '@young|10|11|12|13|14|åring|year-old|kid|kids|barn|underage|mindreårig|i|jeg',
      '@alcohol|@drug|vape|vapes|snus|sigaretter|cigarettes|nicotine|nikotin',
      'buy|get|kjøpe|kjøpt|få|drink|drikke|try|prøve|smugle|sneak|steal|stjele',
    ],
    window: 8,
  },
  {
    id: 'drugs.words',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // Drug and spirits words that have no innocent reading in a children's story.
      'hembrænt|hembränt|cocaine|heroin|methamphetamine|amphetamine|fentanyl|ketamine|mdma|lsd|ecstasy|cannabis|marijuana|hashish|crack-cocaine|opioids|kokain|heroin|amfetamin|metamfetamin|hasj|hasjish|marihuana|narkotika|narkoman|narkomane|dophue|junkie|junkies|vodka|whisky|whiskey|tequila|absinth|brennevin|hjemmebrent|heimebrent|moonshine|sprit|snaps|akevitt|brændevin|brænnvin|vape|vapes|vaping|vaper|e-cigarette|e-cigarettes|e-sigarett|e-sigaretter|e-cig|juul',
      '@howto ~3 vape|vaper|vapes|vaping|røyke|røyker|røker|smoke|smoking|snuse|drikke|drink ~3 without|uten|utan|as|when|når|som',
      '@howto ~2 vape|vaper|vapes|vaping|røyke|røyker|røker|snuse|røka',
      'røker|røka ~1 på',
      'vape|vapes|vaping ~1 tricks|triks',
      'smoke|smokes|smoking|røyke|røyker|røykte ~2 weed|joint|joints|pot|hash|cigarettes|cigarette|sigaretter|sigarett|hasj|jointen',
      'get|getting|got|gets|bli|blir|ble ~1 drunk|stoned|dritings|brisen|fyllesjuk|wasted|hammered|tipsy|plastered|sloshed|trashed|pissed|packad|fuld|fulde',
      'kids|children|barna|ungene|barn|børnene|barnen ~2 drink|drinks|drikker|drakk|drank|try|tries|prøver|smaker|taste|tastes ~3 @alcohol',
      'roll|rolls|rolling|rulle|ruller ~2 joint|joints|jointen|spliff|blunt',
      'spliff|spliffs|blunts|bongs',
      '@make|@howto ~3 pepper ~1 spray',
      '@make|@howto ~3 pepperspray|tåregass|teargas',
      'pills|piller|tabletter|pill ~4 feel|føle|føler|get|bli|blir|makes ~2 happy|high|floaty|høy|ruset|rusa|dizzy|woozy|svimmel|buzzed|trippy',
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
