import type { Rule } from './types.js';

// Children in the Danish and Swedish forms the shared class does not hold.
const YOUNG_NORDIC =
  'børn|børnene|barnen|pige|pigen|piger|dreng|drengen|drenge|drengene|flicka|flickan|flickor|pojke|pojken|pojkar|pojkarna|ungarna|ungene|ungane|tjejen|killen|tonåringen|tenåringen|teenageren';

// Drinking verbs in every tense (Norwegian, Danish, Swedish and English).
const DRINK =
  'drink|drinks|drinking|drank|drunk|drikke|drikker|drakk|drukket|drak|drukket|drikker|dricka|dricker|drack|druckit|sup|super|supe|søp|supa|söp|sippar|nipper|nipper|swig|swigs|guzzle|guzzles|guzzling';

// WEAPONS_DRUGS: how to make, get or use real weapons, explosives, drugs or alcohol, and stories
// that show children using them. Alcohol: a grown-up's drink in passing (a toast, a glass of wine
// at dinner) is the furniture of a story; drunkenness, a child drinking and a story whose point
// is the drinking are not. A water pistol, a bath bomb, a cannonball jump ("hopper bombe i
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
    id: 'drugs.child_drinking',
    category: 'WEAPONS_DRUGS',
    // A child who drinks or tastes alcohol: "pojken dricker öl", "drengen smager snapsen".
    patterns: [
      `@young|${YOUNG_NORDIC} ~3 ${DRINK}|smaker|smakte|smakar|smakade|smager|smagte|tastes|tasted|tries|tried|prøver|prøvde|provar|provade ~4 @alcohol|beers|ølet|øllet|ölen|ölet|cider|shots|spriten|vinen|vinet|champagne|champagnen|snaps|snapsen|pils|rom|rum|gin|likør|likör`,
    ],
  },
  {
    id: 'drugs.child_drinking_age',
    category: 'WEAPONS_DRUGS',
    // "Lisa som är tio år dricker vin", "Emil (8) drinks grandpa's beer".
    near: [
      '3|4|5|6|7|8|9|10|11|12|13|14|15|tre|fire|fem|seks|sex|sju|syv|åtte|otte|åtta|ni|nio|ti|tio|elleve|elva|tolv|tretten|tretton|fjorten|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen',
      `${DRINK}|smaker|smakte|smakar|smager|tastes|tasted`,
      '@alcohol|beers|ølet|øllet|ölen|ölet|cider|shots|spriten|vinen|vinet|vodkaen|pils|champagne|champagnen|snaps|snapsen|akevitten|rom|rum|gin|likør|likör|punsch',
    ],
    window: 8,
  },
  {
    id: 'drugs.drunkenness',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // Drunk, in words that mean nothing else.
      'drunken|drunkard|drunkards|tipsy|sloshed|sozzled|inebriated|intoxicated|boozing|boozed|boozy|beruset|berusede|berusa|berusad|berusade|berusat|beruselse|berusning|dritings|dritfull|dritfulle|stupfull|stupfulle|plakatfull|packad|packade|packat|aspackad|redlös|onykter|fyllo|fyllot|fyllon|fyllesjuk|fylleslag|fyllekula|fylleri|fylleriet|fyllefest|fyllekalas|pløret|plørefuld|plørefulde|døddrukken|drukkenbolt|drukkenbolten|drankare|drankaren|fyllebøtte|fyllebøtta|fyllik|fyllikken|alkoholiker|alkoholikeren|alkoholist|alkoholisten|alcoholic|alcoholics|alcoholism|alkoholisme|alkoholism|baksmälla|baksmällan|tømmermænd|hangover|hungover',
      'a|an|the|two|three|some|all|many|those|these|his|her|my|our|their ~1 drunk|drunken',
      // Drunk after being, getting or becoming: "he was so drunk", "get drunk", "blev full".
      'is|was|were|are|so|very|really|totally|completely|too|dead|blind|falling|get|gets|got|getting|become|becomes|became|feel|feels|felt ~1 drunk|wasted|hammered|plastered|trashed|legless',
      // Becoming full is getting drunk; being full may be the moon, a bus or a tummy.
      'blir|ble|blev|bliver|blive|bli|fikk|dødsens|jätte|kjempe ~1 full|fulle|fulla|fuld|fulde|drita|salongsberusad',
      'drukken|drukne|døddrukken',
      // Drinking made the game or the outing.
      'drinking|drinks|drikke|drikkeleken|drikkelek|drikkeleg|drikkespill|drikkespel|drikkekonkurranse|drikkekonkurransen|drickslek|druklege|drukspil|dricktävling ~1 game|games|contest|competition|challenge|lek|leg|spill|spel|konkurranse|tävling',
      'drikkelek|drikkeleken|drikkeleg|drikkespill|drikkespel|drikkekonkurranse|drickslek|drickslekar|druklege|drukspil|drukspillet|ølstafett|ølstafetten|beerpong|ölhäfv|ölhävning|supelag|fyllekalas|bytur|byturen',
      'pub|bar ~1 crawl|crawls|runde|rundan|runda|runden',
      'beer|beers|wine|whisky|whiskey|gin|rum|vodka ~1 pong|tasting|tastings|festival|binge',
      'øl|ol|vin|whisky|brennevin ~1 smaking|smakingen|smagning|smagningen|provning|provningen|festival',
      'ølsmaking|ølsmakingen|ølsmagning|ölprovning|vinsmaking|vinsmakingen|vinsmagning|vinprovning|whiskysmaking',
      'binge ~1 drink|drinking|drinks|drank',
      // Shots of spirits.
      'shots|shot|shotter|shottar|shotten ~2 of|av|med|med ~1 @alcohol|tequila|vodka|sprit|snaps|jäger|jägermeister',
      '@alcohol|tequila|jäger|jägermeister|sambuca|fisk ~1 shots|shot|shotter|shottar',
      'chugs|chugging|chugged|chug|stalper|stalpe|stalpet|bunder|bunde|kippar|kippa ~3 @alcohol|beers|ølet|ölen|ölet|ølflasken|ölflaskan|vinflasken|vinflaskan',
    ],
  },
  {
    id: 'drugs.drinking_to_fall',
    category: 'WEAPONS_DRUGS',
    // Drinking until one falls, throws up or staggers home.
    near: [
      DRINK,
      '@alcohol|beers|ølet|øllet|ölen|ölet|cider|shots|spriten|vinen|vinet|champagne|snaps|pils|rom|rum|gin|likør|likör',
      'fall|falls|fell|falling|faller|falder|ramlar|ramler|datt|ramla|spy|spyr|spydde|kaster|throws|vomit|vomits|pukes|puke|svimmel|snurrar|sjangler|sjanglet|vinglar|vingler|vinglade|staggers|staggered|stumbles|stumbled|wobbles|wobbled|passes|passed|besvimer|svimer|däckar|däckade|sløret|slurs|slurring|lallar|snøvler',
    ],
    window: 12,
  },
  {
    id: 'drugs.words',
    category: 'WEAPONS_DRUGS',
    patterns: [
      // Drug and spirits words that have no innocent reading in a children's story.
      'hembrænt|hembränt|cocaine|heroin|methamphetamine|amphetamine|fentanyl|ketamine|mdma|lsd|ecstasy|cannabis|marijuana|hashish|crack-cocaine|opioids|kokain|heroin|amfetamin|metamfetamin|hasj|hasjish|marihuana|narkotika|narkoman|narkomane|dophue|junkie|junkies|vodka|whisky|whiskey|tequila|absinth|brennevin|hjemmebrent|heimebrent|moonshine|sprit|snaps|akevitt|brændevin|brænnvin|vape|vapes|vaping|vaper|e-cigarette|e-cigarettes|e-sigarett|e-sigaretter|e-cig|juul',
      '@howto ~3 vape|vaper|vapes|vaping|røyke|røyker|røker|smoke|smoking|snuse ~3 without|uten|utan|as|when|når|som',
      // Drinking out of sight, not drinking from a cup without spilling.
      '@howto ~3 drikke|drink ~3 without|uten|utan ~3 anyone|parents|mum|mom|dad|foreldrene|foreldra|mamma|pappa|noen|getting|being|bli|knowing|noticing|vite|merke',
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
      // Children made drunk ("barna blir fulle"); "full" alone is too common to count.
      '@young ~2 bli|blir|ble|blev|blive|bliver ~1 full|fulle|fulla|fuld|fulde|drunk|berusede|berusade',
      'super|söp|supa ~1 sig|seg ~1 full|fulla|fulle',
      'drikke|drikker|drakk|drink|drinks|drinking|drank ~2 @alcohol',
      'take|takes|taking|took|ta|tar|tok|try|prøve|prøver ~2 @drug',
      'sell|sells|selling|deal|dealing|selge|selger|solgte ~2 @drug|@alcohol',
      'drug|drugs|dop|narko ~1 dealer|dealers|deal|langer|langere|selger',
      'langeren',
      // Teaching the young to smoke or drink.
      'teach|teaches|taught|teaching|lærer|lærte|lär|lärde|viser|visar ~3 to|å|att|at|how|hvordan|hur ~2 smoke|røyke|röka|ryge|vape|vejpe|snuse|snusa',
      'ciggies|ciggy|ciggie|fags|ciggen|ciggarna|smøger|smøgerne|tobakk|tobak|tobacco|cigg|ciggar ~4 behind|bak|bakom|bag|secretly|hemmelig|i ~1 smug|smyg',
      'buy|buys|bought|kjøper|köper|köpte|køber|købte|sells|selger|säljer|sælger ~3 k ~1 o ~1 k ~1 s',
      'buy|buys|bought|kjøper|köper|köpte|køber|købte|sells|selger|säljer|sælger|snort|snorts|sniffar|sniffer ~3 koks|koksen|kola|jayjay',
      'crystal|krystall|kristall ~1 meth|met|metamfetamin',
      // Hard drugs made, snorted, bought or taken, whatever the slang.
      '@make|cook|cooks|cooking|cooked|koker|kokar|koger|kokte|brygger ~3 meth|heroin|kokain|cocaine|amfetamin|amphetamine|metamfetamin|tjack',
      'snort|snorts|snorted|snorting|sniff|sniffs|sniffer|sniffar|sniffe|snuser ~3 speed|coke|kokain|cocaine|heroin|ketamine|ketamin|amfetamin|amphetamine|tjack',
      'buy|buys|bought|buying|take|takes|took|pops|popping|popped|kjøper|kjøpte|tar|tok|köper|köpte|tager|tog|køber|købte|swallows|sluker ~3 oxy|oxys|oxycodone|oxycontin|xanax|benzo|benzos|benso|bensos|percocet|tramadol|ecstasy|mdma|tjack|ketamin|ketamine|lsd',
      'smoke|smokes|smoking|smoked|røyker|røykte|röker|rökte|ryger|røg|røyke|röka|ryge ~3 braj|gräs|græs|gress|ganja|zaza|skunk|hasch|weed|kush|jointen|holken',
      'sniff|sniffs|sniffing|sniffar|sniffade|sniffer|sniffet|sniffe|huff|huffs|huffing|snifa ~2 thinner|tynner|förtunning|fortynder|glue|lim|limet|bensin|benzin|gasoline|petrol|lightergas|lightergass|tändargas|lightgas',
      'fylla|fyllefest|fyllesjuk|dritings|drita|bakfull|hangover|beruset',
    ],
  },
];
