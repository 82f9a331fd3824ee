// XML text (pure), for what the site writes by hand: the sitemap (lib/seo/sitemap.ts) and the RSS
// feeds (lib/feed/rss.ts).

/** Characters XML 1.0 does not allow anywhere (control characters, lone surrogates, U+FFFE/F). */
const XML_INVALID = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an element's content or an attribute value. */
export function escapeXml(value: string): string {
  return value
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A CDATA section holding `value` whole, even when it contains ']]>' (split across two sections). */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(XML_INVALID, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
