// Pure helpers of the messenger widget.

/** The short form of a messenger link shown under its label: 'https://t.me/orbita/' → 't.me/orbita'; null when it is not a web URL. */
export function messengerHandle(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.host.replace(/^www\./, '')}${path}`;
}
