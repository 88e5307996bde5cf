// docs/product.md#analytics: analytics is off on localhost and private-network hosts (and for listed test users,
// which the server decides), and only the web measures anything: never the native apps.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/** Loopback, private (RFC 1918 / RFC 4193), link-local and .local/.localhost names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === '' || host === 'localhost' || host === '0.0.0.0' || host === '::1') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    const a = Number(ipv4[1]);
    const b = Number(ipv4[2]);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  // IPv6 unique-local fc00::/7 and link-local fe80::/10.
  return /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
}

export function analyticsAllowedHere(where: { platform: string; hostname: string }): boolean {
  return where.platform === 'web' && !isPrivateHost(where.hostname);
}
