// Real, famous people a family might put in a story: Norwegian, Nordic and international
// politicians, royals, athletes, musicians, influencers, business people, explorers and
// scientists. Fictional and folk characters (Santa, Julenissen, Pippi, Askeladden) are not here.

/** Full names, matched as word sequences (and with one typo per word in a family's text). */
export const FULL_NAMES: readonly string[] = `
jonas gahr støre|erna solberg|jens stoltenberg|sylvi listhaug|trygve slagsvold vedum|audun lysbakken
kirsti bergstø|marie sneve martinussen|guri melby|ine eriksen søreide|espen barth eide|hadia tajik
siv jensen|carl i hagen|kjell magne bondevik|gro harlem brundtland|jan tore sanner|raymond johansen
anniken huitfeldt|torbjørn røe isaksen|abid raja|une aina bastholm|rasmus hansson|bjørnar moxnes
kong harald|dronning sonja|kronprins haakon|kronprinsesse mette-marit|ingrid alexandra|sverre magnus
märtha louise|durek verrett|marius borg høiby|kong olav|kong frederik|dronning mary|dronning margrethe
carl gustaf|kronprinsessan victoria|prinsesse ingrid alexandra|prinsesse märtha louise
erling haaland|erling braut haaland|martin ødegaard|martin ødegård|ada hegerberg|caroline graham hansen|magnus carlsen
karsten warholm|jakob ingebrigtsen|therese johaug|petter northug|marit bjørgen|johannes høsflot klæbo
aksel lund svindal|henrik kristoffersen|lucas braathen|casper ruud|viktor hovland|ole gunnar solskjær
alexander kristoff|kristoffer ajer|sander sagosen|tiril eckhoff|kjetil jansrud|lasse kjus
johannes thingnes bø|tarjei bø|marte olsbu røiseland|nora mørk|stine bredal oftedal|kari traa
ingrid kristiansen|grete waitz|sonja henie|ole einar bjørndalen|bjørn dæhlie|vegard ulvang
roald amundsen|fridtjof nansen|thor heyerdahl|edvard munch|henrik ibsen|edvard grieg|roald dahl
alan walker|marcus og martinus|marcus and martinus|sigrid solbakk raabe
alexander rybak|aurora aksnes|ylvis|emma steinbakken|kygo|sophie elise|jenny skavlan
vegard harm|kristian valen|mikkel gabrielsen|sturla holm lægreid|fredrik skavlan|anne lindmo
donald trump|joe biden|kamala harris|barack obama|michelle obama|jd vance|hillary clinton
bill clinton|george bush|vladimir putin|volodymyr zelensky|volodymyr zelenskyy|xi jinping|kim jong un
emmanuel macron|olaf scholz|friedrich merz|keir starmer|rishi sunak|boris johnson|theresa may
stefan löfven|jimmie åkesson|ebba busch|felix kjellberg|björn borg|annika sörenstam|armand duplantis
lars løkke rasmussen|helle thorning-schmidt|christian eriksen|caroline wozniacki|holger rune|mads mikkelsen
margaret thatcher|angela merkel|benjamin netanyahu|recep erdogan|narendra modi|ulf kristersson
mette frederiksen|magdalena andersson|ursula von der leyen|justin trudeau|mark carney|giorgia meloni
king charles|queen elizabeth|queen camilla|prince william|prince harry|prince george|princess charlotte
prince louis|kate middleton|meghan markle|princess diana|prince philip|pope francis|pope leo
pope benedict|nelson mandela|martin luther king|mahatma gandhi|abraham lincoln|winston churchill
taylor swift|billie eilish|ariana grande|ed sheeran|harry styles|justin bieber|selena gomez
lady gaga|dua lipa|olivia rodrigo|sabrina carpenter|katy perry|miley cyrus|bruno mars|post malone
kim kardashian|kylie jenner|kanye west|travis scott|snoop dogg|eminem|michael jackson|elvis presley
tom cruise|dwayne johnson|keanu reeves|tom holland|zendaya|emma watson|daniel radcliffe
leonardo dicaprio|brad pitt|angelina jolie|will smith|jennifer lopez|jennifer aniston|johnny depp
elon musk|mark zuckerberg|bill gates|jeff bezos|steve jobs|tim cook|sam altman|warren buffett
greta thunberg|david attenborough|albert einstein|isaac newton|marie curie|charles darwin
neil armstrong|buzz aldrin|stephen hawking|nikola tesla|leonardo da vinci|galileo galilei
lionel messi|cristiano ronaldo|kylian mbappe|neymar jr|harry kane|mohamed salah|jude bellingham
lebron james|michael jordan|serena williams|roger federer|rafael nadal|novak djokovic|usain bolt
simone biles|tiger woods|lewis hamilton|max verstappen|mikaela shiffrin|zlatan ibrahimovic
logan paul|jake paul|mr beast|jimmy donaldson|pewdiepie|markiplier|kai cenat|ishowspeed
adolf hitler|josef stalin|osama bin laden|anders behring breivik|saddam hussein
`
  .split(/[|\n]/)
  .map((name) => name.trim())
  .filter(Boolean);

/**
 * Names that alone mean the famous person (no common word or first name among them): "Trump og
 * Putin", "ronaldo siuuu", "Kygo". Matched exactly, and with one typo when long.
 */
export const SINGLE_NAMES: readonly string[] = `
trump putin biden obama zelensky zelenskyy macron merkel thatcher churchill netanyahu erdogan
støre stoltenberg listhaug vedum lysbakken brundtland bondevik
haaland håland ødegaard hegerberg warholm ingebrigtsen johaug northug bjørgen klæbo svindal
solskjær hovland
messi ronaldo neymar mbappe mbappé salah bellingham lebron federer nadal djokovic verstappen
zlatan ibrahimovic
beyonce beyoncé rihanna eilish sheeran bieber kardashian kardashians zendaya eminem
mrbeast pewdiepie markiplier ishowspeed kygo
zuckerberg bezos einstein attenborough thunberg heyerdahl nansen ibsen
hitler stalin breivik
`
  .split(/\s+/)
  .filter(Boolean);
