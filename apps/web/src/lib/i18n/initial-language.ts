// The rule lives in the contracts: the server applies it too, to render a visitor's Home.
export { pickInitialLanguage } from '@monstory/contracts/language';
