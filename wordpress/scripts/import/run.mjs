// The demo import in its order: media, terms, the create_solution setting, then cases (drafts
// included), articles, solutions and vacancies, each step timed in the log; resolves to a summary.
import { markerKey } from './blocks.mjs';
import { articleItems, caseItems, draftItems, solutionItems, vacancyItems } from './bodies.mjs';
import { compare, logChanges } from './changes.mjs';
import { createClient } from './client.mjs';
import { loadDemo } from './demo.mjs';
import { importMedia } from './media.mjs';
import { upsertAll } from './posts.mjs';
import { importTerms } from './terms.mjs';

/** Seconds since the previous call (or since it was made), as '1.2 s'. */
function lapTimer() {
  let last = Date.now();
  return () => {
    const s = ((Date.now() - last) / 1000).toFixed(1);
    last = Date.now();
    return `${s} s`;
  };
}

/** The four post types, each after the one before: ids ascend in the same order on every run. */
async function importPosts({ api, changed, demo, published, drafts, terms, media, log, lap }) {
  const caseBodies = caseItems(published, terms, media);
  const draftBodies = draftItems(demo, published, drafts, terms, media);
  const cases = await upsertAll(api, changed, 'cases', 'case', [...caseBodies, ...draftBodies]);
  log(`import: cases ${published.length} published + ${drafts.length} draft in ${lap()}`);
  const articles = await upsertAll(
    api,
    changed,
    'posts',
    'article',
    articleItems(demo, terms, media),
  );
  log(`import: articles ${demo.ARTICLES.length} in ${lap()}`);
  const solutions = await upsertAll(
    api,
    changed,
    'solutions',
    'solution',
    solutionItems(demo, media),
  );
  log(`import: solutions ${demo.SOLUTIONS.length} in ${lap()}`);
  const vacancies = await upsertAll(api, changed, 'vacancies', 'vacancy', vacancyItems(demo));
  log(`import: vacancies ${demo.VACANCIES.length} in ${lap()}`);
  return { cases, articles, solutions, vacancies };
}

/**
 * Imports the demo content into WordPress through its REST API (application password auth).
 * @param {{ restUrl: string, user: string, appPassword: string,
 *   log?: (line: string) => void }} options
 */
export async function importDemo({ restUrl, user, appPassword, log = () => {} }) {
  if (!restUrl || !user || !appPassword)
    throw new Error('import: restUrl, user and appPassword are required');
  const started = Date.now();
  const demo = await loadDemo();
  const api = createClient({ restUrl, user, appPassword });
  const changed = [];
  const lap = lapTimer();

  const published = demo.CASES;
  const drafts = demo.UNPUBLISHED_CASE_SLUGS.filter(
    (slug) => !published.some((c) => c.slug === slug),
  );
  const { used, mediaMap, uploaded } = await importMedia(api, demo, published, changed);
  log(
    `import: media ${used.size} (${uploaded} uploaded, ${used.size - uploaded} already there) in ${lap()}`,
  );
  const media = {
    mediaId: (marker) => (markerKey(marker) ? mediaMap[markerKey(marker)].id : undefined),
    mediaUrlOf: (key) => mediaMap[key].url,
  };

  const terms = await importTerms(api, demo, published, changed);
  log(
    `import: terms: ${demo.DIRECTIONS.length} directions, ${demo.BLOG_CATEGORIES.length} categories, ` +
      `${terms.techNames.length} technologies in ${lap()}`,
  );

  if (demo.CREATE_SOLUTION) {
    const { data } = await api.call('POST', '/settings', {
      json: { create_solution: demo.CREATE_SOLUTION },
      label: 'setting create_solution',
    });
    compare(
      changed,
      'setting create_solution',
      'value',
      demo.CREATE_SOLUTION,
      data.create_solution,
    );
    log(`import: setting create_solution in ${lap()}`);
  }

  const ids = await importPosts({ api, changed, demo, published, drafts, terms, media, log, lap });
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  logChanges(changed, log);
  log(`import: done in ${seconds} s, ${api.requests()} requests`);
  return {
    media: used.size,
    directions: terms.directions,
    categories: terms.categories,
    technologies: terms.technologies,
    cases: published.length,
    drafts,
    articles: demo.ARTICLES.length,
    solutions: demo.SOLUTIONS.length,
    vacancies: demo.VACANCIES.length,
    ids,
    mediaMap,
    changed,
    seconds,
  };
}
