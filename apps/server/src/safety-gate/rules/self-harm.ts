import type { Rule } from './types.js';

// SELF_HARM: a child (or a story) saying they want to die, to hurt themselves or to end their
// life. A disclosure gets a caring answer and the helplines, so these rules lean towards
// catching it: dialect ("æ vil dø", "eg vil ikkje leve"), missing letters ("vil doe") and
// English shortcuts ("wanna die", "kms") all count. Grief is not self-harm: "grandma died and
// I miss her" names a death but no wish to die; "I nearly died laughing" is a safe phrase.

export const SELF_HARM_RULES: readonly Rule[] = [
  {
    // A farewell before one "goes", said to the end of the clause: "sorry for everything before
    // I go" (going home or to camp goes on).
    id: 'self_harm.farewell_before_going',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'sorry|goodbye|farewell|unnskyld|beklager|förlåt|undskyld|farvel|adjø|hejdå|letter|brev|brevet|note|lapp|lappen ~6 before|før|innan|inden ~1 i|jeg|jag|eg ~1 go|leave|går|gå|drar|dra|forsvinner|försvinner|forsvinder|dør|dör|die $',
      'sorry|goodbye|farewell|unnskyld|beklager|förlåt|undskyld|farvel|adjø|hejdå|letter|brev|brevet|note|lapp|lappen ~6 before|før|innan|inden ~1 i|jeg|jag|eg ~1 am|er|är ~1 gone|borte|borta|væk',
    ],
  },
  {
    id: 'self_harm.wish_to_die',
    category: 'SELF_HARM',
    patterns: [
      // English. "I'm going to die" is left out: children say it about a scary film.
      '@i ~2 want|wanna|wana|wnat|whant|wish|wished ~2 die|dye|dead|death',
      'wish ~1 i|im ~1 was|were|wasnt|werent ~1 dead',
      'wish ~2 never ~1 been|born',
      'end ~1 my ~1 life',
      'end ~1 it ~1 all',
      // "Live" alone is living; "live in the city" is where one lives, unless the place is
      // this world or the pain.
      'dont|not ~1 want ~1 to ~1 exist|alive',
      'dont|not ~1 want ~1 to ~1 live $',
      'dont|not ~1 want ~1 to ~1 live anymore|longer|like|without|any ~1 [more|longer]',
      'dont|not ~1 want ~1 to ~1 live in|on this|the world|earth|pain',
      'i ~1 should ~1 die|disappear',
      'better ~2 off ~1 dead',
      'better ~2 off ~1 without ~1 me',
      'nobody|noone ~2 would|will ~1 miss ~1 me',
      'no ~1 one ~2 would|will ~1 miss ~1 me',
      'no ~1 reason ~1 to ~1 live',
      // Norwegian: "jeg vil dø", "æ vil dø", "eg vil ikkje leve", "skulle ønske jeg var død".
      'jeg ~2 vil|ville|ønsker|lyst|skal ~2 dø|døy|død|daud|dau|dod',
      'jeg ~2 vil|ville|ønsker|orker|gidder ~2 ikke ~2 leve|finnes',
      'skulle|skule ~1 ønske|ønska ~2 jeg ~2 var ~1 død|daud|dau',
      'skulle|skule ~1 ønske|ønska ~2 jeg ~2 aldri|ikke ~2 født|fantes|var',
      'orker ~1 ikke ~2 leve|livet',
      'ta ~1 livet ~1 mitt',
      'take|taking|took ~1 my ~1 own ~1 life',
      'off ~1 myself',
      'ingen ~2 vil|ville|kommer ~2 savne ~1 meg',
      'bedre ~2 uten ~1 meg',
      'bedre ~1 om|hvis|viss ~1 jeg ~1 var ~1 død|borte|daud',
      'ønsker ~1 å ~1 dø',
      // "do" for "dø" on an English keyboard, but not "vil på do" (the toilet).
      'jeg ~2 vil|ville|ønsker|skal do $',
      'vil|ville|ønsker ~1 å|bare|gjerne do $',
      'lyst ~1 til ~1 å do $',
      // A friend's disclosure is a child in danger too: "my friend says she wants to die".
      'friend|venn|venninne|venninna|vennen|venninnen|kompis|kompisen|bestevenn|bestevenninne ~6 wants|want|vil|ville|ønsker|prøvde|tried ~2 to|å ~1 die|dø|kill ~1 herself|himself|themself',
      'friend|venn|venninne|venninna|vennen|venninnen|kompis|kompisen ~6 cuts|kutter|skader|hurts ~1 herself|himself|seg',
      'lyst ~1 til ~1 å ~1 dø',
      'ingen ~1 grunn ~1 til ~1 å ~1 leve',
      // Swedish and Danish: "jag vill dö" folds into the Norwegian rules; these differ.
      'vil|vill ~1 ikke ~1 leva|leve',
      // Thinking about it, life without point, wanting to be gone.
      'think|thinking|thought|tenker|tenkt|tænker ~2 about|på ~2 dying|death|suicide|døden|selvmord|killing ~1 myself',
      'tenker|tænker ~2 på ~1 å ~1 dø|ta',
      'hate|hater|hatar ~1 my|mitt|mit ~1 life|liv|livet',
      'hater|hatar ~1 livet ~1 mitt',
      'life|livet ~1 is|er|är ~2 pointless|meaningless|worthless|meningsløst|meningslöst|verdiløst|ingenting|nothing',
      'no|ingen ~1 point|vits|mening ~2 living|in ~1 living|å ~1 leve|med ~1 å ~1 leve',
      'want|wanna|vil|ønsker ~2 to|å ~1 disappear|vanish|forsvinne ~1 forever',
      'want|wanna|vil|ønsker ~2 to|å ~1 disappear|vanish|forsvinne ~1 for ~1 good|alltid|ever',
      'lyst|vil|ville|vill|ønsker|önskar ~3 forsvinne|forsvinde|försvinna|disappear|vanish ~1 for|för ~1 godt|good|alltid|altid|evig|ever',
      'wish|ønsker|önskar ~2 i|jeg|jag ~1 was|var|were ~1 gone|borta|borte|never|aldri|dead|død',
      'kill|end|drepe ~1 me|meg ~1 now|pls|please|nå',
      '@i ~3 @want ~2 to ~1 be ~1 dead',
      'overdose|overdosere|od ~2 on|på',
      'end|ende|ends|ender|avslutte|avslutter ~2 her|his|their|sitt|hennes|hans ~1 life|liv|livet',
      'bleed|bleeds|bleeding ~1 out',
      'bleed|bleeds|bleeding ~1 to ~1 death',
      'blø|blør ~1 i ~1 hjel',
      'fortjener|deserve|deserves ~1 ikke|not ~1 å|to ~1 leve|live',
      // Wanting to join the dead, a car to hit, being a burden, making oneself sick.
      '@i ~3 want|wanna|vil|ønsker|going|lengter ~3 to|å|til ~2 heaven|himmelen|himlen ~5 grandma|grandpa|mormor|farmor|bestemor|bestefar|mamma|pappa|mom|dad|mum|be|være',
      'wish|ønsker|håper|hope|wishes ~3 a|en|et ~1 car|bil|bilen|bus|buss|bussen|train|tog|toget|truck ~3 would|will|ville|vil|hits|hit|kjører|kjørte ~1 me|meg|over',
      'make|making|made|får ~1 myself|meg ~1 throw|sick|spy|spyr|kaste ~1 up|opp',
      'bang|banging|hit|hitting|dunker|slår ~2 my|meg ~1 head|hodet ~3 wall|veggen|floor|gulvet',
      '@i ~3 am|im|er ~2 a|en ~1 burden|byrde',
      'happier|gladere|better|bedre ~3 without|uten|if|hvis|om ~1 me|meg|i|jeg ~1 was|var ~1 gone|borte|dead|død',
      'stop|end|slutte|stoppe ~1 forever|permanently',
      'stop|end|slutte|stoppe ~1 for ~1 good|alltid|ever',
      '@i ~5 ikke|not|never ~1 være|be|exist|finnes|eksistere her|here|mer|lenger|anymore',
      'easiest|painless|quickest|best|fastest|smertefri|enkleste|raskeste|beste ~1 way|måte|måten ~2 to|å ~1 die|dø|kill|go',
      'how|hvordan|hur ~2 to|can|do|kan|å ~2 die|dø|kill ~1 myself|yourself|oneself|meg|seg|mig',
      'om|if|hvis|viss ~1 jeg|i ~1 forsvant|disappeared|vanished|døde|died|was ~1 gone',
      'nobody|noone|ingen ~2 merket|merke|notice|noticed|savnet|savne ~3 om|if|hvis ~1 jeg|i',
      'end|ende|avslutte ~1 it|everything|alt|livet|mitt',
      'jump|jumping|hoppe|hopper ~3 in ~1 front ~1 of|foran ~2 train|tog|toget|bus|bussen|car|bil|bilen|truck',
      // A character who wants to die ("monsteret vil dø, akkurat som jeg") is the same wish.
      'vil|ville|wants|want|wanted|ønsker|vill ~1 å|to|bare|just|gjerne ~1 dø|die|døy',
      'vil|ville|wants|ønsker|vill ~1 dø|die|døy',
      'ta|tar|tok|take|takes ~1 livet ~1 sitt|mitt|ditt|hans|hennes|sitt',
      // Sleeping for ever, not waking up: "vil bare sove og aldri våkne", "sleep forever tonight".
      'not|never|ikke|aldri|inte ~1 wake|våkne|våkner|vakna ~1 up|opp|igjen|again|$',
      '@i ~4 sleep|sove ~1 forever|evig',
      '@i ~4 sleep|sove ~1 for ~1 alltid|ever|good',
      'going|gonna ~1 to ~1 sleep ~1 forever',
      'orker|orke|gidder ~1 ikke ~1 mer|lenger $',
      'cant|cannot ~1 do|take ~1 this|it ~1 anymore|any',
      'done ~1 with ~1 everything|life|living',
      // Disappearing for good: "det er bedre om jeg bare forsvinner for alltid".
      'jeg|i ~3 forsvinner|forsvinne|forsvant|disappear|vanish ~2 for ~1 alltid|good|ever',
      'jeg|i ~3 forsvinner|forsvinne|disappear|vanish ~1 forever',
      'i|jeg ~2 can|could|kan ~1 disappear|vanish|forsvinne',
      'if|hvis|viss|om ~1 i|jeg ~1 died|døde|døydde|was|were|var ~1 gone|dead|død|borte|$',
      'nobody|noone|ingen ~2 would|will|hadde|ville|vil ~1 care|miss|savne|savnet|bry',
      // Hating oneself, deserving pain.
      'hate|hates|hated ~1 myself|himself|herself',
      'hater|hatar|hata ~1 meg|seg|mig ~1 selv',
      'i ~1 hate ~1 myself',
      'deserve|deserves|fortjener|fortjene ~2 to|å ~1 hurt|suffer|die|lide|dø',
      'fortjener|fortjene ~2 å ~1 ha ~1 vondt',
      'deserve|deserves|fortjener ~1 to ~1 be ~1 hurt|dead',
      'ta|tage ~1 mitt|mit ~1 liv',
    ],
  },
  {
    id: 'self_harm.hurt_self',
    category: 'SELF_HARM',
    patterns: [
      // English: "kill myself", "hurt myself", "cut myself", "starve myself", "kms".
      '@kill|kil|hang|hanging|stab|stabbing|poison|drown|shoot ~1 myself|herself|himself|themself|themselves|yourself|urself|meself',
      'hurt|hurting|cut|cutting|harm|harming|starve|starving|burn|burning|punish|punishing ~1 myself|urself|meself',
      '@kill ~1 my ~1 self',
      'self-harm|selfharm|self-harming|selfharming|self-injury|kms|suicide|suicidal',
      'self ~1 harm|harming|injury',
      'vil|vill|ville|want|wants|lyst|önskar ~3 sluta|slutte|stoppe|stop|holde ~2 leva|leve|living|live',
      // Help to die: "kan monsteret hjelpe meg å dø" (dying of laughter is a safe phrase).
      'hjelpe|hjelp|hjelper|help|helps|hjälpa|hjälper|hjælpe|hjælper ~1 meg|me|mig ~3 @die',
      // Ending it: "i wanna end things", "thinking about ending my life".
      '@i ~4 end|ending ~1 things|everything',
      'end|ending|ended|avslutte|avslutter ~1 my|mitt|mit ~1 [own] life|liv|livet',
      // An overdose the speaker means to take.
      'ta|tar|tok|take|takes|took|taking|skal|vil|tage|tager ~3 overdose|overdosen|overdos|overdosis|od',
      'overdosere|overdoserer|overdose|overdosera|overdoserar ~1 meg|mig|myself|på',
      // Norwegian: "drepe meg selv", "jeg kutter meg", "skade meg selv", "vil henge meg".
      'drepe|drep|skade|skader|skada|kutte|kutter|kutta|skjære|skjærer|sulte|sulter|henge|henger|straffe|straffer ~1 meg|seg ~1 selv',
      'kutter|risper ~1 meg',
      'cut|cuts|cutting|scratch|scratching|burn|burning|hit|hitting|punch|punching ~1 my ~1 arms|arm|wrists|wrist|legs|thighs|skin|self',
      'kutter|kutte|skjærer|risper|klorer|brenner|slår ~1 meg|mig ~1 i ~1 armen|armene|beina|låret|håndleddet|hodet',
      'scratch|scratches|klorer|klore ~2 myself|meg ~3 bleed|bløder|blod|blood',
      'not|ikke|never|aldri ~1 eat|eating|spise|spiser ~3 so|until|til|så|for ~3 thin|thinner|disappear|die|tynn|tynnere|forsvinne|dø',
      'selvmor*|sjelvmord|selmord|suiside|sucide|suicid|suicde|suiced|selfharm|self-harm|selvskader|selvskade',
      'vil|ville|lyst|skal|pleier|prøvde|prøver ~3 kutte|skade|henge|sulte|drukne ~1 meg',
      'selvmor*|selvskad*|sewerslide|unalive|unalived|unaliving',
      'sewer ~1 slide',
      // Methods: pills, cuts that do not show, how to cut without anyone seeing.
      'how|hvor|hur ~2 many|mange|mycket ~1 pills|piller|tabletter|tablets',
      'sleeping ~1 pills|tablets',
      'sovepiller|sovetabletter|sømnpiller',
      '@i ~4 taking|take|ta|tar|swallow|svelge ~3 all|alle|sleeping|mammas|moms|mums|grandmas|bestemors|pappas ~2 pills|piller|tabletter|sovepiller',
      'takes|took|tar|tok|swallows ~1 all|alle ~3 pills|piller|tabletter',
      'cuts|kutt|kuttene|scars|arr ~2 dont|that|som|ikke|not ~2 show|synes|vises',
      'hide ~2 my ~1 cuts|scars',
      'kutte|kutter|skjære|skjærer|skære|skærer|risse|risper ~1 seg|meg|mig|i ~2 uten|without|selv|armen|armene|håndleddet|låret|arm|wrist|wrists',
      'skærer|skjærer|kutter ~1 i ~1 meg|mig|seg',
      'how|hvordan|hur ~3 cut|kutte|skjære|cuts ~2 myself|yourself|seg|meg|mig',
      // Not eating to vanish or get thin.
      'i|jeg ~2 stopped|stop|quit|slutter|sluttet|stoppet ~1 eating|å ~1 spise',
      'spiser|eat ~1 nesten|almost|barely ~1 ingenting|nothing',
      'for ~1 å ~1 bli ~1 tynnere|tynn',
      'so ~1 i ~2 get|become|be ~1 thinner|skinny|skinnier',
      'starve|starving|sulte|sulter ~3 thin|thinner|tynn|tynnere',
      // Starving oneself or cutting one's arms, said plainly ("jag svälter mig").
      'sulter|sulte|sulta|sultar|svälter|svälta|svälte|udsulter|udsulte ~1 meg|mig|myself',
      'skærer|skjærer|kutter|skär|skära ~1 i ~1 mine|mina|min|mi ~1 arme|armer|armar|armene|armarna|håndled|handleder|lår|låret|ben|bein|beina',
      // "jeg vil hoppe fra brua": a child on a bridge or a tall building, not a jetty.
      '@i ~4 jump|hoppe|hopper|hopp|kaste ~2 off|from|fra|ut|ned|av ~2 bridge|brua|broa|broen|brua|building|bygningen|blokka|cliff|stupet',
      'tar|ta|tok ~1 livet ~1 av ~1 meg|seg',
      'dræbe|døda ~1 meg|seg',
    ],
  },
];
