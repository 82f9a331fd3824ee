// RSS 2.0 (pure): the blog's and the cases' feeds (app/blog/feed.xml, app/cases/feed.xml) as the
// aggregators that import them read it (Дзен, Yandex): full text in content:encoded (sanitised
// HTML, absolute URLs), the cover as an enclosure and media:content, pubDate in RFC 822, a
// permalink guid, atom:link rel="self", language ru, lastBuildDate.
import { absoluteUrl, siteOrigin } from '../paths';
import { sanitizeHtml } from '../sanitize';
import { cdata, escapeXml } from '../text/xml';

/** How many of the newest entries a feed lists. */
export const FEED_ITEMS = 20;

export type FeedImage = { url: string; width?: number; height?: number };

export type FeedItem = {
  title: string;
  /** The entry's canonical URL (also its guid). */
  url: string;
  /** ISO 8601. */
  date: string | undefined;
  /** A plain-text summary. */
  summary: string;
  /** Untrusted HTML from WordPress: sanitised and made absolute here. */
  html: string;
  image: FeedImage | undefined;
  categories: readonly string[];
};

export type FeedChannel = {
  title: string;
  description: string;
  /** The site path of the HTML page the feed mirrors ('/blog/'). */
  path: string;
  /** The site path of the feed itself ('/blog/feed.xml'). */
  feedPath: string;
  items: readonly FeedItem[];
};

/** RFC 822 date (RSS 2.0): 'Mon, 02 Nov 2026 07:00:00 GMT'; undefined for a missing or bad date. */
export function rfc822(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

/** Site-relative href/src values ('/cases/x/') made absolute; others stay as they are. */
export function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(
    /\s(href|src)="(\/(?!\/)[^"]*)"/g,
    (_, attr: string, path: string) => ` ${attr}="${absoluteUrl(siteUrl, path)}"`,
  );
}

/** The full text of an entry as a feed carries it: sanitised, with absolute URLs. */
export function feedHtml(html: string, siteUrl: string): string {
  return absoluteLinks(sanitizeHtml(html), siteUrl);
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The MIME type of an image URL by its extension (JPEG when unknown: WordPress's usual upload). */
export function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[ext] ?? 'image/jpeg';
}

function itemXml(item: FeedItem, siteUrl: string): string {
  const pubDate = rfc822(item.date);
  const src = item.image?.url;
  const imageUrl = !src ? undefined : /^https?:\/\//i.test(src) ? src : absoluteUrl(siteUrl, src);
  const lines = [
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
    ...(pubDate ? [`<pubDate>${pubDate}</pubDate>`] : []),
    ...item.categories.map((c) => `<category>${escapeXml(c)}</category>`),
    `<description>${cdata(item.summary)}</description>`,
    `<content:encoded>${cdata(feedHtml(item.html, siteUrl))}</content:encoded>`,
    '<media:rating scheme="urn:simple">nonadult</media:rating>',
    ...(imageUrl
      ? [
          // RSS 2.0 requires a length; the size in bytes is unknown here, and 0 is the convention.
          `<enclosure url="${escapeXml(imageUrl)}" type="${imageType(imageUrl)}" length="0"/>`,
          `<media:content url="${escapeXml(imageUrl)}" type="${imageType(imageUrl)}" medium="image"${
            item.image?.width ? ` width="${item.image.width}"` : ''
          }${item.image?.height ? ` height="${item.image.height}"` : ''}/>`,
        ]
      : []),
  ];
  return `<item>\n${lines.map((l) => `  ${l}`).join('\n')}\n</item>`;
}

/**
 * The feed's XML. lastBuildDate is the newest entry's date (stable between builds, so a reader's
 * conditional fetch sees no change when nothing changed), else `now`.
 */
export function rssXml(channel: FeedChannel, siteUrl: string, now: Date = new Date()): string {
  const newest = channel.items
    .map((item) => (item.date ? Date.parse(item.date) : NaN))
    .filter((t) => !Number.isNaN(t))
    .sort((a, b) => b - a)[0];
  const lastBuild = new Date(newest ?? now.getTime()).toUTCString();
  const head = [
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(absoluteUrl(siteUrl, channel.path))}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>ru</language>',
    `<lastBuildDate>${lastBuild}</lastBuildDate>`,
    `<atom:link href="${escapeXml(absoluteUrl(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    `<generator>${escapeXml(siteOrigin(siteUrl))}</generator>`,
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    ...head.map((l) => `  ${l}`),
    ...channel.items.map((item) => itemXml(item, siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

const FEED_HEADERS = {
  'Content-Type': 'application/rss+xml; charset=utf-8',
  // Aggregators poll: a minute's reuse, never longer than a save's refresh should take to show.
  'Cache-Control': 'public, max-age=60',
};

/** The HTTP answer of a feed. */
export function rssResponse(xml: string): Response {
  return new Response(xml, { headers: FEED_HEADERS });
}

/** WordPress failed: 503 with a retry hint (an aggregator keeps its copy and comes back). */
export function feedFailure(): Response {
  return new Response('Лента временно недоступна.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '300',
      'Cache-Control': 'no-store',
    },
  });
}
