// The demo content the import sends: demo-wp/data's modules, read as they are.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's demo-wp/ folder: data/ and uploads/. */
export const DEMO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo-wp');

/** The demo's global create_solution; before create-solution.mjs existed, the first case's. */
async function loadCreateSolution(cases) {
  try {
    const { CREATE_SOLUTION } = await import(
      pathToFileURL(path.join(DEMO, 'data/create-solution.mjs'))
    );
    if (CREATE_SOLUTION) return CREATE_SOLUTION;
  } catch (error) {
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  return cases.find((c) => c.create_solution)?.create_solution ?? null;
}

/** Every list the import sends, under the demo's own names. */
export async function loadDemo() {
  const load = (file) => import(pathToFileURL(path.join(DEMO, 'data', file)));
  const [cases, articles, solutions, vacancies, categories, media] = await Promise.all([
    load('cases/index.mjs'),
    load('articles/index.mjs'),
    load('solutions.mjs'),
    load('vacancies.mjs'),
    load('categories.mjs'),
    load('media.mjs'),
  ]);
  return {
    CASES: cases.CASES,
    UNPUBLISHED_CASE_SLUGS: cases.UNPUBLISHED_CASE_SLUGS ?? [],
    ARTICLES: articles.ARTICLES,
    SOLUTIONS: solutions.SOLUTIONS,
    VACANCIES: vacancies.VACANCIES,
    DIRECTIONS: categories.DIRECTIONS,
    BLOG_CATEGORIES: categories.BLOG_CATEGORIES,
    MEDIA: media.MEDIA,
    CREATE_SOLUTION: await loadCreateSolution(cases.CASES),
  };
}
