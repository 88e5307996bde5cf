import type { Rule } from './types.js';

// SEXUAL: sexual content of any kind, sexual words and slang, and anything that puts children
// and sex, nudity or secrecy with an adult together (grooming). Words with an innocent common
// meaning stay out ("cock" the bird, "pussycat", Swedish "sex" = six, "naken" in "Keiserens nye
// klær"); they count only beside a sexual word.

export const SEXUAL_RULES: readonly Rule[] = [
  {
    id: 'sexual.words',
    category: 'SEXUAL',
    patterns: [
      // Two people hooking up, told in detail or in bed.
      'hooking|hook|hooks|hooked ~1 up ~3 detail|details|bed|naked|night|sex|bedroom',
      // Selling one's body: prostitution told as a euphemism.
      'selger|selge|solgte|sells|sell|selling|sold|säljer|sålde|sælger|solgte ~2 kroppen|kroppene|body|bodies|kroppar|kroppen|kropp|krop|sex',
      // Lying naked together, in Swedish and Danish as well.
      'ligger|ligga|låg|ligge|lå|lies|lie|lying|lay ~2 nakna|nakne|nøgne|naked|nude ~2 tillsammans|sammen|together|med|with|bredvid',
      // English.
      'porn*|pornograph*|xxx|hentai|nsfw|blowjob|handjob|dildo|vibrator|orgasm*|masturbat*|erotic*|horny|sexy|sexual|sexually|sexting|nudes|nude|nudity|boobs|titties|jizz|semen|fetish|kinky|bdsm|stripper|strippers|striptease|hooker|hookers|prostitute*|whore|whores|slut|sluts|cunt|cunts|fuck*|motherfuck*|dickhead|pussy|boner|erection|onlyfans|foreplay|threesome|milf|bukkake|anal|paedophil*|pedophil*|pedo|paedo|nonce|sugar-daddy|lingerie',
      'have|having|had|has ~1 sex',
      // Slang and dodges: "seggs", "s3ggs", "the spicy kind", "18+", "nsfw", "lewd".
      'seggs|segs|sexs|secks|seks-scene|sexscene|sexscener|smut|smutty|lewd|raunchy|horny|hornyy|boobies|titties|nipples|genitals|intercourse|sexual|intercourse|penis|vagina|dick|cock|willy|pussy|clit|orgy|orgasm|fingering',
      'spicy|steamy|dirty|adult|hot|18+|grown-up ~1 story|stories|scene|scenes|version|content|romance|bits|parts',
      'rated ~1 r|x|18',
      // Danish and Swedish words the Norwegian ones do not cover.
      'snopp|snoppen|snippa|tissemand|tissemanden|tissekone|bröst|brøst|bröstvårtor|fitta|knulla|kneppe|porrfilm|porr',
      'dyrke|dyrker ~1 sex',
      'without|uten|uden|utan ~2 shirt|top|clothes|klær|klærne|bh|bra|pants|bukse|tøj|trøye ~3 photo|photos|picture|pictures|pic|pics|bilde|bilder|selfie|video',
      'topless|topløs|toppløs|lingerie|undertøysmodell|condom|condoms|kondom|pole-dance|poledance',
      'pole ~1 dance|dancer|dancing',
      // The night as the couple's, not the party: "wedding night party" is dancing.
      'wedding ~1 night ~4 bed|beds|bedroom|undress*|naked|nude|happens|happened|details|sleep|sleeps|alone',
      'truth ~1 or ~1 dare ~8 kiss|kissing|kysse|undress|clothes|naked|naken|nakne|underwear|pants',
      'sannhet ~1 eller ~1 konsekvens ~8 kysse|kyss|kle|klær|klærne|naken|nakne|undertøy|trusa',
      'play|playing|plays|leke|leker|lekte ~1 doctor|doktor|lege ~6 undress|undressed|clothes|klær|klærne|naked|naken|nakne|pants|buksa|trusa|touch|ta',
      'older|eldre|big|store ~2 kids|boys|girls|barna|guttene|jentene ~4 make|makes|får|tvinger ~2 younger|small|little|små|yngre|lillebror|lillesøster ~4 undress|kle|naked|naken|kiss|kysse|touch',
      'bra|bh|bhen|bikinitop|bikinitoppen|top ~2 falls|faller|comes|slips ~1 off|av',
      'photo|photos|picture|pictures|pic|bilde|bilder ~2 of ~2 his|her|hans|hennes|sin|sine ~1 privates|private|tiss|tissen|penis|willy|bum|rumpa',
      'mature ~2 for ~1 her|his|your|their ~1 age',
      'moden|voksen ~2 for ~1 alderen|sin ~1 alder',
      'where ~2 swimsuit|badedrakt|badedrakten|bikini|underwear|undertøy|undertøyet|trusa|pants ~1 covers|dekker|goes|is|er',
      'tungekyss|tungekysser|frenchkiss',
      'french ~1 kiss|kisses|kissing',
      'same|samme ~1 bed|seng|senga|sengen ~3 teacher|lærer|læreren|coach|trener|treneren|uncle|onkel|stranger|fremmed|neighbour|neighbor|naboen|nabo',
      'voksne|voksen|adult|grown-up ~1 ting|things|stuff|saker ~3 i|in ~2 senga|bed|sengen',
      'bryllupsnatt|bryllupsnatta|bryllupsnatten',
      'see|look|peek|peeks|peeking|kikke|kikker|se|titte|titter ~3 under ~2 skirt|skirts|skjørtet|skjørt|kjolen|dress',
      'bilder|bilde|pictures|photos|pics|selfie|selfies ~5 uten|without|uden|utan ~1 klær|clothes|tøj|kläder|shirt|trøye',
      'sell|sells|selling|selger|selge|solgte ~3 photos|pictures|pics|bilder|videos ~4 strangers|fremmede|online|nettet|men|menn',
      'love ~1 story|stories|affair ~3 between|mellom|with|med ~6 man|mann|teacher|lærer|adult|voksen ~6 girl|boy|child|jente|gutt|elev|barn|year',
      'posing|poses|pose|poserer|posere ~4 camera|kamera|photos|photographer|fotograf|bilder|man|mann|mannen|uncle|onkel ~4 bikini|underwear|undertøy|naked|naken|badedrakt|swimsuit',
      'bikini|undertøy|underwear|badedrakt|swimsuit ~4 posing|poserer|pose|photos|bilder|camera|kamera ~3 man|mann|mannen|uncle|onkel|stranger|fremmed',
      'describe|beskriv|beskrive ~3 her|his|hennes|hans|the ~1 body|kropp|kroppen|breasts|bryster|bryst|chest',
      'kiss|kisses|kissing|kysser|kysse ~2 her|him|henne|ham ~1 everywhere|overalt',
      'massage|massasje|masserer|massere|massages ~4 girl|jenta|jente|boy|gutten|gutt|child|barnet|her|henne|him|ham ~4 bed|senga|naked|naken|alone|alene|secret|hemmelig',
      'undress|undressing|kler ~1 av ~1 seg ~4 window|vinduet|watch|watches|ser|kikker',
      'sexy|seksi|sexig ~2 mermaid|princess|prinsesse|prinsessa|havfrue|girl|jente|teacher|lærer',
      'show ~1 me ~1 yours',
      'vis ~1 meg ~1 din|dine|ditt ~1 tiss|tissen|pupper',
      'watch|watches|watching|ser|kikker|kikke ~3 girls|boys|jentene|guttene|her|him|them ~2 change|changing|shower|showering|skifte|skifter|dusje|dusjer|naked|naken|nakne',
      'how|hvordan ~3 babies|baby|barn ~2 are|is|blir ~1 made|lages|laget ~3 detail|detaljer|exactly|nøyaktig|step|steg',
      'strip|stripping|strips|stripper|strippers ~2 dance|dancing|club|show|tease|poker|for',
      'show|shows|showed|vise|viser|viste ~3 private|intime ~1 parts|part|deler',
      'naughty|frekke|frekt|dirty|spicy|steamy ~2 stuff|things|ting|games|leker ~3 bed|senga|night|natta|grown-ups|voksne|adults',
      'adults|voksne ~1 only',
      'for ~1 adults|voksne ~1 only|bare',
      'touch|touches|touching|touched ~1 each ~1 other',
      'take|takes|took|taking ~2 off ~2 clothes|pants|underwear|knickers|panties',
      'kline|kliner|klinte|hångle|hånglet|hångler|pule|puler|knulle|knuller|kneppe|knepper|runke|onanere|onanerer|pupper|kåt|kåte|horny|tissefant|fitte|pikk|kuk|ballene|rompehull|rævhull|naken-scene|nakenscene|sexe|sexer|sexet',
      'ligge|ligger|lå|sove|sover ~1 med ~2 hverandre|henne|ham|prinsessa|prinsen|læreren',
      'voksen|voksne ~1 historie|historier|innhold|scene|versjon',
      'bare|kun|only ~1 for ~1 voksne|adults',
      'get|gets|got|getting ~1 naked|nude',
      'do ~1 it ~2 all ~1 night',
      'strip ~1 club|clubs|show',
      'stripclub|strippeklubb*|stripteas*',
      'hand|hands|hånd|hånda|hånden|fingers|fingrene ~3 inside|in|into|down|under|inn|oppi|ned ~3 pants|knickers|trusa|trusen|buksa|underwear|skirt|skjørtet|undertøyet|panties',
      'show|shows|showed|vise|viser|viste|visa ~3 body|kroppen|kroppene|tissen|tissefanten|penis|willy|privates|rumpa|puppene|undertøyet',
      'kiss|kisses|kissing|kysser|kysse|touch|touches|tar|rører ~4 over ~1 hele ~1 kroppen',
      'kiss|kisses|kissing|touch|touches ~4 all ~1 over ~2 body',
      'you|youre|du ~1 are|er ~1 my|min ~1 boyfriend|girlfriend|kjæreste',
      'youre ~1 my ~1 boyfriend|girlfriend',
      'lying|lie|ligge|ligger|sleep|sleeping|sove ~2 in ~1 bed ~1 together',
      'ligge|ligger|ligg|lå|sove ~2 sammen ~2 naken|nakne',
      'sammen ~1 naken|nakne',
      'vil|ville|skal|lyst ~3 ligge ~1 med',
      'seks|sekks|sexx|secks ~1 med|with|mellom|between',
      'sekks|sexx|seksi|sexi|sexig|sexiga|seksy',
      'snusk*|dirty|naughty|fræk|frække ~1 historie|historier|story|stories|historia|saga|sagor',
      'snuskig*',
      'make|making|made ~1 love',
      'make|making|made ~1 out ~1 with',
      'sex ~1 with|scene|story|video|toy|toys|stuff|positions|position|chat',
      'naked|nude ~2 picture|pictures|pic|pics|photo|photos|selfie|selfies|video|videos|together|in ~1 bed',
      'take ~2 off ~2 your|her|his|their ~1 clothes|pants|underwear|knickers|panties',
      'show ~2 me ~2 your|her ~1 body|underwear|panties|boobs',
      'send ~2 pictures|pics|photos ~2 of ~1 you|yourself|your ~2 body|naked|underwear',
      // Norwegian, Danish, Swedish.
      'porno*|sex|sexfilm|sexvideo|sexleker|sexlek|sexleke|sexleketøy|sexdukke|sexscene|sexscener|sexbilder|sexbilde|sexprat|sexy|seksuell*|seksuelt|kåt|kåte|pule|puler|pult|puling|knulle|knuller|knulla|knullet|runke|runker|runking|pikk|pikken|kuk|kuken|fitte|fitta|fittene|hore|horer|hora|horunge|ludder|luder|prostituert*|strippe|stripper|onani*|sædceller|ereksjon|kondom|dildoen|pedofil*|pedo|nakenbilde*|nakenbild*|nakenfoto*|nudebilder|kneppe|knalde|kneppa|liggesammen|samleie|samleiet|erotisk*|pornografi*|overgrepsmateriale',
      'ha ~1 sex',
      'naken|nakne|nakent ~2 bilde|bilder|bildet|foto|video|sammen|i ~1 senga|sengen',
      'ta ~1 av ~1 deg|seg|henne|ham ~1 klærne|trusa|truse|buksa',
      'vis|vise|viser ~2 meg ~2 kroppen|trusa|puppene|tissen',
      'send|sende ~2 bilder|bilde ~2 av ~2 deg|kroppen',
      // Swedish and Danish words that differ.
      'knulla|knullar|kåt|kaat|bøsserøv|fisse|pik|pikken|kneppe',
    ],
  },
  {
    id: 'sexual.with_children',
    category: 'SEXUAL',
    // Undressing next to a child and a touch, a picture or a grown-up, in any order.
    near: [
      '@young',
      'naked|nude|naken|nakne|nakent|undress|undressed|underwear|undertøy|truse|trusa|trusene',
      'kiss|kisses|kissing|kysse|kysser|touch|touches|touching|rører|røre|photo|photos|pictures|bilder|bilde|film|video|adult|man|mann|mannen|uncle|onkel|stranger|fremmed|voksen',
    ],
    window: 8,
  },
  {
    id: 'sexual.detail',
    category: 'SEXUAL',
    // "describe exactly what grown-ups do in bed", "make a baby, describe exactly how".
    near: [
      'describe|beskriv|beskrive|forklar|explain|tell|fortell|show|vis',
      'exactly|nøyaktig|detail|details|detaljer|detailed|precisely|nøye',
      'bed|senga|sengen|babies|baby|samleie|sex|naked|naken|kiss|kysse|grown-ups|voksne|adults|feel',
    ],
    window: 12,
  },
  {
    id: 'sexual.adult_child_romance',
    category: 'SEXUAL',
    // A grown-up and a child as sweethearts.
    near: [
      'voksen|voksne|adult|grown-up|grownup|teacher|lærer|læreren|man|mann|mannen|coach|trener',
      '@young',
      'kjærester|kjæreste|boyfriend|girlfriend|dating|date|kysser|kissing|kiss|forelsket|married|gifte|sex|lap|fanget|kjærlighetshistorie|kjærlighetshistorien|romance|romantic|romantisk|lovers|affair',
    ],
    window: 14,
  },
  {
    id: 'sexual.undressed_together',
    category: 'SEXUAL',
    // "spend the night together without their pyjamas".
    near: [
      'without|uten|utan|uden',
      'pyjamas|pysjamas|pyjamasen|clothes|klær|klærne|tøj|kläder|underwear|undertøy|nightie|nattkjole',
      'together|sammen|night|natta|natten|bed|senga|sengen|prince|prinsen|princess|prinsessa|prinsessen',
    ],
    window: 10,
  },
  {
    id: 'sexual.undressed_pictures',
    category: 'SEXUAL',
    // Children made to undress and photographed or filmed, in any costume ("the witch makes the
    // children take their clothes off and takes pictures"). New clothes in a party photo are not.
    patterns: [
      'kle|kler|kledde|klä|klär|klædt|klæde ~1 av ~1 seg|sig|dem ~8 bilder|bilde|bildene|bilderna|billeder|foto|fotos|film|filmer|filmar|video',
      'undress|undresses|undressed|strip|strips|stripped ~8 pictures|picture|photos|photo|video|videos|film|films|filming',
      'take|takes|took|taking ~1 off ~1 their|all|his|her ~1 [the] clothes ~8 pictures|picture|photos|photo|video|videos|film|films|filming',
      'pictures|picture|photos|photo|video|videos|bilder|bilde|foto|fotos|film|filmer ~3 of|av|på ~2 @young|kids|children|barna|ungene|barnen|børnene ~2 naked|nude|naken|nakne|nakna|nøgne|undressed|without ~1 clothes|uten ~1 klær|utan ~1 kläder',
    ],
  },
  {
    id: 'sexual.lap_favourites',
    category: 'SEXUAL',
    // A grown-up's lap with a secret or a game "only for his favourites": grooming written as
    // a story. A lap alone is a grandmother reading aloud.
    near: [
      'lap|fanget|fang|knæ|knet',
      'secret|secrets|hemmelig|hemmelighet|hemlig|hemlighet|hemmelighed|favourites|favorites|favoritter|favorittene|favoriter|favoritterne',
      'teacher|lærer|læreren|coach|trener|treneren|uncle|onkel|man|mann|mannen|neighbour|neighbor|nabo|naboen|stranger|fremmed|his|hans|he|han',
    ],
    window: 16,
  },
  {
    id: 'sexual.grown_up_intimacy',
    category: 'SEXUAL',
    // Two grown-ups and a bed or "physical" things, told for a child.
    near: [
      'naughty|frekt|frekke|voksent|dirty|spicy|steamy|physical|fysisk|fysiske|intimate|intim|intime|sensual|sensuell',
      'bed|senga|sengen|grown-ups|grownups|adults|voksne|naked|nakne|naken|night|natta|natten|sammen|together|folk',
    ],
    window: 8,
  },
  {
    id: 'sexual.grooming_secret',
    category: 'SEXUAL',
    patterns: [
      // A grown-up's "it's our secret, don't tell your mum".
      '@secret ~4 dont|not|never|ikke ~1 tell|si|fortell|fortelle|sladre ~2 your|til ~1 mom|mum|dad|parents|mamma|pappa|foreldrene|anyone|noen',
      'our ~1 little ~1 secret ~4 dont|not|never ~1 tell',
      'vår ~1 lille ~1 hemmelighet ~4 ikke ~1 si|fortell|fortelle|sladre',
    ],
  },
  {
    id: 'sexual.secret_with_adult',
    category: 'SEXUAL',
    // A grown-up, a secret, and a touch or a "don't tell": the shape of grooming, whatever the
    // act. A secret alone ("our secret den") or a grown-up with a secret map is a story.
    near: [
      'secret|secrets|hemmelig|hemmelighet|hemmeligheten|hemlis|hemlighet',
      'uncle|onkel|coach|trener|treneren|teacher|lærer|læreren|man|mann|mannen|stranger|fremmed|grown-up|grownup|adult|voksen|neighbour|neighbor|naboen|nabo|babysitter|barnevakt|barnevakten',
      'touch|touches|touching|touched|kiss|kisses|kysse|kysser|kyss|body|kroppen|clothes|klærne|naked|naken|undress',
    ],
    window: 10,
    scope: 'request',
  },
];
