import type { WordClasses } from '../pattern.js';

// Word classes shared by the rule files (`@name` in a pattern). Norwegian bokmål and nynorsk,
// English, and the Danish and Swedish spellings that differ; the normaliser already maps the
// common dialect forms (æ/eg/e → jeg, mæ → meg, ikkje → ikke), so only standard forms are here.

export const CLASSES: WordClasses = {
  // The speaker. A disclosure is usually first person.
  i: 'i|jeg|me|myself|jag',
  me: 'me|meg|us|oss|mig',
  my: 'my|min|mitt|mine|mi|our|vår|vårt|våre|mit|mitt',
  myself: 'myself|meself|selv|self',
  // Wanting, planning, being about to.
  want: 'want|wana|wanna|wnat|whant|wamt|wants|wanted|wish|wished|will|would|going|plan|planning|try|trying|tried|vil|ville|ønsker|ønsket|skal|skulle|tenker|prøver|prøvde|kommer|lyst|villa|vill|vil',
  // Dying and being dead (dø: dø, døy; Swedish dö folds to dø).
  die: 'die|dye|dy|dying|dead|death|dø|døy|død|døde|daud|dau|dod|doed|dø',
  // Killing verbs, all tenses (English, Norwegian, Danish dræbe, Swedish döda/mörda).
  kill: 'assassinate|assassinates|assassinated|butcher|butchers|butchered|execute|executes|executed|avlive|avliver|avlivet|likvidere|likviderer|kill|kil|kills|killed|killing|murder|murdur|murda|unalive|unalives|drepa|drep|dræp|dreip|murders|murdered|murdering|slay|slays|slaughter|slaughtered|drepe|drep|dreper|drepte|drept|myrde|myrder|myrdet|myrda|dræbe|dræber|dræbte|dræbt|døda|dødar|dødade|mørda|mørdar|mørdade|ihjel',
  // People a harmful act could be aimed at (not dragons, witches or monsters: fairy-tale foes
  // are fair game in a story).
  person:
    'lillesøster*|lillebror*|storebror*|läraren|lärarna|lärare|mamman|pappan|barnen|grannen|kompisen|flickan|pojken|pojkarna|flickorna|systern|brodern|mormor|farmor|storesøster*|søster*|brødr*|naboen*|lærer*|classmate|classmates|prisoner|prisoners|fangen|fangene|fanger|fangane|hostage|hostages|gisler|gislene|gislane|civilians|sivile|villagers|landsbyboerne|captives|klassekamerat*|klassekompis*|klasskamrat*|klassekammerat*|schoolmate*|skolekamerat*|him|her|them|everyone|everybody|people|person|kids|kid|children|child|baby|babies|students|pupils|classmates|teacher|teachers|mom|mum|mommy|mummy|mother|dad|daddy|father|parents|brother|sister|grandma|grandpa|granny|grandmother|grandfather|friend|friends|someone|somebody|neighbour|neighbor|man|woman|girl|boy|girls|boys|humans|family|wife|husband|ham|han|henne|hun|dem|alle|folk|mennesker|menneske|barn|barna|ungene|elevene|eleven|elever|lærer|læreren|lærerne|mamma|mammaen|mora|mor|moren|pappa|pappaen|faren|far|foreldrene|foreldre|bror|broren|brodern|søster|søstera|søsteren|systern|bestemor|bestefar|mormor|farmor|morfar|farfar|venn|vennen|venner|vennene|venninne|klassen|klassekamerat|klassekameratene|naboen|nabo|noen|jente|jenta|jenter|gutt|gutten|gutter|mann|mannen|dama|kvinne|kvinnen|babyen|familien|familie|kona|mannen|lillebror|storebror|lillesøster|storesøster',
  // Grown-ups a child may be harmed by.
  parent:
    'mom|mum|mommy|mummy|mother|dad|daddy|father|stepdad|stepmom|stepfather|stepmother|mamma|mammaen|mora|mor|moren|pappa|pappaen|faren|far|stefar|stefaren|stemor|stemora|stemoren|bonusfar|fars|mors|farsan|morsan|föräldrar|forældre|forældrene|boyfriend|kjæreste|kjæresten|bonuspappa|bonusmamma|pappas|mammas|farsan|morsan|parents|foreldrene|foreldra',
  adult:
    '@parent|tränare|tränaren|träner|træneren|lärare|läraren|granne|grannen|farbror|morbror|styvpappa|styvfar|styvmamma|stedfar|papfar|uncle|aunt|onkel|tante|grandpa|grandma|bestefar|bestemor|morfar|farfar|mormor|farmor|coach|trainer|trener|treneren|teacher|lærer|læreren|neighbour|neighbor|nabo|naboen|man|mann|mannen|stranger|fremmed|grown-up|grownup|adult|voksen|voksne|cousin|fetter|babysitter|barnevakt|barnevakten|priest|prest|brother|bror|broren|storebror|his|hans|he|han|she|hun|they|de|someone|somebody|noen',
  // Hitting and hurting.
  hit: 'smack|smacks|smacked|spank|spanks|spanked|spanking|whack|whacks|whacked|thump|thumps|klaske|klasker|klasket|dasker|riser|ørefik|strangles|grabs|grabbed|pinches|pinched|pulls|pulled|shoves|shoved|pushes|pushed|bites|yanks|klyper|kløp|lugger|lugget|lugga|dytter|dytta|dyttet|kaster|kasta|slog|slag|slaar|sparkar|knuffar|nyper|hit|hits|hitting|beat|beats|beating|beaten|punch|punches|punched|kick|kicks|kicked|slap|slaps|slapped|choke|chokes|choked|burn|burns|burned|hurt|hurts|slår|slå|slo|slått|banker|banka|banket|dasker|dasket|sparker|sparka|sparket|kveler|kvelte|klyper|kløp|lugger|lugget|river|dunker|dunket|slag|slår|slog|slagit|slaar|slaa',
  // Body parts that make a touch a sexual one.
  private:
    'private|privates|privat|genitals|crotch|penis|vagina|willy|willie|tissen|tiss|tissefant|tissefanten|snippen|musa|brystene|rumpa|rompa|skrittet|skritt|kroppen|bum|butt|bottom|chest|breasts|boobs|down|nede|under',
  // Young people, for anything sexual involving children.
  young:
    'child|children|kid|kids|minor|minors|underage|girl|girls|boy|boys|baby|babies|toddler|teen|teens|teenager|preteen|schoolgirl|schoolboy|student|pupil|barn|barna|unge|ungen|unger|jente|jenta|jenter|gutt|gutten|gutter|mindreårig|mindreårige|småjente|småjenter|elev|eleven|elever|niese|nevø|datter|sønn|daughter|son|5-year-old|year-old|åring|åringer|åringen',
  // Groups of people, for hate framings. A group alone is fine ("a Muslim girl who loves
  // football"); a group cast as villains or as deserving harm is not.
  group:
    'syndrome|syndrom|downs|autistic|autists|autister|autistiske|handicappede|handikappade|funktionshindrade|retarded|fattige|jew|jews|jewish|jøde|jøder|jødene|jødisk|jødiske|muslim|muslims|muslimer|muslimene|muslimsk|islam|christian|christians|kristne|hindu|hindus|sikh|sikhs|blacks|svarte|neger|negre|whites|asian|asians|asiater|chinese|kinesere|kinesarar|arab|arabs|arabere|african|africans|afrikanere|mexican|mexicans|immigrant|immigrants|innvandrer|innvandrere|innvandrerne|darkskinned|dark-skinned|mørkhudede|mørkhudet|mørkhuda|brunhudede|invandrare|invandrarna|indvandrere|muzzies|refugee|refugees|flyktning|flyktninger|flyktningene|asylsøker|asylsøkere|gypsy|gypsies|roma|romani|sigøyner|sigøynere|sigøynerne|tater|tatere|gay|gays|homo|homoer|homofil|homofile|lesbian|lesbians|lesbe|lesber|lesbisk|trans|transgender|transperson|transpersoner|somali|somalis|somaliere|pakistani|pakistanere|polakker|polakk|indian|indians|indere|turks|tyrker|tyrkere|samer|samene|disabled|handicapped|funksjonshemmede|foreigners|utlendinger|utlending|utlendingene|sigøjnere|sigøjnerne|zigenare|zigenarna|gyppos|gypos|muslimsk|muslimske|muslimska|muslimerna|hijab|hijaber|headscarf|headscarves|turban|turbans|turbaner|turbanerna|joder|jode|juder|jude|judar|judarna|jøderne|polacker|polackerna|polakkene|polakker|polakkerne|romanians|rumenere|rumenerne|rumæner|rumænerna|somalier|somaliere|somalierne|somalierna|irish|kinesarane|kineserne|kinesere|kineser|samerna|samene|samer|transer|transor|lesbiske|homofle|homosexuella|homoseksuelle|homosexuals|homosexual|døve|deaf|utviklingshemmede|utviklingshemmet|rullestolbrukere|rullestolbrukerne|afrikanske|afrikansk|afrikanska|invandrarna|invandrare|indvandrerne|immigrantene|oriental|orientals|savages|villmenn|spesialklassen',
  // Bad qualities pinned on a group.
  bad: 'rapists|voldtektsmenn|voldtektsforbrytere|våldtäktsmän|voldtægtsmænd|invaders|inntrengere|inkräktare|scum|avskum|pakk|pest|plague|søppel|trash|garbage|belastning|börda|byrder|snyltere|greedy|grådig|grådige|girige|gierige|griske|snåle|liars|løgnere|lögnare|cheats|juksere|violent|voldelige|våldsamma|voldelige|smelly|stinkende|dumber|dummere|dummare|stupider|weaker|svakere|svagere|sämre|dårligere|lazier|latere|servants|slaves|tjenere|slaver|bad|evil|gross|ekkel|ekkelt|ekle|æckliga|æcklig|ækle|freaks|freak|monkeys|apes|aper|apekatter|cockroaches|kakerlakker|kriminella|kriminelle|syke|sick|unormale|worse|dårligere|verre|dirty|stupid|dumb|ugly|lazy|thieves|criminals|animals|rats|vermin|disgusting|inferior|subhuman|parasites|dangerous|terrorists|slemme|onde|skitne|dumme|stygge|late|tyver|kriminelle|dyr|rotter|ekle|farlige|terrorister|mindreverdige|parasitter|ond|slem|skitten|lat|tyv',
  // A story's villain.
  villain:
    'villain|villains|bad|baddie|baddies|antagonist|enemy|enemies|evil|thief|thieves|monster|skurk|skurken|skurkene|slemme|slemmingen|fiende|fienden|fiendene|tyv|tyven|tyvene|ond|onde|boven|bovene',
  // Telling a child to keep quiet about an adult.
  secret: 'secret|secrets|hemmelig|hemmelighet|hemmeligheten|hemmelige|vår|our|hemlis|hemlighet',
  // Parts of a house or street a child could fall from.
  height:
    'roof|rooftop|balcony|window|bridge|cliff|taket|tak|balkongen|balkong|vinduet|vindu|brua|broa|brua|broen|stupet|klippen|stillaset|kranen|crane|scaffolding',
  jump: 'jump|jumps|jumping|jumped|leap|leaps|leaped|hop|hoppe|hopper|hoppet|hopp|stupe|stuper|hoppa|hoppar',
  // Appliances and closed boxes a child can be trapped in.
  trap: 'frys*|fryse*|kjøleskap*|vaskemaskin*|tørketromm*|oppvaskmaskin*|freezer*|fridge*|kylskåp*|kjøleboks*|køleskab*|tørretumbler*|freezer|fridge|refrigerator|washer|dryer|dishwasher|microwave|cooler|fryseren|fryser|frysen|frysboksen|frysboks|kjøleskapet|kjøleskap|vaskemaskinen|vaskemaskin|tørketrommelen|tørketrommel|oppvaskmaskinen|oppvaskmaskin|bagasjerommet|kjøleboksen|kylskåp|kylskåpet|tvättmaskin|tvättmaskinen|frysboxen|kylen|kylboxen|frysbox|køleskab|køleskabet|fryseboks|vaskemaskine',
  hide: 'hide|hides|hiding|hid|climb|climbs|climbing|climbed|crawl|crawls|crawling|crawled|get|gets|got|sit|sits|sat|sleep|sleeps|slept|play|plays|playing|gjemme|gjemmer|gjemte|gjem|krype|kryper|krøp|klatre|klatrer|klatret|sette|setter|satte|sitte|sitter|satt|sove|sover|sov|leke|leker|lekte|gømma|gømmer|gemme|gemmer|gemte|kravla|kryper|lege|leger|legede|leka|lekar|gömma|gömmer|gömde|klättra|klättrar',
  // Fire-starting things.
  fire: 'fire|matches|match|lighter|lighters|flames|gasoline|petrol|fyrstikker|fyrstikk|fyrstikkene|lighteren|lighter|ild|ilden|flammer|bensin|tennvæske|fyrverkeri|fireworks|eld|elden|tændstikker|tændstik|tändstickor|tändsticka|tändare|tändaren|lighteren|lightern',
  // Alcohol and drugs (words with an innocent meaning stay out: "weed", "pot", "joint").
  drug: 'knark|knarket|langning|kokain|cocaine|heroin|meth|methamphetamine|amphetamine|ecstasy|mdma|lsd|ketamine|fentanyl|opium|cannabis|marijuana|hash|hashish|crack|kokain|amfetamin|metamfetamin|hasj|hasjish|marihuana|narkotika|narko|dop|dope|drugs|drug|weed',
  alcohol:
    'alcohol|beer|beers|wine|vodka|whisky|whiskey|tequila|booze|liquor|alkohol|øl|ølen|vin|vinen|sprit|brennevin|hjemmebrent|heimebrent|sprit|alkis|snaps|akevitt|rødvin|hvitvin|sprit|brændevin|brännvin|brænnvin|sprit',
  // Weapons that are real, not fairy-tale swords.
  gun: 'gun|guns|pistol|pistols|rifle|rifles|shotgun|revolver|handgun|firearm|firearms|ak47|ak-47|ar15|glock|uzi|kalashnikov|machinegun|våpen|våpenet|pistolen|geværet|gevær|rifla|rifle|haglen|hagle|revolveren|maskingevær|automatvåpen|skytevåpen|vapen|pistoler',
  bomb: 'bom|bomb|bombs|explosives|dynamite|grenade|grenades|molotov|napalm|tnt|bombe|bomben|sprengstoff|dynamitt|granat|granater|håndgranat|rørbombe|bilbombe|sprengladning|sprængstof|bomb|sprängämne',
  // How-to framing.
  howto:
    'how|instructions|instruction|recipe|steps|guide|tutorial|teach|explain|hvordan|oppskrift|oppskriften|instruksjoner|instruksjon|forklar|lær|lære|hur|hvordan|hvorledes|step-by-step',
  make: 'construct|constructs|assemble|produce|craft|prepare|manufacture|produsere|produserer|tillverka|make|mak|makes|making|build|laver|lave|lavede|gør|gøra|builds|building|create|cook|cooks|brew|mix|get|buy|lage|lager|laget|bygge|bygger|lag|brygge|brygger|koke|koker|kjøpe|kjøper|skaffe|blande|tillverka|göra|gøra|lave|bygga|købe|køpe',
  // Real, not pretend.
  real: 'real|actual|working|functional|ekte|virkelig|skikkelig|fungerende|riktig|rigtig|riktig',
  // Frightening figures, for threats aimed at the listener (not the friendly ones' names alone:
  // a rule needs a threat beside them).
  scary:
    'monster*|boogeyman|bogeyman|bogeymen|busemann*|ghost*|spøkels*|spøkelse*|spøgels*|spøke|spöke|spöket|spökena|dödskalle|dödskallen|dødningehode*|dødningehoved|häxa|häxan|häxor|mördare|mördaren|mørder|mørderen|skeleton*|skjelett*|zombie*|zombier|vampire*|vampyr*|witch|witches|heks|heksa|heksen|hekser|clown|clowns|klovn*|spider|spiders|edderkopp*|demon*|killer|morder*|slender*|shadow|shadows|skygge|skyggen|skyggene|doll|dolls|dukke|dukka|dukken|creature|creatures|skapning*|beast|beist|uhyre|trollet|troll',
};
