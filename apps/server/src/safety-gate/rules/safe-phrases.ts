import type { SafePhrases } from './types.js';

// Phrases that contain a rule's decisive word in a harmless sense. A rule match whose first or
// last word falls inside one of these is dropped: "pappa er full av energi" is not "pappa er
// full", "dø av latter" is not "vil dø", a bath bomb is not a bomb.

export const SAFE_PHRASES: readonly SafePhrases[] = [
  {
    id: 'idioms',
    patterns: [
      // Full of something, not drunk.
      'full ~1 av|of|med|opp',
      'fuld|fulde|fulla|fullt|fuldt ~1 af|av|med|of|op|upp',
      // Milk that was drunk by the cat.
      'drunk ~1 by|up',
      // A grown-up's glass in passing: "mormor drikker et glass vin hver søndag", "dad raises
      // his glass of wine". Drunkenness and a child drinking are read by their own rules.
      '@adult|@parent|bestefar|bestemor|farfar|farmor|morfar|mormor|oldemor|oldefar|oldemor|grandpa|grandma|granny|king|queen|kongen|dronningen|dronninga|kungen|drottningen|kongen|dronningen|grownups|grown-ups|adults|voksne|vuxna|guests|gjestene|gästerna|gæsterne|brudeparet|bride|groom ~5 drink|drinks|drank|drikker|drakk|drak|dricker|drack|sipped|sips|sipper|nipper|nipte|tar|tok|tager|tog|tog|had|has|har|hadde|hade|havde|enjoys|enjoyed|nyter|nøt|njuter|raises|raised|løfter|løftet|hever|hevet|lyfter|lyfte|höjer|höjde|skåler|skålte|skålade|skålar|skålede|toasts|toasted|pours|poured|skjenker|heller|häller|hælder ~3 glass|glas|glasset|glaset|flute|pils|pilsner|øl|öl|ølet|beer|cider|champagne|champagnen|vin|vinen|wine|rødvin|hvitvin|rödvin|vitvin|sherry|snaps|dram|skål [of|med|av|af] [@alcohol|champagne|cider|rødvin|hvitvin|rödvin|vitvin|sherry|pils|snaps|öl]',
      // A full glass, cup or jug is how much it holds.
      'full|fullt|fulla|fuldt|fulde ~1 glass|glas|glasset|glaset|kopp|koppen|kop|cup|mug|jug|mugge|krus|kanne|kanna|skål|bolle|bowl|plate|tallerken|tank|tanken',
      // Dying of laughter, boredom, curiosity; dead tired; scared to death.
      'dø|døy|die|dying|died|døde|død|dead ~2 av|of|from ~1 latter|laughter|laughing|kjedsomhet|boredom|nysgjerrighet|curiosity|embarrassment|flauhet',
      'die|dying|died ~1 laughing',
      'dying ~1 to',
      'dead ~1 tired|beat|easy|quiet|end|ends',
      'scared|bored|frightened|tickled ~1 to ~1 death',
      'kill|killing ~1 time',
      // Passing the time: "an hour to kill", "slå ihjel tiden", "slå tiden ihjäl", "döda tiden".
      // No gap between the verb and the time, so "slå ham ihjel på en time" is still read.
      'kill|kills|killing|killed [some|a|an|the|half|few|couple|little|bit|whole] [few|couple|little|bit|of|an|a] [of] time|hour|hours|minutes|afternoon|morning|evening',
      'hour|hours|minutes|afternoon|morning|evening to kill',
      'some|plenty|lots|enough|extra|much|little|spare ~1 [of] time to kill',
      '@hit|slaa|slaget|slagit ihjel|ihjäl|ihjæl|ihel [litt|lite|noe|en|ett|et|den|några|nogle|par|et|lidt|lite|ei] [par|stund] tid|tiden|tida|time|timen|timer|timane|timme|timmen|timmar|timmarna|minutter|minuttene|minuter|minuterna|stund|stunden|ventetid|ventetiden|ventetida|väntetiden|väntan',
      '@hit|slaa i hjel|hel [litt|lite|noe|en|et|ei|par] [par|stund] tid|tiden|tida|time|timen|timer|timane|minutter|minuttene|stund|stunden|ventetid|ventetiden|ventetida',
      '@hit|slaa|slaget|slagit tid|tiden|tida|ventetiden|väntetiden|väntan ihjel|ihjäl|ihjæl|ihel',
      'tid|tiden|time|timer|timme|timmar|minutter|minuter|stund ~1 å|att|at ~1 @hit|slaa ihjel|ihjäl|ihjæl|ihel',
      'tid|tiden|time|timer|minutter|stund ~1 å ~1 @hit|slaa i hjel',
      'døda|dødar|dødade|dræbe|dræber|drepe|dreper|drepte [litt|lite|lidt|noe|lite|en|ett] tid|tiden|tida|timen|timmen|ventetiden|väntetiden',
      'killer ~1 whale|whales|bee|bees|app|move',
      // Swedish "sex" is six.
      'sex ~1 år|åring|åringar|timmar|dagar|veckor|månader|stycken|barn|katter|hundar|bullar|personer|gånger',
      'klockan|kl|klokka|klokken ~1 sex|seks',
      'sex ~1 små|stora|glada|söta|gröna|röda|blå|gula|vita|svarta|bröder|systrar|grodor|ankor|fåglar|ägg|äpplen|kakor|bullar|ljus|dvärgar|troll|prinsessor|vänner|kompisar|böcker|stjärnor|vattenpölar|hus|bilar|hästar|kor|grisar|får|getter|möss|kaniner|björnar|vargar|rävar|ugglor|fiskar|kronor|meter|minuter|sekunder|kilo|sidor|ben|armar|ögon|fötter|tassar|hjul|våningar|rum|ballonger|tårtor|paket|presenter',
      'alla|de|våra|mina|hans|hennes ~1 sex',
      'root|ginger|butter ~1 beer|beers',
      // Swedish "till slut" (in the end) is not the English insult.
      'till|til|i|på|vid ~1 slut',
      // A water pistol only makes things wet.
      'vannpistol|vannpistolen|vannpistoler|vattenpistol|vattenpistolen|vandpistol|water-pistol|squirt-gun ~4 skyter|skjuter|skyder|shoots|sprayer|spruter',
      'water|squirt ~1 gun|guns|pistol ~4 shoots|shoot|sprays',
      // Toy guns.
      'water|squirt|nerf|toy|cap|leke|vann|vatten|vand|lego|plastic|plast ~1 gun|guns|pistol|pistols|pistolen|pistoler|våpen|gevær|geværet|rifle',
      'beat|beats|slår|slo ~2 me|meg ~2 at|in|i ~1 chess|sjakk|cards|kort|games|spill|uno|ludo|race|løp|fotball',
      // Winning a match is not a blow: "vi spilte fotball og jeg knuste dem".
      'fotball*|football|soccer|håndball*|handball|hockey|ishockey|basket*|kampen|match|matchen|kamp|game|spillet|turneringen|tournament ~6 knuste|knuser|crushed|crush|smashed|destroyed|slo|banket|thrashed',
      // A villain who is locked up at the end of a tale is not a child shut in.
      '@villain|heksa|heksen|witch|trollet|troll|dragen|dragon|røveren|røverne|robber|robbers|ulven|wolf ~2 blir|ble|gets|got|is|was|er|var|bliver|blev ~1 låst|sperret|locked|lenket|chained|innesperret|innelåst|inlåst|fanget|caught',
      // Winning a contest is not a blow.
      'beat|beats|beating|beaten|slår|slo|slog|slått|vinner ~5 in|at|i|på|ved ~2 [a|en|et] riddle*|contest*|race|game|games|chess|sjakk|schack|skak|cards|kort|kortspill|quiz|spill|spillet|gåte*|konkurranse*|tävling*|konkurrence*|løp|løpet|mario|fotball|football|tennis|ludo|uno|monopol*|kahoot|arm-wrestling|bryting|armbryting',
      // Asking for no gore is asking for less of it.
      'not|no|ikke|uten|without|inte|ingen|utan|uden ~1 [too|so|much|any|for] gore|gory|gørr|splatter|blodig|blodige|bloody',
      'not|no|ikke|ikkje|uten|utan|uden|without|inte|ingen ~1 [too|so|for|alt|allt|any] [much|mye|mykje|mycket|meget|for] blod|blood|blodet',
      // Sparing is not shooting: "i staden for å skyte han", "instead of shooting the fox".
      'instead|staden|stedet|stället|stedet ~2 for|of|för|af ~1 [å|att|at] @kill|skyte|skyter|skjuta|skyde|shooting|shoot|killing|hurting|skade|skada|slå|hunting|jakte',
      // Drinks without alcohol, and pets and shrimps named after grown-up things.
      'alcohol-free|alkoholfritt|alkoholfri|alkoholfrie|alkoholfria|alkoholfrit|non-alcoholic|alcoholfree ~1 beer|øl|øllet|vin|wine|cider|drink|drinks|champagne|sparkling',
      'alcohol|alkohol ~1 free|fri|fritt|frie ~1 beer|øl|øllet|vin|wine|cider|drink|drinks',
      'named|called|heter|kalt|kallas|hedder|word|ordet ~2 whiskey|whisky|brandy|vodka|rum|gin|sherry|cognac|sexy|pepper',
      'pistol ~1 shrimp|shrimps|reke|reka|rekene',
      'pistolreke|pistolreka|pistolrekene',
      'dick ~1 whittington|turpin|tracy',
      'moby ~1 dick',
      'cock ~1 a ~1 doodle',
      // Laser tag and paintball hits are the game.
      'laser|lasertag|laserkrig|laserspill|paintball|nerf|vannkrig|gotcha ~8 shot|shoot|shoots|skjøt|skyter|skutt|sköt|skød|hit|traff',
      // Idioms: killing for a coffee, dad's chocolate.
      'kill|killed|drepe|drept|drepa|döda ~2 for ~1 a|en|ett ~1 cup|kopp|coffee|kaffe|pizza|sjokolade|chocolate|bolle|kake|cake',
      'kill|drepe|drep|döda ~2 me|meg|mig ~2 if|hvis|om ~3 eat|spiser|äter|eats|take|tar ~3 chocolate|sjokoladen|sjokolade|cake|kaken|candy|godteriet|pizza|sweets|cookies',
      // The family joke: "I'll kill you if you eat the last bun", "mamma skulle drepe pappa
      // hvis han spiste opp kaka".
      '@kill ~2 @person|you|deg|dig|dej ~3 if|hvis|om|når|when ~4 eat|eats|ate|spiser|spiste|spise|äter|åt|æder|spiser|tar|tok|takes|took|finishes ~4 chocolate|sjokoladen|sjokolade|choklad|chokolade|cake|kaka|kaken|kakan|kagen|kage|tårta|tårtan|candy|godteriet|godiset|slik|pizza|pizzaen|sweets|cookies|kjeks|bolle|bollen|bullen|bullar|bun|buns|biscuits|last|siste|sista|sidste',
      'beat|beats|beating|pisker|pisk|visper|vispa ~2 eggs|egg|eggene|eggs|cream|fløte|fløten|batter|røra|røren|grädde',
      'knuser|crushes|smashes|smash|knocks|river ~3 klossene|klosser|blocks|lego|legoen|tårnet|tower|sandcastle|sandslottet',
      'eats|eat|spiser|spise|äter|æder ~2 nightmares|mareritt|marerittene|mardrømme|mardrömmar|dreams|drømmer|drømmene',
      'demens|demensen|dementia|dement',
      // Matches and knives are for grown-ups: a safety lesson.
      'matches|fyrstikker|lightere|lighters|tændstikker|tändstickor|kniver|knives|fyrverkeri|alcohol|alkohol|medisin|medisiner|medicine|medicin|øl|vin|wine|beer|coffee|kaffe ~4 for|til|till ~1 voksne|adults|grown-ups|vuxna|voksen',
      'medisin|medisiner|medicine|medicin|medicinen|pills|piller|vitaminer|vitamins ~3 ikke|not|isnt|inte|arent|ikkje ~2 godteri|candy|sweets|godis|slik',
      // Holding hands is affection, not a firework held in the hand.
      'holding|holder|hold|holdt|håller|holde ~1 hands|hender|hendene|hænder|händer|hand|hånd|hånden|handen',
      // Performing well: "kills it on stage".
      'kills|killed|killing|kill|killer ~1 it',
      // Warnings: never go with a stranger, never poke the socket.
      'aldri|never|ikke|not|dont|inte|aldrig ~3 bli|go|gå|følg|følge|follow|get|goes ~2 med|with|in|into ~2 [a|en|et] fremmede|fremmed|stranger|strangers|främlingar|främling|van|bil|bilen|car',
      'stranger ~1 danger',
      'aldri|never|ikke|not|dont|inte|aldrig ~3 stikk*|stick|put|putt*|poke ~4 stikkontakt*|socket|sockets|outlet|outlets|eluttag*',
      // Passing a ball is not a blow.
      'kick|kicks|kicked|throw|throws|threw|hit|hits|sparker|sparket|kaster|kastet|slår|passes|sender ~1 [the] ball|ballen|bollen|bolden|frisbee|frisbeen ~2 to|til|till ~1 me|meg|mig|us|oss',
      // A machine runs on batteries: "the robot eats batteries" is its dinner, not a child's.
      'robot*|cyborg*|android|androids|droid|droids|machine|machines|maskin|maskinen|maskiner ~1 eat|eats|ate|eating|spise|spiser|spiste|äter|åt|æder|gobbles|munches|slurps|chomps|drinks|drikker ~3 batteries|battery|batteri|batteriet|batterier|batteriene|batterierna|batterierne',
      // Ducks, frogs and seals dive into shallow water for a living.
      'frog|frogs|frosk*|duck|ducks|anda|anden|ender|ducklings|andunge*|fish|fisk*|seal|seals|sel|selen|otter|otters|oter*|bird|birds|fugl*|penguin*|pingvin*|swan|swans|svane*|dolphin*|delfin*|beaver*|bever*|heron*|hegre* ~2 dive|dives|diving|dived|stup*|dykk*|dyk*|@jump|hoppar ~4 shallow|grunt|grunne|grunna|grunda|grundt|grunde',
      // An empty fridge that sends the family to the shop is an errand, and food missing for
      // an outing is a packing list; a child left without food at home has neither.
      'food|mat|maten|mad|maden|fridge|fridges|kjøleskap*|køleskab*|kylskåp*|cupboard*|skapene|home|hjemme|empty|tomt|tom ~3 so|så|then|lets|derfor ~4 shop|shops|shopping|store|supermarket*|grocer*|market|handle|handler|handlet|handla|butikk*|matbutikk*|butik*|affär*|shoppe|shoppa',
      'food|mat|maten|mad|snacks|drinks|drikke|lunch|lunsj|matpakke* ~1 for|til|till ~2 picnic*|piknik*|trip|tur|turen|party|festen|fest|birthday|bursdag*|sleepover|overnatting*|camping|journey|reisen|expedition|ekspedisjon*|voyage|adventure|eventyret|utflukt*|udflugt*|utflykt*',
      // Saying that smoking, drink or drugs are bad is the lesson against them.
      'smoking|smoke|røyking|røyk|røyke|røkning|rygning|cigarettes|cigarette|sigaretter|sigarettar|cigaretter|tobacco|tobakk|tobak|snus|vaping|vaping|alcohol|alkohol|drugs|narkotika|rusmidler|drinking|drikking ~2 is|are|er|var|was|can|kan|makes|gjør ~2 bad|dangerous|unhealthy|harmful|deadly|poison|poisonous|farlig|farleg|usunt|usunn|skadelig|skadeleg|giftig|dødelig|yucky|gross|disgusting|ekkelt|ekkel|dumt|stupid|sick|syk|sjuk|farligt|skadligt|osunt|usundt',
      'smoking|smoke|røyking|røyk|røyke|cigarettes|sigaretter|tobacco|tobakk|alcohol|alkohol|drugs|drinking ~2 is|are|er|was|var ~1 not|ikke|inte ~1 good|healthy|bra|sunt|lurt|smart',
      // A horror film made for children is a genre for them ("skrekkfilm for barn").
      'skrekkfilm|skrekkfilmer|skrekkfilmen|horror|horrorfilm ~2 for|til|för ~1 [small|little|young|små] barn|kids|children|unger|ungene|barna|familie*|families|family',
      'barneskrekk*|kids|children|childrens|barne|familie|family|snill|koselig|cosy|cozy|funny|morsom|mild ~1 skrekkfilm|skrekkfilmer|horror|horrorfilm',
    ],
  },
  {
    // A fairy-tale foe's head off is the oldest ending there is ("Askeladden hugger hodet av
    // trollet", "the knight chops the dragon's head off").
    id: 'fairy-tale-foes',
    patterns: [
      'troll|trolls|trollet|trollets|dragon|dragons|dragen|dragens|drage|monster|monsters|monsteret|monsterets|beast|beasts|giant|giants|kjempe|kjempen|kjempens|risen|risens|jotun|jotunen|ogre|ogres|serpent|ormen|sjøormen|hydra ~1 head|heads|hode|hodet|hodene|hoder|hovudet|huvud|huvudet|hoved|hovedet [off|av|af]',
      // Clothes off to jump in the lake or put on pyjamas: a swim and a bedtime.
      'tar|tager|tok|take|takes|took|taking ~3 klærne|clothes|tøjet|kläderna ~4 hopper|hoppe|hopp|jump|jumps|jumped|swim|swims|svømmer|svømme|simmar|pyjamas|pysjamas|pyjamasen|pysjamasen|nattøyet|nattøy|dry|tørke|tørre',
      // Living somewhere is not living at all: "vil ikke leve i byen", "won't live in a bowl".
      'leve|lever|live|lives|living|levde|lived|bo|bor ~1 i|in|på|on|under ~1 [the|a|en|et|ei] by|byen|city|town|skogen|forest|woods|slottet|castle|palace|huset|house|fjellet|mountains|havet|sea|ocean|landet|countryside|hytta|cabin|hulen|cave|treet|tree|treehouse|trehytta|bolle|bowl|himmelen|sky|jungelen|jungle|ørkenen|desert|fyrtårnet|lighthouse|kjelleren|cellar|zoo|dyreparken|akvariet|aquarium|månen|moon',
      // Company found: "no longer alone", "ikke alene lenger".
      'not|ikke|ikkje|inte|no|never|aldri ~1 [longer|lenger|lengre|more|mer|længere] alone|alene|aleine|ensam',
      // Clearing one's throat before speaking.
      'clear|clears|cleared|clearing|kremtet|kremter ~2 [her|his|their|its|my] throat|halsen',
      // Slaying the dragon is what knights are for.
      '@kill ~1 [the|a|den|en|et] troll|trolls|trollet|trollene|dragon|dragons|dragen|draken|dragene|drakene|drage|monster|monsteret|monstrene|beast|giant|kjempen|risen|jotunen|ogre|ormen|sjøormen|serpent|hydra',
      'head|heads|hode|hodet|hodene|hoder|hovudet|huvudet|hovedet ~2 off|av|af ~1 [the|a] troll|trolls|trollet|trollene|dragon|dragen|dragene|monster|monsteret|beast|giant|kjempen|risen|jotunen|ogre|ormen|sjøormen|hydra',
    ],
  },
  {
    id: 'play',
    patterns: [
      // Bombs and guns at play.
      'bath|water|glitter|stink|seed|confetti|paint|colour|color|fizz ~1 bomb|bombs',
      'vannbombe|vannbomber|badebombe|badebomber|frøbombe|frøbomber|stinkbombe|glitterbombe',
      'bombe|bomben|kanonkula|bomb ~2 i|in|into ~2 bassenget|vannet|sjøen|poolen|pool|bassengen|water|lake',
      'water|toy|nerf|pop|bubble|paint|glue|laser ~1 gun|guns|pistol|pistols',
      'vannpistol|lekepistol|vannpistoler|lekepistoler|såpeboblepistol',
      'shoot|shoots|shooting|skyte|skyter|skjøt ~2 goal|goals|hoops|mål|blink|ball|stars|photos|video|film',
      'shooting ~1 star|stars',
      // Shooting confetti, bubbles or snowballs is a party.
      'shoot|shoots|shooting|shot|skyter|skjøt|skyte|skjuter|sköt|skjuta|skyder|skød|skyde ~2 confetti|konfetti|glitter|bubbles|bobler|såpebobler|bubblor|såpbubblor|sæbebobler|candy|godteri|godis|slik|flowers|blomster|blommor|snowballs|snøballer|snöbollar|snebolde|marshmallows|popcorn|rainbows|regnbuer|sparkles|stjerneskudd',
      'bomb-sniffing|bombesnifferhund',
      // Orders and clues inside the story: the captain's new instructions, the treasure map's.
      'instructions|instruction|instruks|instrukser|instruksjoner|instruksjonene|beskjed|orders|ordre ~1 from|fra|til|to|for ~1 [the] captain|kapteinen|kaptein|teacher|læreren|coach|treneren|king|kongen|queen|dronninga|dronningen|skattejakten|skattejakt|treasure|hunt|map|kartet|the ~1 treasure',
      'treasure|skatte ~1 instructions|instruksjoner|instrukser|map|kart',
      'new|ny|nye|nya|nyt|secret|hemmelige|hemmelig|hemliga|hemmelige ~1 instructions|instruction|instruks|instrukser|instruksjoner|instruktioner|instruktion|instruktionerne|beskjed|orders|ordre|order ~1 from|fra|från|til|to|for ~2 captain|kapteinen|kaptein|kaptenen|kaptajnen|teacher|læreren|läraren|coach|treneren|tränaren|king|kongen|kungen|queen|dronninga|dronningen|drottningen|skattejakten|skattjakten|treasure|hunt|map|kartet|kartan|kortet|wizard|trollmannen|trollkarlen|troldmanden|general|generalen|chief|høvdingen|hövdingen',
      // Winning big is not a beating: "vi knuste dem i finalen", "we smashed them at football".
      'knuste|knuser|knust|knuse|crushed|crush|crushes|smashed|smash|smashes|thrashed|slaktet|banket ~1 dem|them|alle|everyone|everybody|de ~5 i|in|at|på ~2 [the] fotball*|football|kamp*|match|matchen|game|spillet|finalen|final|cupen|cup|quiz|håndball*|handball|hockey|netball|turnering*|tournament|league|serien|stafett*|relay',
      // Knocking down the creatures of a video game.
      'knuser|knuste|crushes|crushed|smashes|smashed|kills|killed|dreper|drepte ~1 alle|all|every ~1 [the] zombie*|zombiene|creepers|monstrene|monsters|robotene|robots|romvesenene|aliens|skjelettene|skeletons|slimes',
      // Superpowers and needles: ice shot from her hands, a flu shot, a fork stabbed into a chip.
      'shoot|shoots|shot|shooting|skyter|skjøt ~3 from|out|fra|ut [of|av] her|his|their|its|hennes|hans|sine ~1 hands|hand|fingers|eyes|mouth|nose|tail|hendene|fingrene|øynene|munnen|halen',
      'flu|booster|vaccine|vaksine|influensa ~1 shot|shots|jab|sprøyte',
      'stab|stabs|stabbed|stikker|stakk ~1 her|his|their|my|hennes|hans|sin ~1 fork|spoon|straw|pencil|pen|toothpick|gaffel|skje|sugerør|blyant|tannpirker',
    ],
  },
];
