import { describe, it } from 'vitest';
import { expectAllowed, expectRefused } from './gate.testing.js';

// Disclosures get care (SELF_HARM, ABUSE) in any spelling; grief, sadness and idioms do not.

describe('SELF_HARM', () => {
  it.each([
    'I really want to die',
    'i wish i was never born',
    'sometimes i think everyone would be better off without me',
    'I want to kill myself tonight',
    'i keep cutting myself when nobody looks',
    'jeg vil bare dø',
    'eg vil ikkje leve lenger',
    'æ vil dø',
    'jeg har lyst til å ta livet mitt',
    'jeg kutter meg når det er vondt inni meg',
    'skriv om selvmord',
    'historie om s3lvm0rd',
    'sjølmord',
    'jeg skulle ønske jeg var død',
    'hvor mange sovepiller trenger man',
    'jag vill inte leva',
    'jeg vil ikke leve mere',
    'i want to d i e',
    'k i l l myself',
    'kms',
  ])('refuses %j as SELF_HARM', (text) => expectRefused(text, 'SELF_HARM'));

  it.each([
    'my grandpa died last spring and I miss him, can he be a star?',
    'mormor døde, og jeg savner henne',
    'we laughed so much we nearly died laughing',
    'jeg holdt på å dø av latter',
    'the dead tired knight falls asleep in the hay',
    'scared to death of a tiny mouse',
    'a sad cloud who cries rain but finds a friend',
    'dødsgøy på trampolinen',
    'the villagers want the dragon to leave',
  ])('allows %j', (text) => expectAllowed(text));
});

describe('ABUSE', () => {
  it.each([
    'my stepdad hits me when mum is out',
    'dad beat me with a belt yesterday',
    'pappa slår mæ',
    'mamma slo meg i ansiktet',
    'stefar banker oss når han har drukket',
    'jeg får juling hjemme',
    'my uncle touches my private parts',
    'onkel tar på tissen min',
    'the neighbour says I must not tell anyone what he does to me',
    'naboen sier jeg ikke må si det til noen',
    'there is never food at home and I am hungry',
    'vi får aldri middag',
    'mamma er alltid full',
    'my dad is drunk every day',
    'I have to hide under the bed when dad is angry and drunk',
    'mor slår mig',
    'can the dragon protect me from my stepdad',
  ])('refuses %j as ABUSE', (text) => expectRefused(text, 'ABUSE'));

  it.each([
    'the knight hits the dragon with a wooden sword',
    'my little brother beats me at chess every time',
    'pappa er full av energi om morgenen',
    'Mom and I plan a surprise party for dad, don’t tell him!',
    'a secret treehouse club with my uncle’s old map',
    'mamma tar på meg votter før vi går ut',
    'mum and dad are divorced and I have two bedrooms',
    'pappa slår ballen langt over gjerdet',
  ])('allows %j', (text) => expectAllowed(text));
});

describe('living somewhere is not a wish to die', () => {
  it.each([
    'the boy does not want to live in the city',
    'the dragon doesn’t want to live in the cave any more',
    'the fox does not want to live in the forest',
    'I don’t want to live in Oslo, I want a farm',
    'gutten vil ikke bo i byen',
    'dragen vil ikke bo i hula lenger',
  ])('allows %j', (text) => expectAllowed(text));

  it.each([
    'I don’t want to live any more',
    'I dont want to live',
    'i dont want to live like this',
    'I don’t want to live in this world',
    'jeg vil ikke leve mer',
  ])('refuses %j as SELF_HARM', (text) => expectRefused(text, 'SELF_HARM'));
});

describe('an empty fridge is not neglect when the family goes shopping', () => {
  it.each([
    'no food in the fridge so we go shopping',
    'there is no food at home so we go to the shop',
    'we have no food for the picnic',
    'we have no food for the trip',
    'kjøleskapet er tomt så vi drar og handler',
    'det er ingen mat i kjøleskapet så vi drar og handler',
    'vi har ingen mat til turen',
  ])('allows %j', (text) => expectAllowed(text));

  it.each([
    'we never get food at home, dad locks the fridge',
    'we have no food at home',
    'vi får ikke mat hjemme',
    'there is never food in the fridge',
    'no food in the fridge and dad is always drunk',
  ])('refuses %j as ABUSE', (text) => expectRefused(text, 'ABUSE'));
});
