// The answers of the demo WordPress (WP-API.md), built from the data modules for one origin.
// Pure: no HTTP here, so the shapes can be read (and tested) in one place.
import { readBlockDefaults, withBlockDefaults } from './blocks.mjs';
import { ARTICLES } from './data/articles/index.mjs';
import { CASES, UNPUBLISHED_CASE_SLUGS } from './data/cases/index.mjs';
import { BLOG_CATEGORIES, DIRECTIONS } from './data/categories.mjs';
import { CREATE_SOLUTION } from './data/create-solution.mjs';
import { resolveMedia } from './data/media.mjs';
import { SOLUTIONS } from './data/solutions.mjs';
import { VACANCIES } from './data/vacancies.mjs';

const ok = (payload) => ({ status: 200, body: { success: true, ...payload } });
const notFound = () => ({ status: 404, body: { success: false } });

const MAX_PER_PAGE = 100;

/** Laravel-style paging: page ≥ 1 (default 1), count > 0 (default `fallback`), -1 = everything. */
export function paginate(list, pageParam, countParam, fallback) {
  const page = Number.parseInt(pageParam ?? '', 10);
  const count = Number.parseInt(countParam ?? '', 10);
  const currentPage = Number.isFinite(page) && page >= 1 ? page : 1;
  let perPage = Number.isFinite(count) && count > 0 ? Math.min(count, MAX_PER_PAGE) : fallback;
  if (count === -1) perPage = Math.max(list.length, 1);
  const start = (currentPage - 1) * perPage;
  return {
    items: list.slice(start, start + perPage),
    meta: {
      current_page: currentPage,
      last_page: Math.max(1, Math.ceil(list.length / perPage)),
      per_page: perPage,
      total: list.length,
    },
  };
}

/** Ids of a filter parameter; empty, '-1' and blank values mean 'no filter'. */
function filterIds(values) {
  return values.map((v) => v.trim()).filter((v) => v !== '' && v !== '-1');
}

function byId(list) {
  return new Map(list.map((item) => [String(item.id), item]));
}

/** The terms of `taxonomy` (in its order) that at least one of `items` carries in `field`. */
function usedTerms(taxonomy, items, field) {
  const used = new Set(items.flatMap((item) => item[field].map(String)));
  return taxonomy.filter((term) => used.has(String(term.id)));
}

/** Block defaults of the plugin's block.json files, read once when the module loads. */
const BLOCK_DEFAULTS = readBlockDefaults();

/**
 * When the demo's cases and solutions were last changed (WP-API.md: `modified`, UTC); an
 * article's is its date.
 */
const DEMO_MODIFIED = '2026-02-16T09:00:00+00:00';

/**
 * `count` generated articles, older than the demo's own, for a test that needs more than 1,000
 * (the sitemap's; DEMO_WP_EXTRA_ARTICLES): the first article's cover and category, one a minute.
 */
function extraArticles(template, count) {
  const start = Date.parse('2020-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    const date = new Date(start - i * 60_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    return {
      ...template,
      id: 100_000 + i,
      slug: `extra-article-${n}`,
      title: `Статья для проверки карты сайта № ${i + 1}`,
      excerpt: 'Созданная статья: демо-WordPress с DEMO_WP_EXTRA_ARTICLES.',
      content: `<p>Статья № ${i + 1}, созданная для проверки карты сайта.</p>`,
      date,
      modified: date,
    };
  });
}

/**
 * Builds the API of one server instance: every image URL points at `origin`. `extraArticles`
 * (default 0) adds that many generated articles after the demo's own.
 */
