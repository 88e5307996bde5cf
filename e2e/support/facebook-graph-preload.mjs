// Loaded into the test server only (node --import, from fake-id-token-issuer.ts): the identity
// service checks a Facebook access token with Facebook's Graph API at a fixed address, so its
// calls to graph.facebook.com go to the journey's stand-in at E2E_FACEBOOK_GRAPH_URL instead.
// Every other request is untouched.

const target = process.env.E2E_FACEBOOK_GRAPH_URL;
const realFetch = globalThis.fetch;

if (target) {
  globalThis.fetch = (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (url?.origin !== 'https://graph.facebook.com') return realFetch(input, init);
    const rerouted = `${target}${url.pathname}${url.search}`;
    return input instanceof Request
      ? realFetch(new Request(rerouted, input), init)
      : realFetch(rerouted, init);
  };
}
