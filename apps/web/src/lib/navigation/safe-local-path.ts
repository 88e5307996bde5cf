/**
 * `raw` when it is a path inside this app ("/shop?tab=credits"), else null. Never an address on
 * another site: "//evil.example", "/\\evil.example", "https://…" and "javascript:" are refused,
 * which is what keeps `?redirect=` from sending a parent anywhere else.
 */
export function safeLocalPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Browsers treat tabs and newlines inside a URL as absent, so "/\t/evil" would be "//evil".
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
