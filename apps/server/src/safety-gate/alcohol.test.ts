import { describe, it } from 'vitest';
import { expectAllowed, expectRefused } from './gate.testing.js';

// Alcohol in a children's story: a grown-up's drink in passing is part of the scenery; getting
// drunk, a child drinking and a story about the drinking itself are refused, in every language.

describe('alcohol', () => {
  it.each([
    'Dad raised his glass of wine at dinner and made a toast to grandma',
    'The king and queen had a glass of wine at the feast and then danced with the dragon',
    'Mamma og pappa skålte med et glass vin på bryllupsdagen, og så dro alle på tur',
    'Mormor er 90 år og drikker et glass vin hver søndag',
    'Farfar drack ett glas vin till maten och berättade om havet',
    'Vuxna skålade i champagne på nyårsafton och barnen tittade på fyrverkerier',
    'Far og mor drak et glas rødvin til maden og fortalte historier',
    'Forældrene skålede i champagne nytårsaften mens børnene så fyrværkeri',
  ])('allows a grown-up’s drink in passing: %j', (text) => expectAllowed(text));

  it.each([
    'Månen var helt full den natten, og ugla sang',
    'Kurven er fuld af æbler og pærer',
    'Månen är full och vargen ylar snällt',
    'The camel drank so much water he could barely walk',
    'Kjempen drakk opp hele sjøen og ble kjempestor',
    'The milk was drunk by the cat before breakfast',
  ])('allows full moons, full baskets and thirsty animals: %j', (text) => expectAllowed(text));

  it.each([
    'A story where dad gets so drunk at the party he falls asleep on the stairs',
    'The bunny and the fox drink wine all night until they stagger home',
    'Little Emil, 8, sneaks grandpa’s beer and drinks the whole bottle',
    'The teddy bears go on a pub crawl and try every beer in town',
    'Historien om bamsen som drikker seg full på vin og sjangler hjem',
    'Gutten på ni år smaker på pappas øl og vil ha mer',
    'Pappa blev så berusad på festen att han somnade på golvet',
    'Lisa som är tio år dricker vin i smyg med sina kompisar',
    'Børnene finder farfars snaps og drikker det hele',
    'Onkel Bo bliver plørefuld til julefrokosten',
    'Two drunk knights stagger around the castle singing',
  ])('refuses drunkenness and children drinking: %j', (text) =>
    expectRefused(text, 'WEAPONS_DRUGS'),
  );
});

describe('idioms of time and fun', () => {
  it.each([
    'We had an hour to kill before the train, so we played cards with the dragon',
    'Just killing time until the bus comes, the bear counts the clouds',
    'Vi hadde en time å slå i hjel, så vi bygde en snømann',
    'Vi slo ihjel tiden med å spille kort mens vi ventet på bussen',
    'Vi hade en timme att slå ihjäl innan tåget gick',
    'Han slår tiden ihjäl med korsord',
    'Vi havde en time at slå ihjel, så vi fodrede ænderne',
    'Mamma sa at hun skulle drepe pappa hvis han spiste opp kaka igjen, og alle lo',
    'Great-grandma turned 90 and blew out 90 candles while the cat watched',
    'Bestemor blåste ut nitti lys, og brannalarmen begynte å pipe',
    'Mormor fyllde 90 och blåste ut ljusen med ett enda andetag',
    'Farfar blæste alle 90 lys ud og fik en kæmpe kage',
  ])('allows %j', (text) => expectAllowed(text));

  it.each([
    'De slo ham i hjel etter to timer',
    'Han slog ihjäl sin bror på en timme',
    'It is time to kill the neighbour',
  ])('still refuses a killing beside a time: %j', (text) => expectRefused(text, 'VIOLENCE'));
});
