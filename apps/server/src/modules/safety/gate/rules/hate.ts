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
      'nigger|niggers|nigga|niggas|kike|kikes|spic|spics|chink|chinks|gook|gooks|wetback|wetbacks|raghead|ragheads|towelhead|sandnigger|paki|pakis|faggot|faggots|fag|fags|dyke|dykes|tranny|trannies|retard|retards|retarded|coon|coons|jigaboo|beaner|beaners|kyke|heeb|gypo|gyppo|pikey|abo|golliwog|nazi|nazis|neo-nazi|neonazi|neonazis|swastika|swastikas|hakekors|kkk|klansman|white-power|sieg|heil|1488|untermensch',
      'white ~1 power|supremacy|supremacist|supremacists',
      'heil ~1 hitler',
      'sieg ~1 heil',
      'ku ~1 klux',
      // Norwegian, Danish, Swedish slurs.
      'neger|negeren|negre|negrene|negerkyss|pakkis|pakkiser|svarting|svartinger|svartskalle|svartskaller|sandneger|homse|homser|homsa|soper|sopere|mongo|mongoer|mongoloid|tater|tatere|jødesvin|muslimsvin|blatte|blattar|bøsse|bøsser|perker|perkere|svartskalle|svartskallar|zigenare|sigøynerpakk|innvandrerpakk|hakekorset',
    ],
  },
  {
    id: 'hate.group_as_villain',
    category: 'HATE',
    patterns: [
      // "make the bad guy a jew who steals", "skurken er en muslim", "the villains are Mexicans".
      '@villain ~4 is|are|be|er|være|blir|skal ~2 @group',
      'make|makes|let|gjør|gjøre|la ~4 @villain ~3 @group',
      '@group ~2 who|that|som ~2 steal|steals|stole|stjeler|stjal|lie|lies|lyver|cheat|cheats|jukser|kill|kills|dreper|smell|smells|lukter|stinker|stink|are|er ~1 @bad',
      'all|every|alle|de ~1 @group ~2 are|is|er|var|were ~2 @bad',
      '@group are|er ~2 @bad',
      '@kill ~3 @group',
      'hate|hates|hater|hatet ~2 @group',
      'kill|drepe|drep|get|bli ~2 rid|kvitt ~2 @group',
      '@group ~2 should|must|bør|må|skal ~2 die|dø|kastes|burn|brenne|drepes',
      '@group ~2 should|must|deserve ~2 be ~1 killed|burned|shot',
      'send ~2 @group ~2 home|back|hjem|tilbake',
      'kast|kaste ~2 ut ~2 @group',
    ],
  },
];