export function createApi(origin, options = {}) {
  const cases = resolveMedia(CASES, origin);
  const ownArticles = resolveMedia(ARTICLES, origin);
  const articles = [...ownArticles, ...extraArticles(ownArticles[0], options.extraArticles ?? 0)];
  const solutions = resolveMedia(SOLUTIONS, origin);
  const directionById = byId(DIRECTIONS);
  const blogCategoryById = byId(BLOG_CATEGORIES);
  const directionsOf = (c) => c.directions.map((id) => directionById.get(String(id)));
  // WP-API.md: list categories are those with at least one published item.
  const portfolioCategories = usedTerms(DIRECTIONS, cases, 'directions');
  const blogCategories = usedTerms(BLOG_CATEGORIES, articles, 'categories');

  const caseCard = (c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    image: c.image,
    directions: directionsOf(c),
    date: c.date,
    modified: c.modified ?? DEMO_MODIFIED,
  });
  const neighbour = (c) => ({ slug: c.slug, title: c.title, image: c.image });

  function portfolioList(query) {
    const ids = filterIds([...query.getAll('categories[]'), ...query.getAll('categories')]);
    const list = ids.length
      ? cases.filter((c) => c.directions.some((d) => ids.includes(String(d))))
      : cases;
    const { items, meta } = paginate(list, query.get('page'), query.get('count'), 4);
    return ok({ data: { portfolio: items.map(caseCard), categories: portfolioCategories }, meta });
  }

  // WP-API.md: an unpublished case (a draft, an archived one) is as unknown as a missing one.
  function caseDetail(slug) {
    if (UNPUBLISHED_CASE_SLUGS.includes(slug)) return notFound();
    const index = cases.findIndex((c) => c.slug === slug);
    if (index === -1) return notFound();
    const c = cases[index];
    // Neighbours in the portfolio order; none before the first case or after the last.
    const at = (i) => (i >= 0 && i < cases.length ? neighbour(cases[i]) : null);
    return ok({
      data: {
        case: {
          title: c.title,
          case_description_extended: c.case_description_extended,
          image: c.image,
          background_color: c.background_color,
          directions: directionsOf(c),
          case_outer_link: c.case_outer_link,
          is_constructor: c.is_constructor,
          constructor: c.constructor.map((block) => withBlockDefaults(block, BLOCK_DEFAULTS)),
          technologies: c.technologies.map((title) => ({ title })),
        },
        prev_case: at(index - 1),
        next_case: at(index + 1),
        // One site-wide setting in WordPress: the same promo options on every case.
        create_solution: CREATE_SOLUTION,
        seo_data: c.seo,
      },
    });
  }

  function blogList(query) {
    const ids = filterIds(query.getAll('category'));
    const list = ids.length
      ? articles.filter((a) => a.categories.some((id) => ids.includes(String(id))))
      : articles;
    const { items, meta } = paginate(list, query.get('page'), query.get('count'), 12);
    const cards = items.map(({ id, slug, title, excerpt, image, date, modified }) => ({
      id,
      slug,
      title,
      excerpt,
      image,
      date,
      modified: modified ?? date,
    }));
    return ok({ data: { articles: cards, categories: blogCategories }, meta });
  }

  function article(slug) {
    const a = articles.find((item) => item.slug === slug);
    if (!a) return notFound();
    const categories = a.categories.map((id) => blogCategoryById.get(String(id)));
    return ok({
      data: {
        article: { title: a.title, content: a.content, image: a.image, date: a.date, categories },
        seo_data: a.seo,
      },
    });
  }

  function solution(slug) {
    const s = solutions.find((item) => item.slug === slug);
    if (!s) return notFound();
    return ok({
      data: { solution: { title: s.title, content: s.content, image: s.image }, seo_data: s.seo },
    });
  }

  const header = () =>
    ok({ counts: { articles: articles.length, cases: cases.length, vacancy: VACANCIES.length } });
  const solutionList = () =>
    ok({
      data: {
        solutions: solutions.map(({ id, slug, title, excerpt, image, modified }) => ({
          id,
          slug,
          title,
          excerpt,
          image,
          modified: modified ?? DEMO_MODIFIED,
        })),
      },
    });
  const vacancyList = () => ok({ data: { vacancies: VACANCIES } });
  function vacancy(slug) {
    const v = VACANCIES.find((item) => item.slug === slug);
    return v ? ok({ data: { vacancy: v } }) : notFound();
  }

  /**
   * Answers a GET below the API base. `segments` are the decoded path segments, e.g.
   * ['portfolio', 'fk-volna']; returns null for an unknown route.
   */
  return function get(segments, query) {
    const [resource, slug, ...rest] = segments;
    if (rest.length > 0) return null;
    if (slug === undefined) {
      if (resource === 'header') return header();
      if (resource === 'portfolio') return portfolioList(query);
      if (resource === 'blog') return blogList(query);
      if (resource === 'solutions') return solutionList();
      if (resource === 'vacancies') return vacancyList();
      return null;
    }
    if (resource === 'portfolio') return caseDetail(slug);
    if (resource === 'blog') return article(slug);
    if (resource === 'solutions') return solution(slug);
    if (resource === 'vacancies') return vacancy(slug);
    return null;
  };
}
