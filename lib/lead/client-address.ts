// The visitor's address for the rate limit, from the header our trusted proxy sets (docs/leads.md 'The client address').

type HeaderSource = { get(name: string): string | null };

/**
 * Reads `header` (e.g. x-forwarded-for). Every proxy appends the address it saw, so the last
 * `trustedProxies` entries were written by proxies we trust and the one they saw first — entry
 * number `trustedProxies` from the right — is the client. Entries further left come from the
 * client and can be forged. Returns null when there is no usable address.
 */
export function clientAddress(
  headers: HeaderSource,
  header: string,
  trustedProxies = 1,
): string | null {
  const raw = headers.get(header);
  if (!raw) return null;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const index = Math.max(0, entries.length - Math.max(1, trustedProxies));
  return normaliseAddress(entries[index]!);
}

/** '203.0.113.7:5123' → '203.0.113.7', '[2001:db8::1]:443' → '2001:db8::1', '::ffff:10.0.0.1' → '10.0.0.1'. */
export function normaliseAddress(value: string): string | null {
  let address = value.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && /^[\d.]+$/.test(address.slice(7)))
    address = address.slice(7);
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255) ? address : null;
  return /^[0-9a-f:]+$/.test(address) && address.includes(':') ? address : null;
}
