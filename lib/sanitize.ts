// Sanitises untrusted HTML from WordPress before it renders (sanitize-html, an allow-list parser).
import sanitize from 'sanitize-html';

/** Hrefs kept on links: http(s), mailto, tel, site-relative paths and in-page anchors. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['wp-*', 'has-*', 'align*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Text inside dropped tags such as <script> or <style> is dropped with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // A link whose target would be dropped (javascript:, data:, none) becomes plain text.
      if (!href || !SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} };
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : { ...attribs, target: '', rel: '' },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Images only from absolute http(s) URLs: a relative src would only show a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
};

/** The deepest heading HTML has. */
const DEEPEST_HEADING = 6;

/** Moves each kept heading `shift` levels down (h2 → h3), no deeper than DEEPEST_HEADING. */
function shiftedHeadings(shift: number): sanitize.IOptions['transformTags'] {
  return Object.fromEntries(
    [2, 3, 4, 5, 6].map((level) => [
      `h${level}`,
      (_: string, attribs: sanitize.Attributes) => ({
        tagName: `h${Math.min(DEEPEST_HEADING, level + shift)}`,
        attribs,
      }),
    ]),
  );
}

/**
 * HTML safe to render with dangerouslySetInnerHTML: no scripts, handlers or javascript: URLs.
 * `headingShift` moves its headings down where it sits under a heading of the page's own (a
 * vacancy's description under its card's h2 on the list: h2 → h3).
 */
export function sanitizeHtml(
  html: string | null | undefined,
  { headingShift = 0 }: { headingShift?: number } = {},
): string {
  if (!html) return '';
  const options =
    headingShift > 0
      ? {
          ...OPTIONS,
          transformTags: { ...OPTIONS.transformTags, ...shiftedHeadings(headingShift) },
        }
      : OPTIONS;
  return sanitize(html, options).replace(/ (target|rel)=""/g, '');
}
