// Guests the benchmarks act as, made through the same API calls the app makes.

/** The response's JSON; a failed request throws with its status and body. */
export async function json(response) {
  if (!response.ok)
    throw new Error(`${response.url} → ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * A new guest: signed in anonymously, logged in with a profile in `language` and, unless
 * `acceptTerms` is false, the terms accepted (a guest needs that to make a story). `headers` go
 * on every request. Returns the headers that call the API as the guest, its id and its token.
 */
export async function newGuest(
  baseURL,
  { language = 'en', acceptTerms = true, headers = {} } = {},
) {
  const base = { 'content-type': 'application/json', ...headers };
  const signIn = await json(
    await fetch(`${baseURL}/api/auth/sign-in/anonymous`, {
      method: 'POST',
      headers: base,
      body: '{}',
    }),
  );
  const asGuest = { ...base, authorization: `Bearer ${signIn.token}` };
  await json(
    await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: asGuest,
      body: JSON.stringify({ language }),
    }),
  );
  if (acceptTerms) {
    await json(
      await fetch(`${baseURL}/api/profile/accept-terms-and-conditions`, {
        method: 'POST',
        headers: asGuest,
        body: '{"marketingOptIn":false}',
      }),
    );
  }
  return { headers: asGuest, id: signIn.user.id, token: signIn.token };
}
