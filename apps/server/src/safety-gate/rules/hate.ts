import type { Rule } from './types.js';

// HATE: slurs, hate symbols, and groups of people cast as villains or as deserving harm. A group
// named kindly is a story ("a Muslim girl who loves football", "to jødiske venner"); "make the
// bad guy a jew who steals" or "alle innvandrere er tyver" is not.

export const HATE_RULES: readonly Rule[] = [
  {
    id: 'hate.slurs',
    category: 'HATE',
    patterns: [
      // English slurs and hate symbols (ableist slurs included: children use them as insults).
      'muzzie|muzzies|muzzy|bøg|bøgar|bøgen|bøsserøv|nigger|niggers|nigga|niggas|kike|kikes|spic|spics|chink|chinks|gook|gooks|wetback|wetbacks|raghead|ragheads|towelhead|sandnigger|paki|pakis|faggot|faggots|fag|fags|dyke|dykes|tranny|trannies|retard|retards|retarded|coon|coons|jigaboo|beaner|beaners|kyke|heeb|gypo|gyppo|pikey|abo|golliwog|nazi|nazis|neo-nazi|neonazi|neonazis|swastika|swastikas|hakekors|kkk|klansman|white-power|sieg|heil|1488|untermensch',
      'white ~1 power|supremacy|supremacist|supremacists',
      'heil ~1 hitler',
      'sieg ~1 heil',
      'ku ~1 klux',
      // Norwegian, Danish, Swedish slurs.
      'neger|negeren|negre|negrene|mongoen|mongoene|mongis|spasser|spassere|spasserne|spastikere|spastikerne|negerkyss|pakkis|pakkiser|svarting|svartinger|svartskalle|svartskaller|sandneger|homse|homser|homsa|soper|sopere|mongo|mongoer|mongoloid|tater|tatere|jødesvin|muslimsvin|blatte|blattar|bøsse|bøsser|perker|perkere|svartskalle|svartskallar|zigenare|sigøynerpakk|innvandrerpakk|hakekorset',
    ],
  },
  {
    id: 'hate.mocking_disability',
    category: 'HATE',
    // A disabled child as the one everybody laughs at. A girl in a wheelchair who wins the race
    // is a story.
    near: [
      'rullestol*|wheelchair|disabled|funksjonshemm*|autist*|autistic|downs|handikap*|handicap*|cripple|krøpling',
      'taper|loser|losers|freak|freaks|dum|dumme|stupid|dumb|ler|laugh|laughs|mocks|mock|mobber|bully|bullies|erter|teases|ekkel|gross|retard|fun|narr',
    ],
    window: 8,
  },
  {
    id: 'hate.insults',
    category: 'HATE',
    // Swearing and insults a parent would not read aloud (the old word list's first shelf):
    // a story must not say them, and a family's words with them are not a story idea.
    patterns: [
      'shit|shitty|bullshit|motherfucker|motherfuckers|asshole|assholes|arsehole|bastard|bastards|bitch|bitches|cunt|wanker|wankers|twat|dickhead|dickheads|jackass',
      'faen|fanden|faens|helvete|helvetes|hælvete|jævla|jævlig|jævlige|jævel|jævler|jævlar|drittsekk|drittsekker|kukhue|fittetryne|rasshøl|rasshøl|fandme|jävlar',
    ],
  },
  {
    // The old antisemitic tropes, also in a fantasy costume: the hooked nose, the greed, the
    // banks and the world secretly run. A Jewish character without them is just a character.
    id: 'hate.antisemitic_trope',
    category: 'HATE',
    near: [
      'jew|jews|jewish|jøde|jøder|jødene|jøden|jødisk|jødiske|jøderne|jude|judar|judarna|judisk|judiska|jødinne',
      'nose|noses|nese|nesa|nesen|näsa|næse|hook-nosed|hooknosed|krokete|krokkete|krumme|greedy|grådig|grådige|gjerrig|gjerrige|girig|giriga|nærig|banks|bankene|bankerne|bankerna|konspirasjon*|conspiracy|cheats|cheat|svindler|snyder|swindle*|hoarding|hamstrer',
    ],
    window: 10,
  },
  {
    id: 'hate.group_as_villain',
    category: 'HATE',
    patterns: [
      // "make the bad guy a jew who steals", "skurken er en muslim", "the villains are Mexicans".
      '@villain ~4 is|are|be|er|være|blir|skal ~2 @group',
      'make|makes|let|gjør|gjøre|la ~4 @villain ~3 @group',
      '@group ~2 who|that|som ~2 steal|steals|stole|stjeler|stjal|lie|lies|lyver|cheat|cheats|jukser|kill|kills|dreper|smell|smells|lukter|stinker|stink',
      '@group ~2 who|that|som ~2 are|er ~1 @bad',
      'all|every|alle|de ~1 @group ~2 are|is|er|var|were ~2 @bad',
      '@group are|er ~2 @bad',
      '@group ~2 are|er|e|r|ær ~3 @bad',
      'black|white|brown|yellow|svarte|hvite|brune|gule ~1 people|folk|mennesker|kids|barn ~2 are|er|e|r|ær ~3 @bad|better|bedre|smarter|smartere|superior',
      '@group|hvite|svarte|white|black ~1 are|er|e|r|ær ~2 better|bedre|smarter|smartere|superior|overlegne ~1 than|enn|end',
      'best|superior|smartest|purest|beste|bedre|smartere ~1 race|rase|rasen',
      'race|races|rase|raser|rasen ~3 smarter|better|best|superior|inferior|smartere|bedre|dårligere|dummere|mindreverdige',
      'de|they|dem ~1 er|are ~2 dårligere|worse|verre|inferior|mindre ~1 enn|than|verdt ~1 oss|us|andre',
      '@group ~1 stjal|stjeler|stjæler|steal|steals|stole|lie|lies|lyver ~4 som ~1 alltid|always|typical|typisk|again|igjen',
      'like ~1 all ~1 of ~1 them',
      'deserves|deserve|fortjener ~2 to|å ~1 be|bli ~1 bullied|mobbet|hit|slått|beaten|hated|hatet|laughed|ledd|teased|ertet',
      'slave|slaves|slaver|slavene|slaves ~3 black|africans|afrikanere|svarte|negroes',
      'gas|gasse|gass ~2 them|dem|the|alle ~1 @group',
      '@group ~3 deserve|fortjener|deserves ~2 not|ikke|to ~1 die|dø|live|leve|be ~1 killed',
      'subhuman|untermensch|undermennesker|undermenneske|sub-human',
      'fat|overweight|poor|ugly|disabled|autistic|tjukke|feite|tykke|fattige|stygge|funksjonshemmede|handikappede|gay|black|white|brown|svarte|hvite|brune ~1 people|folk|kids|barn|mennesker|girls|boys|jenter|gutter ~2 are|er|r|e|ær ~3 @bad|pigs|griser|swine|less|mindre',
      '@group|black|white|svarte|hvite ~3 are|er ~2 less|mindre ~1 smart|smarte|intelligent|intelligente|verdt|worth|human|menneskelige',
      '@group ~1 styrer|controls|control|rule|rules|run|runs|owns|own|eier ~2 verden|world|media|banks|bankene|everything|alt',
      '@group ~2 ikke|not|dont ~1 hører|belong|høre ~2 hjemme|here|her|in',
      '@group ~3 should|must|skal|bør|må ~2 go|reise|dra ~1 back|home|hjem|tilbake|ut',
      'chinese|kinesisk|kina|china|wuhan ~1 virus|viruset|flu|pest',
      'make|gjøre|gjør ~1 fun|narr ~1 of|av ~6 down|downs|syndrome|syndrom|wheelchair|rullestol|disabled|autistic|autist|blind|deaf|døv|stammer|stutter|fat|tjukk|overweight|handikap*',
      '@group ~2 eat|eats|spiser ~1 dogs|hunder|cats|katter',
      '@villain ~3 are|er ~2 all|alle ~1 from|fra ~1 africa|afrika|asia|mexico|china|kina|somalia|pakistan|india|syria|arabia',
      'big|hooked|long|stor|krokete|lang ~1 nose|nese ~8 gold|gull|money|penger|coins|mynter|greedy|grådig',
      // Gender put down as the point of the story.
      'girls|jenter|jentene|women|kvinner|damer|boys|gutter|guttene|men|menn ~1 are|er|e|r ~2 dumb|stupid|dumme|dumb|worthless|verdiløse|svake|weak|useless|ubrukelige ~4 only|just|bare|skal|should|belong',
      'jenter|girls|women|kvinner ~3 skal|should|belong ~2 bare|only|in ~2 lage ~1 mat|kitchen|kjøkkenet',
      '@kill ~3 @group',
      'hate|hates|hater|hatet ~2 @group',
      'kill|drepe|drep|get|bli ~2 rid|kvitt ~2 @group',
      '@group ~2 should|must|bør|må|skal ~2 die|dø|kastes|burn|brenne|drepes',
      '@group ~2 should|must|deserve ~2 be ~1 killed|burned|shot',
      'send ~2 @group ~2 home|back|hjem|tilbake',
      'kast|kaste ~2 ut ~2 @group',
      // The old tropes, whoever wears them: taking our jobs and women, running the world in secret.
      'they|de|dem|dom|those|people|folk|folket|folkene|@group ~4 take|takes|taking|tar|tager|tog|tok|stjeler|stjäl|stjæler|steal|steals|stole|stealing ~1 our|våre|våra|vores|vår ~1 jobs|jobbene|jobben|jobb|jobbet|jobbar|arbejde|arbejdspladser|arbeidsplasser|women|kvinner|kvinnor|kvinder|kvinnene|kvinnorna',
      'secretly|hemmelig|hemmeligheten|hemlighet|hemlighed|hemmelighed|hemligt|behind ~4 control|controls|rule|rules|run|runs|own|owns|styrer|styr|eier|äger|ejer|kontrollerer|kontrollerar ~3 banks|bankene|bankerna|bankerne|media|news|avisene|tidningarna|aviserne|nyhetene|government|regjeringen|regeringen',
    ],
  },
  {
    // Breeding to replace "us", and blood called dirty: the old tropes in a fantasy costume.
    id: 'hate.replacement',
    category: 'HATE',
    near: [
      'replace|replaces|replacing|ersätta|ersätter|erstatte|erstatter|udskifte|overta|overtar',
      'breed|breeds|breeding|förökar|föröka|formerer|yngler|avler|multiply|multiplies|rats|rabbits|kaniner|rotter|råttor',
    ],
    window: 14,
  },
  {
    id: 'hate.dirty_blood',
    category: 'HATE',
    near: [
      'mudblood|mudbloods|halfbreed|half-breed|halfbreeds|half-breeds|blandinger|blandingane|blandingarna|blandninger|mixed-blood|blandblod|blandblodige|urenblods|orenblods',
      'dirty|skitne|skitten|smutsiga|smutsig|beskidte|impure|urene|orena|ikke|inte|not|cant|cannot|never|aldri|aldrig|ekte|real|äkta|rigtige',
    ],
    window: 10,
  },
  {
    // A people cast as worse by birth or blood, in a fantasy costume or not.
    id: 'hate.people_by_nature',
    category: 'HATE',
    near: [
      'people|peoples|folk|folket|folkene|folka|folken|race|races|rase|rasen|raser|ras|rasen|tribe|tribes|stamme|stammen|stammer|stammar|slekt|slags|sort|kind|@group',
      'born|født|fødd|född|nature|natur|naturen|blood|blod|blodet',
      'greedy|money-hungry|moneyhungry|pengegriske|pengegriske|pengegriske|pengegalne|pengakåta|grådige|giriga|girige|gjerrige|liars|løgnere|lögnare|løgnere|thieves|tyver|tjuvar|tyve|dirty|skitne|smutsiga|beskidte|lazy|late|lata|dovne|stupid|dumb|dumme|dumma|brutes|udyr|odjur|beasts|vermin|skadedyr|ohyra|parasites|parasitter|parasiter|criminals|kriminelle|kriminella|sneaky|lure|lömska|snu|cheats|juksemakere|fuskare|snydere|inferior|mindreverdige|underlägsna|mindreværdige|smelly|stinkende|stinkande|stinker',
    ],
    window: 10,
  },
];
