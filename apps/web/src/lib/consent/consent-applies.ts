// Whether a page asks for consent at all (docs/product.md#consent): the native apps measure nothing and never ask,
// and crawlers should not index the banner. Kept apart from the rest of consent so that the app's
// first, small script (main.tsx) can ask it too.

// The same pattern cookieconsent's hideFromBots uses, minus navigator.webdriver: automated tests
// and audits must see what people see.
const CRAWLER = /bot|crawl|spider|slurp|teoma/i;

export function consentApplies(env: { platform: string; userAgent: string }): boolean {
  return env.platform === 'web' && !CRAWLER.test(env.userAgent);
}
