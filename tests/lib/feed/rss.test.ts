// The RSS 2.0 builder: a well-formed feed an XML parser reads back whole — channel fields, items
// with full text in content:encoded, dates in RFC 822, absolute URLs — whatever WordPress sends.
import {
  absoluteLinks,
  FEED_ITEMS,
  imageType,
  rfc822,
  rssXml,
  type FeedChannel,
  type FeedItem,
} from '@/lib/feed/rss';

const SITE = 'https://orbita.example';
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

const item = (fields: Partial<FeedItem> = {}): FeedItem => ({
  title: 'Как оценить сроки',
  url: `${SITE}/blog/kak-otsenit/`,
  date: '2026-11-02T10:00:00+03:00',
  summary: 'Коротко о сроках.',
  html: '<p>Полный текст <a href="/cases/fk-volna/">кейса</a>.</p><img src="https://wp.orbita.example/uploads/a.png" alt="">',
  image: { url: 'https://wp.orbita.example/uploads/cover.jpg', width: 1200, height: 600 },
  categories: ['Разработка'],
  ...fields,
});

const channel = (items: FeedItem[]): FeedChannel => ({
  title: 'Блог студии Орбита',
  description: 'Статьи',
  path: '/blog/',
  feedPath: '/blog/feed.xml',
  items,
});

/** Parses XML as a feed reader would; a malformed document fails the test. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent ?? null;

describe('rssXml', () => {
  it('is RSS 2.0 with the channel fields aggregators read', () => {
    const doc = parse(rssXml(channel([item()]), SITE));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const ch = rss.getElementsByTagName('channel')[0]!;
    expect(text(ch, 'title')).toBe('Блог студии Орбита');
    expect(text(ch, 'link')).toBe(`${SITE}/blog/`);
    expect(text(ch, 'description')).toBe('Статьи');
    expect(text(ch, 'language')).toBe('ru');
    expect(text(ch, 'lastBuildDate')).toBe('Mon, 02 Nov 2026 07:00:00 GMT');
    const self = ch.getElementsByTagNameNS(ATOM_NS, 'link')[0]!;
    expect(self.getAttribute('href')).toBe(`${SITE}/blog/feed.xml`);
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('gives each item its link, permalink guid, pubDate, full text and cover', () => {
    const doc = parse(rssXml(channel([item()]), SITE));
    const entry = doc.getElementsByTagName('item')[0]!;
    expect(text(entry, 'title')).toBe('Как оценить сроки');
    expect(text(entry, 'link')).toBe(`${SITE}/blog/kak-otsenit/`);
    const guid = entry.getElementsByTagName('guid')[0]!;
    expect(guid.textContent).toBe(`${SITE}/blog/kak-otsenit/`);
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(text(entry, 'pubDate')).toBe('Mon, 02 Nov 2026 07:00:00 GMT');
    expect(text(entry, 'category')).toBe('Разработка');
    expect(text(entry, 'description')).toBe('Коротко о сроках.');
    const full = entry.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]!.textContent!;
    // Site-relative links made absolute: an aggregator shows them on another host; images stay.
    expect(full).toContain(`<a href="${SITE}/cases/fk-volna/">кейса</a>`);
    expect(full).toContain('<img src="https://wp.orbita.example/uploads/a.png"');
    const enclosure = entry.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe('https://wp.orbita.example/uploads/cover.jpg');
    expect(enclosure.getAttribute('type')).toBe('image/jpeg');
    expect(enclosure.getAttribute('length')).toBe('0');
  });

  it('keeps hostile HTML out of the full text and survives "]]>" and markup in every field', () => {
    const hostile = item({
      title: 'A & B <script>alert(1)</script> ]]> "q"',
      summary: 'Итог ]]> <b>жирный</b>',
      html: '<p onclick="x()">Текст ]]> конец</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>\u0001',
      categories: ['<Разработка & дизайн>'],
      url: `${SITE}/blog/a&b/`,
    });
    const doc = parse(rssXml(channel([hostile]), SITE));
    const entry = doc.getElementsByTagName('item')[0]!;
    expect(text(entry, 'title')).toBe('A & B <script>alert(1)</script> ]]> "q"');
    expect(text(entry, 'description')).toBe('Итог ]]> <b>жирный</b>');
    expect(text(entry, 'category')).toBe('<Разработка & дизайн>');
    expect(text(entry, 'link')).toBe(`${SITE}/blog/a&b/`);
    const full = entry.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]!.textContent!;
    expect(full).toContain('Текст ]]&gt; конец');
    expect(full).not.toMatch(/<script|onclick|javascript:/i);
    expect(doc.getElementsByTagName('item')).toHaveLength(1);
  });

  it('leaves out a pubDate it cannot read and a cover there is not', () => {
    const doc = parse(
      rssXml(channel([item({ date: 'вчера', image: undefined })]), SITE, new Date(0)),
    );
    const entry = doc.getElementsByTagName('item')[0]!;
    expect(entry.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(entry.getElementsByTagName('enclosure')).toHaveLength(0);
    // No dated item: lastBuildDate is the build's time.
    expect(text(doc, 'lastBuildDate')).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('takes the newest item’s date as lastBuildDate', () => {
    const xml = rssXml(
      channel([item({ date: '2026-01-01T00:00:00Z' }), item({ date: '2026-03-01T00:00:00Z' })]),
      SITE,
    );
    expect(text(parse(xml), 'lastBuildDate')).toBe('Sun, 01 Mar 2026 00:00:00 GMT');
  });
});

describe('the pieces', () => {
  it('writes dates in RFC 822', () => {
    expect(rfc822('2026-11-02T10:00:00+03:00')).toBe('Mon, 02 Nov 2026 07:00:00 GMT');
    expect(rfc822(undefined)).toBeUndefined();
    expect(rfc822('not a date')).toBeUndefined();
  });

  it('makes site-relative URLs absolute and leaves others alone', () => {
    expect(
      absoluteLinks(
        '<a href="/x/">x</a><a href="//evil.example/">y</a><a href="https://a.b/">z</a>',
        SITE,
      ),
    ).toBe(`<a href="${SITE}/x/">x</a><a href="//evil.example/">y</a><a href="https://a.b/">z</a>`);
  });

  it('names image types by extension', () => {
    expect(imageType('https://x/a.PNG?v=1')).toBe('image/png');
    expect(imageType('https://x/a.webp')).toBe('image/webp');
    expect(imageType('https://x/a')).toBe('image/jpeg');
  });

  it('lists a named number of the newest entries', () => {
    expect(FEED_ITEMS).toBe(20);
  });
});
