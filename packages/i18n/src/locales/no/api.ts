// What the user reads when a call to our server fails; the docs/product.md#errors messages stay in the client.
export const api = {
  generic: 'Oi, noe gikk galt. Prøv igjen om litt.',
  offline: 'Du ser ut til å være uten internett. Sjekk forbindelsen og prøv igjen.',
  timeout: 'Det tok for lang tid å få svar. Prøv igjen.',
  serverProblem: 'Vi har litt trøbbel på serverne våre. Prøv igjen om litt.',
  retry: 'Prøv igjen',
  // Refusals with their own code (packages/contracts/src/errors.ts).
  codes: {
    CHILD_LIMIT_REACHED:
      'Kontoen har så mange barn som den kan ha. Fjern et barn for å legge til et nytt.',
    LAST_CHILD: 'Kontoen må ha minst ett barn, så det siste barnet kan ikke fjernes.',
  },
} as const;
