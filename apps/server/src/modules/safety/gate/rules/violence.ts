import type { Rule } from './types.js';

// VIOLENCE: harm done to people, and gore, beyond what a children's story holds. Fairy-tale
// conflict stays: a knight fights a dragon, the wolf eats grandma, a troll bursts in the sun.
// So killing words count only with a human target ("kill the lights" and "slay the dragon" are
// fine), and weapon words only with a target or in a massacre shape.

export const VIOLENCE_RULES: readonly Rule[] = [
  {
    id: 'violence.gore',
    category: 'VIOLENCE',
    patterns: [
      // English: gore and torture words have no harmless reading in a children's story.
      'gore|gory|gorey|bloodbath|massacre|massacred|massacres|behead|beheaded|beheading|beheads|decapitate*|dismember*|disembowel*|torture|tortured|tortures|torturing|mutilate*|mutilation|slaughterhouse|bloodshed|genocide|lynch|lynched|lynching|eviscerat*|cannibal*',
      'blood ~1 everywhere|spraying|spurting|gushing|splatter|splattered|pouring|dripping',
      'covered|soaked|drenched ~1 in ~1 blood',
      'pool|pools ~1 of ~1 blood',
      'guts|intestines|entrails|brains|organs|eyeballs ~2 spill*|everywhere|out|ripped|torn|splatter*',
      'rip|rips|ripped|tear|tears|tore|cut|cuts|chop|chops|chopped ~2 his|her|their|its|off ~2 head|heads|throat|arms|legs|guts|skin|face|eyes|tongue|fingers',
      'slit|slits|cut|cuts ~2 throat|throats|wrists',
      'skin|skinned|burn|burned|burnt|boil|boiled|eaten|buried ~1 alive',
      'stab|stabs|stabbed|stabbing ~3 @person|to ~1 death',
      'shoot|shoots|shot|shooting ~2 @person|up ~2 school|class|classroom',
      'school|mass ~1 shooting|shooter',
      'schoolshooting|shooter|shooters',
      '@kill ~2 @person',
      'beat|beats|beaten ~3 to ~1 death|pulp',
      'torture ~2 chamber|room|device',
      'blow|blows|blowing ~1 up ~2 school|schools|house|people|children|kids|city|town|bus|plane|church|mosque|synagogue',
      'terrorist|terrorists|terrorism|jihad|jihadi',
      'poison|poisons|poisoned|poisoning ~2 @person',
      'strangle|strangles|strangled|strangling|suffocate|suffocates|suffocated ~2 @person',
      // Norwegian, Danish and Swedish.
      'blodbad|massakre*|halshugg*|partere|parterte|partert|lemleste*|tortur*|torturere*|innvoller|inngravet|folkemord|henrette*|henrettelse|kannibal*|blodpøl|blodpøler|myrder|morder|morderen|mordet',
      'blod ~1 overalt|sprutet|spruter|sprut|renner|rant|fosset',
      'dekket|dynket|full ~2 av ~1 blod',
      'skjære|skjærer|skar|kutte|kutter|kuttet ~2 av ~2 hodet|halsen|armen|armene|beina|fingrene|tunga',
      'skjære|skjærer|skar|kutte ~2 halsen|strupen',
      'flå|flådd|flådde|brent|begravd|begravet|spist|kokt ~1 levende',
      'knivstikk*|knivstakk|knivstukket|stikke|stakk|stikker ~2 @person ~2 med ~2 kniv|kniven',
      'skyte|skyter|skjøt|skutt|skyt ~1 på|ned ~1 @person|skolen|klassen|elevene|folk|læreren',
      'skyte|skyter|skjøt|skutt|skyt ~1 @person',
      'skoleskyting|skoleskytingen|skoleskyter|masseskyting|skolskjutning',
      'ta|tar|tok ~1 livet ~1 av ~2 @person',
      'sprenge|sprenger|sprengte ~2 skolen|huset|folk|bussen|kirken|moskeen|byen|flyet',
      'terrorist*|terroran*|terrorangrep',
      'forgifte|forgifter|forgiftet ~2 @person',
      'kvele|kveler|kvalte|kvelte ~2 @person',
      'slå|slår|slo|banke|banker ~2 @person ~2 ihjel|i ~1 hjel',
      'banke ~1 opp|skit ~2 @person',
      'drepe|drep|dreper|drepte|drept|myrde|myrdet|myrdar|dræbe|dræber|døda|dødar|mørda|mørdar ~2 @person',
    ],
  },
];
