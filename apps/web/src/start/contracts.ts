// Evaluated on its own, in a task before the app's (main.tsx): the shared contracts build their
// zod schemas when they load, a good part of the start-up's work on a slow phone.
export { LanguageCodeSchema } from '@monstory/contracts/profile';
