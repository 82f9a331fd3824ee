import 'server-only';
import { getArticles } from './blog';
import { getPortfolio } from './cases';
import { getSolutions } from './solutions';
import { getVacancies } from './vacancies';

const PAGE_SIZE = 50;
const MAX_PAGES = 20;

async function collect(
  load: (page: number) => Promise<{ slugs: string[]; lastPage: number } | null>,
): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await load(page);
    if (!result) break;
    slugs.push(...result.slugs);
    if (page >= result.lastPage) break;
  }
  return slugs;
}

/** Every case, article, solution and vacancy slug WordPress lists; empty lists when it is down. */
export async function getAllSlugs() {
  const [cases, articles, solutions, vacancies] = await Promise.all([
    collect(async (page) => {
      const r = await getPortfolio({ page, count: PAGE_SIZE });
      return r.ok
        ? { slugs: r.data.portfolio.map((c) => c.slug), lastPage: r.data.meta.last_page }
        : null;
    }),
    collect(async (page) => {
      const r = await getArticles({ page, count: PAGE_SIZE });
      return r.ok
        ? { slugs: r.data.articles.map((a) => a.slug), lastPage: r.data.meta.last_page }
        : null;
    }),
    getSolutions().then((r) => (r.ok ? r.data.map((s) => s.slug) : [])),
    getVacancies().then((r) => (r.ok ? r.data.map((v) => v.slug) : [])),
  ]);
  return { cases, articles, solutions, vacancies };
}
