// The feeds' entries (pure): an article and a case as FeedItem. An article's full text is its
// HTML; a case's is assembled from its fields and the texts of its constructor blocks (plain text
// in WordPress, escaped here), since a case page is built from blocks rather than one HTML field.
import { absoluteUrl, articlePath, casePath } from '../paths';
import { htmlToText } from '../text/plain';
import type { ArticleCard, ArticleDetail, CaseCard, CaseDetail } from '../wp/schemas';
import type { FeedItem } from './rss';
import { truncate } from '../format';

const SUMMARY_MAX = 300;

/** Plain text as HTML text (the feed's HTML goes through the sanitiser after this). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const plain = (value: string) => htmlToText(value) || value;

export function articleFeedItem(
  card: ArticleCard,
  { article }: ArticleDetail,
  siteUrl: string,
): FeedItem {
  return {
    title: plain(article.title),
    url: absoluteUrl(siteUrl, articlePath(card.slug)),
    date: article.date ?? card.date,
    summary: plain(card.excerpt ?? '') || truncate(htmlToText(article.content), SUMMARY_MAX),
    html: article.content,
    image: article.image ?? card.image,
    categories: article.categories.map((c) => plain(c.title)),
  };
}

/** Block fields read as headings, as paragraphs; lists of strings become lists. */
const HEADING_KEYS = new Set(['title', 'task_title', 'offering_title', 'item_title']);
const TEXT_KEYS = new Set(['text', 'text1', 'text2', 'item_text', 'client', 'year']);

/** The readable texts of one constructor block, in its field order, as HTML. */
export function blockHtml(block: unknown): string {
  if (Array.isArray(block)) return block.map(blockHtml).join('');
  if (block === null || typeof block !== 'object') return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(block)) {
    if (typeof value === 'string' && value.trim() !== '') {
      if (HEADING_KEYS.has(key)) out.push(`<h3>${escapeHtml(plain(value))}</h3>`);
      else if (TEXT_KEYS.has(key)) out.push(`<p>${escapeHtml(plain(value))}</p>`);
    } else if (Array.isArray(value)) {
      const strings = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (strings.length > 0 && key !== 'images') {
        out.push(`<ul>${strings.map((s) => `<li>${escapeHtml(plain(s))}</li>`).join('')}</ul>`);
      } else {
        out.push(...value.filter((v) => v !== null && typeof v === 'object').map(blockHtml));
      }
    }
  }
  return out.join('');
}

export function caseFeedItem(card: CaseCard, detail: CaseDetail, siteUrl: string): FeedItem {
  const c = detail.case;
  const description = c.case_description_extended ? plain(c.case_description_extended) : '';
  const technologies = c.technologies.map((t) => plain(t.title));
  const html = [
    description ? `<p>${escapeHtml(description)}</p>` : '',
    ...c.constructor.map(blockHtml),
    technologies.length ? `<p>Технологии: ${escapeHtml(technologies.join(', '))}.</p>` : '',
    c.case_outer_link
      ? `<p><a href="${escapeHtml(c.case_outer_link)}">Проект на сайте клиента</a></p>`
      : '',
  ].join('');
  return {
    title: plain(c.title),
    url: absoluteUrl(siteUrl, casePath(card.slug)),
    date: card.date,
    summary: description || `Кейс студии: ${plain(c.title)}.`,
    html,
    image: c.image ?? card.image,
    categories: c.directions.map((d) => plain(d.title)),
  };
}
