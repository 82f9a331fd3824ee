// The trailing-slash redirects of `trailingSlash: true`, written out (next.config.ts sets
// `skipTrailingSlashRedirect` and adds these to its redirects) so that one path is left out: the
// editor renders (docs/WP-API.md 'Editor renders'). Their URL is `/editor-render/{token}/` and a
// token is `payload.signature` in base64url: about half of all signatures hold no '-', so the
// token ends like a file name (`.\w+`) and Next.js's own rule would answer `/{token}/` with a 308
// to `/{token}` — a redirect without the CORS header, which the editor's cross-origin fetch may
// not follow. Otherwise the rules are Next.js 16's (next/dist/lib/load-custom-routes.js): a path
// whose last segment has an extension loses its slash, any other path gains one. (A custom rule's
// regex also matches with one slash more, `(?:/)?$`: the `(?!/)` keeps `/about/` from matching
// the rule that adds the slash, a redirect to itself.)
import type { Redirect } from 'next/dist/lib/load-custom-routes';

/** Paths below these prefixes keep the URL they were asked with. */
export const NO_TRAILING_SLASH_REDIRECT = ['editor-render/'] as const;

const skipped = NO_TRAILING_SLASH_REDIRECT.map((prefix) => `(?!${prefix})`).join('');

export const TRAILING_SLASH_REDIRECTS: Redirect[] = [
  {
    source: `/:file((?!\\.well-known(?:/.*)?)${skipped}(?:[^/]+/)*[^/]+\\.\\w+)/`,
    destination: '/:file',
    permanent: true,
    // As Next.js's: never for its data requests.
    missing: [{ type: 'header', key: 'x-nextjs-data' }],
  },
  {
    source: '/:notfile((?!\\.well-known(?:/.*)?)(?:[^/]+/)*[^/\\.]+(?!/))',
    destination: '/:notfile/',
    permanent: true,
  },
];
