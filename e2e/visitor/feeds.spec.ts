// The RSS feeds on the demo WordPress (requests only, no browser): /blog/feed.xml and
// /cases/feed.xml parse as RSS 2.0, list the newest entries with their full text, and the blog's
// and the cases' pages link them from <head>.
import { expect, test } from '@playwright/test';
import { SITE_ORIGIN, WP_API } from '../helpers/wp';
import { ATOM_NS, CONTENT_NS, parseXml, textOf } from '../helpers/xml';

const FEED_ITEMS = 20;

type Card = { slug: string; title: string; date?: string };

async function feed(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml; charset=utf-8/);
  const doc = parseXml(await res.text());
  expect(doc.documentElement.tagName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const channel = doc.getElementsByTagName('channel')[0]!;
  expect(textOf(channel, 'language')).toBe('ru');
  expect(textOf(channel, 'lastBuildDate')).toMatch(/GMT$/);
  expect(channel.getElementsByTagNameNS(ATOM_NS, 'link')[0]!.getAttribute('href')).toBe(
    `${SITE_ORIGIN}${path}`,
  );
  return [...channel.getElementsByTagName('item')];
}

test('the blog feed lists the newest articles, newest first, with their full text', async ({
  request,
}) => {
  const items = await feed(request, '/blog/feed.xml');
  const list = (await (await request.get(`${WP_API}/blog?page=1&count=${FEED_ITEMS}`)).json()) as {
    data: { articles: Card[] };
  };
  const newest = list.data.articles;
  expect(items.map((i) => textOf(i, 'link'))).toEqual(
    newest.map((a) => `${SITE_ORIGIN}/blog/${encodeURIComponent(a.slug)}/`),
  );
  const first = (await (await request.get(`${WP_API}/blog/${newest[0]!.slug}`)).json()) as {
    data: { article: { content: string; title: string } };
  };
  const item = items[0]!;
  expect(textOf(item, 'title')).toBe(first.data.article.title);
  expect(textOf(item, 'guid')).toBe(textOf(item, 'link'));
  expect(Date.parse(textOf(item, 'pubDate')!)).toBe(Date.parse(newest[0]!.date!));
  const full = item.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]!.textContent!;
  // The full text, not an excerpt: the article's first paragraph's words are there.
  const words = first.data.article.content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[а-яё]{6,}$/i.test(w))
    .slice(0, 5);
  expect(words.length).toBeGreaterThan(0);
  for (const word of words) expect(full).toContain(word);
  expect(full).not.toMatch(/<script/i);
});

test('the cases feed lists cases newest first, with their text and cover', async ({ request }) => {
  const items = await feed(request, '/cases/feed.xml');
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(FEED_ITEMS);
  const dates = items.map((i) => Date.parse(textOf(i, 'pubDate')!));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  const item = items[0]!;
  expect(textOf(item, 'link')).toMatch(new RegExp(`^${SITE_ORIGIN}/cases/[^/]+/$`));
  expect(
    item.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]!.textContent!.length,
  ).toBeGreaterThan(50);
  expect(item.getElementsByTagName('enclosure')[0]?.getAttribute('url')).toMatch(/^https?:\/\//);
});

test('the blog and the cases pages link their feeds from <head>', async ({ request }) => {
  for (const [page, path] of [
    ['/blog/', '/blog/feed.xml'],
    ['/cases/', '/cases/feed.xml'],
  ]) {
    const html = await (await request.get(page!)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0]);
    const feed = links.find((l) => l.includes('type="application/rss+xml"'));
    expect(feed, page).toContain(`href="${SITE_ORIGIN}${path}"`);
    expect(feed, page).toMatch(/title="[^"]+"/);
  }
});
