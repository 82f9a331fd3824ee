// An article and a case as feed entries: the article's HTML as its full text, the case's text
// assembled from its fields and constructor blocks, escaped.
import { articleFeedItem, blockHtml, caseFeedItem } from '@/lib/feed/items';
import {
  articleDetailSchema,
  articleCardSchema,
  caseDetailSchema,
  caseCardSchema,
} from '@/lib/wp/schemas';
import articleRaw from '../../fixtures/lists/article.json';
import caseRaw from '../../fixtures/case-full.json';

const SITE = 'https://orbita.example';

describe('articleFeedItem', () => {
  it('takes the article’s own title, date, HTML, cover and categories', () => {
    const detail = articleDetailSchema.parse(articleRaw).data;
    const card = articleCardSchema.parse({
      id: 1,
      slug: 'pochemu',
      title: 'x',
      excerpt: 'Кратко',
      date: '2025-05-07',
    });
    const entry = articleFeedItem(card, detail, SITE);
    expect(entry).toMatchObject({
      title: 'Почему мы очищаем HTML из CMS',
      url: `${SITE}/blog/pochemu/`,
      date: '2025-05-07T10:00:00+03:00',
      summary: 'Кратко',
      image: { url: 'https://wp.example.ru/uploads/html.jpg' },
      categories: ['Разработка'],
    });
    expect(entry.html).toBe(detail.article.content);
  });
});

describe('caseFeedItem', () => {
  it('assembles the case’s text from its description, blocks and technologies', () => {
    const detail = caseDetailSchema.parse(caseRaw).data;
    const card = caseCardSchema.parse({
      id: 1,
      slug: 'fk-test',
      title: 'x',
      date: '2026-01-20T12:00:00+03:00',
    });
    const entry = caseFeedItem(card, detail, SITE);
    expect(entry.url).toBe(`${SITE}/cases/fk-test/`);
    expect(entry.date).toBe('2026-01-20T12:00:00+03:00');
    expect(entry.html).toMatch(/^<p>Новый сайт клуба с.матч-центром/);
    expect(entry.html).toContain('<h3>Задача</h3><ul><li>Продавать билеты на своём сайте</li>');
    expect(entry.html).toContain('<p>ФК «Тест»</p>');
  });

  it('escapes block texts: WordPress stores them as plain text', () => {
    expect(blockHtml({ title: '<b>x</b> & y', list: ['<script>1</script>'] })).toBe(
      '<h3>x &amp; y</h3><ul><li>&lt;script&gt;1&lt;/script&gt;</li></ul>',
    );
    expect(blockHtml({ text: 'a < b' })).toBe('<p>a &lt; b</p>');
  });
});
