// Imports the demo content (demo-wp/data) into a real WordPress through its REST API only.
//
// Library: `importDemo({ restUrl, user, appPassword, log })` → summary of what was imported.
// CLI: node wordpress/scripts/import-demo.mjs --url=http://127.0.0.1:4020 --user=admin
//      --app-password=XXXX   (or --rest-url=…/wp-json/wp/v2; WP_APP_PASSWORD in the environment)
// Idempotent: a second run updates by slug (media by file name) instead of duplicating.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runAsCli } from '../cli.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEMO = path.resolve(HERE, '../../../demo-wp');

/** At most this many requests at a time: `php -S` serves with two workers. */
const CONCURRENCY = 2;

const MIME = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

// Solutions and vacancies carry no date in the demo; their list order is menu_order, then date
// newest first, so each gets a date one hour older than the one before it, stable across runs.
const UNDATED_BASE = Date.parse('2025-01-01T09:00:00Z');
const undatedGmt = (index) => toGmt(new Date(UNDATED_BASE - index * 3_600_000).toISOString());

/** The demo's dates carry +03:00; WordPress takes `date_gmt` as UTC without a zone. */
function toGmt(date) {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) throw new Error(`import: invalid date ${date}`);
  return new Date(ms).toISOString().slice(0, 19);
}

/**
 * Block attributes as WordPress's serialize_block_attributes() writes them
 * (wp-includes/blocks.php): JSON, then the characters that could end the comment or be read as
 * HTML turned into escapes. PHP also escapes U+2028/U+2029, which JSON.stringify keeps as is.
 */
export function serializeBlockAttributes(attributes) {
  return JSON.stringify(attributes)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** One self-closing `studio/*` block per constructor entry (`_` in the type written as `-`). */
export function constructorToBlocks(entries, mediaUrlOf) {
  return entries
    .map(({ type, ...fields }) => {
      const name = `studio/${String(type).replace(/_/g, '-')}`;
      const attributes = toUrls(fields, mediaUrlOf);
      const json =
        Object.keys(attributes).length > 0 ? ` ${serializeBlockAttributes(attributes)}` : '';
      return `<!-- wp:${name}${json} /-->`;
    })
    .join('\n\n');
}

/** HTML content as one Custom HTML block, so the block editor keeps it untouched. */
const htmlBlock = (html) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;

/** Block images are URL strings: both media markers become the uploaded file's URL. */
function toUrls(value, mediaUrlOf) {
  if (Array.isArray(value)) return value.map((v) => toUrls(v, mediaUrlOf));
  if (value === null || typeof value !== 'object') return value;
  if ('$media' in value) return mediaUrlOf(value.$media);
  if ('$mediaUrl' in value) return mediaUrlOf(value.$mediaUrl);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toUrls(v, mediaUrlOf)]));
}

/** Every media key the value refers to, through either marker. */
function mediaKeys(value, into = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => mediaKeys(v, into));
  else if (value && typeof value === 'object') {
    if (typeof value.$media === 'string') into.add(value.$media);
    else if (typeof value.$mediaUrl === 'string') into.add(value.$mediaUrl);
    else Object.values(value).forEach((v) => mediaKeys(v, into));
  }
  return into;
}

const markerKey = (marker) => marker?.$media ?? marker?.$mediaUrl ?? null;

/** `constructor` is an own field of a case; on a plain object it would be Object itself. */
const constructorOf = (item) => (Object.hasOwn(item, 'constructor') ? item.constructor : []);

/** Leaves out empty values: WordPress would store '' and answer it (WP-API.md: never ''). */
function present(fields) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

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

async function loadDemo() {
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

/** A counting semaphore: `limit(fn)` runs fn when fewer than `max` are running. */
function limiter(max) {
  let running = 0;
  const queue = [];
  const next = () => {
    if (running >= max || queue.length === 0) return;
    running += 1;
    const { fn, resolve, reject } = queue.shift();
    fn()
      .then(resolve, reject)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  return (fn) =>
    new Promise((resolve, reject) => {
      queue.push({ fn, resolve, reject });
      next();
    });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function createClient({ restUrl, user, appPassword }) {
  const base = restUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`;
  const limit = limiter(CONCURRENCY);
  let requests = 0;

  /**
   * One REST call. Retried once on a network error or 5xx; a 4xx fails with the item's label and
   * WordPress's own code and message.
   */
  async function call(method, route, { json, body, headers = {}, label = route } = {}) {
    const init = {
      method,
      headers: { authorization: auth, accept: 'application/json', ...headers },
      body: json !== undefined ? JSON.stringify(json) : body,
    };
    if (json !== undefined) init.headers['content-type'] = 'application/json';
    for (let attempt = 1; ; attempt += 1) {
      let response;
      let text;
      try {
        response = await limit(async () => {
          requests += 1;
          const res = await fetch(`${base}${route}`, {
            ...init,
            signal: AbortSignal.timeout(120_000),
          });
          text = await res.text();
          return res;
        });
      } catch (error) {
        if (attempt < 2) {
          await sleep(500);
          continue;
        }
        throw new Error(
          `import: ${label}: ${method} ${route}: ${error.cause?.code ?? error.message}`,
        );
      }
      let data;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = undefined;
      }
      if (response.status >= 500 && attempt < 2) {
        await sleep(500);
        continue;
      }
      if (!response.ok || data === undefined) {
        const why = data?.code
          ? `${data.code}: ${data.message}`
          : `non-JSON answer: ${text.slice(0, 300).replace(/\s+/g, ' ')}`;
        throw new Error(`import: ${label}: ${method} ${route} → HTTP ${response.status} ${why}`);
      }
      return { data, headers: response.headers };
    }
  }

  /** Every page of a collection. */
  async function all(route, label) {
    const items = [];
    const sep = route.includes('?') ? '&' : '?';
    for (let page = 1; ; page += 1) {
      const { data, headers } = await call('GET', `${route}${sep}per_page=100&page=${page}`, {
        label,
      });
      items.push(...data);
      if (page >= Number(headers.get('x-wp-totalpages') ?? 1)) return items;
    }
  }

  return { call, all, requests: () => requests };
}

/** Term names come back with &, <, > as entities: compare names decoded. */
const decode = (s) =>
  String(s)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');

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
  const lap = (() => {
    let last = Date.now();
    return () => {
      const s = ((Date.now() - last) / 1000).toFixed(1);
      last = Date.now();
      return `${s} s`;
    };
  })();

  // --- media -------------------------------------------------------------------------------
  const published = demo.CASES;
  const drafts = demo.UNPUBLISHED_CASE_SLUGS.filter(
    (slug) => !published.some((c) => c.slug === slug),
  );
  const used = mediaKeys([published, demo.ARTICLES, demo.SOLUTIONS, demo.VACANCIES]);
  for (const key of used) {
    if (!demo.MEDIA[key]) throw new Error(`import: unknown media key ${key}`);
  }
  const existingMedia = new Map();
  for (const item of await api.all('/media?context=edit', 'media list')) {
    // The uploaded name; a '-scaled' copy (originals over 2560 px) keeps it in original_image.
    const file = item.media_details?.original_image ?? item.media_details?.file ?? item.source_url;
    existingMedia.set(path.posix.basename(file ?? ''), item);
  }
  const mediaMap = {};
  let uploaded = 0;
  await Promise.all(
    [...used].map(async (key) => {
      const entry = demo.MEDIA[key];
      const filename = path.posix.basename(entry.file);
      const alt = entry.alt ?? '';
      const found = existingMedia.get(filename);
      let item = found;
      if (!found) {
        const bytes = await readFile(path.join(DEMO, 'uploads', entry.file));
        const type = MIME[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
        ({ data: item } = await api.call('POST', `/media?alt_text=${encodeURIComponent(alt)}`, {
          body: bytes,
          headers: {
            'content-type': type,
            'content-disposition': `attachment; filename="${filename}"`,
          },
          label: `media ${key} (${entry.file})`,
        }));
        uploaded += 1;
      } else if ((found.alt_text ?? '') !== alt) {
        ({ data: item } = await api.call('POST', `/media/${found.id}`, {
          json: { alt_text: alt },
          label: `media ${key} alt text`,
        }));
      }
      if (item.alt_text !== alt)
        changed.push({ item: `media ${key}`, field: 'alt_text', sent: alt, stored: item.alt_text });
      mediaMap[key] = { id: item.id, url: item.source_url };
    }),
  );
  log(
    `import: media ${used.size} (${uploaded} uploaded, ${used.size - uploaded} already there) in ${lap()}`,
  );
  const mediaId = (marker) => (markerKey(marker) ? mediaMap[markerKey(marker)].id : undefined);
  const mediaUrlOf = (key) => mediaMap[key].url;

  // --- terms: in the demo's order, one at a time (ids ascending in creation order) ------------
  async function ensureTerms(restBase, names, label) {
    const existing = new Map(
      (await api.all(`/${restBase}?context=edit&hide_empty=false`, `${label} list`)).map((t) => [
        decode(t.name),
        t,
      ]),
    );
    const ids = [];
    for (const name of names) {
      let term = existing.get(name);
      if (!term) {
        ({ data: term } = await api.call('POST', `/${restBase}`, {
          json: { name },
          label: `${label} '${name}'`,
        }));
        existing.set(name, term);
      }
      if (term.name !== name)
        changed.push({ item: `${label} '${name}'`, field: 'name', sent: name, stored: term.name });
      ids.push(term.id);
    }
    return ids;
  }
  const byDemoId = (list, ids) => Object.fromEntries(list.map((t, i) => [t.id, ids[i]]));
  const directions = byDemoId(
    demo.DIRECTIONS,
    await ensureTerms(
      'directions',
      demo.DIRECTIONS.map((t) => t.title),
      'direction',
    ),
  );
  const categories = byDemoId(
    demo.BLOG_CATEGORIES,
    await ensureTerms(
      'categories',
      demo.BLOG_CATEGORIES.map((t) => t.title),
      'category',
    ),
  );
  const techNames = [...new Set(published.flatMap((c) => c.technologies ?? []))];
  const techIds = await ensureTerms('technologies', techNames, 'technology');
  const technologies = Object.fromEntries(techNames.map((name, i) => [name, techIds[i]]));
  const mapIds = (ids, map, label) =>
    (ids ?? []).map((id) => {
      if (map[id] === undefined) throw new Error(`import: ${label}: unknown term ${id}`);
      return map[id];
    });
  log(
    `import: terms: ${demo.DIRECTIONS.length} directions, ${demo.BLOG_CATEGORIES.length} categories, ` +
      `${techNames.length} technologies in ${lap()}`,
  );

  // --- the create_solution setting -----------------------------------------------------------
  if (demo.CREATE_SOLUTION) {
    const { data } = await api.call('POST', '/settings', {
      json: { create_solution: demo.CREATE_SOLUTION },
      label: 'setting create_solution',
    });
    compare('setting create_solution', 'value', demo.CREATE_SOLUTION, data.create_solution);
    log(`import: setting create_solution in ${lap()}`);
  }

  // --- posts of every kind -----------------------------------------------------------------------
  function compare(item, field, sent, stored) {
    if (JSON.stringify(sent) !== JSON.stringify(stored))
      changed.push({ item, field, sent, stored });
  }

  /** Creates or updates (by slug) every item of one post type; returns slug → WordPress id. */
  async function upsertAll(restBase, kind, items) {
    const slugs = items.map((i) => i.body.slug);
    const existing = new Map();
    for (let i = 0; i < slugs.length; i += 50) {
      const list = await api.all(
        `/${restBase}?context=edit&status=any&slug=${slugs
          .slice(i, i + 50)
          .map(encodeURIComponent)
          .join(',')}`,
        `${kind} list`,
      );
      for (const post of list) existing.set(post.slug, post.id);
    }
    const ids = {};
    const upsert = async ({ body, label }) => {
      let id = existing.get(body.slug);
      if (!id && body.status !== 'publish') {
        // WordPress 6.1 warns (undefined $id, $post_parent in WP_REST_Posts_Controller::
        // create_item) when a draft is created with a slug: create it bare, then update it.
        const bare = { ...body, slug: undefined };
        ({
          data: { id },
        } = await api.call('POST', `/${restBase}`, { json: bare, label: `${kind} ${label}` }));
      }
      const { data } = await api.call('POST', id ? `/${restBase}/${id}` : `/${restBase}`, {
        json: body,
        label: `${kind} ${label}`,
      });
      ids[body.slug] = data.id;
      const name = `${kind} ${label}`;
      compare(name, 'title', body.title, data.title?.raw);
      compare(name, 'content', body.content, data.content?.raw);
      if (body.excerpt !== undefined) compare(name, 'excerpt', body.excerpt, data.excerpt?.raw);
      if (data.slug !== body.slug) compare(name, 'slug', body.slug, data.slug);
      if (data.status !== body.status) compare(name, 'status', body.status, data.status);
      if (body.date_gmt) compare(name, 'date_gmt', body.date_gmt, data.date_gmt);
      for (const [key, value] of Object.entries(body.meta ?? {})) {
        compare(name, `meta.${key}`, value, data.meta?.[key]);
      }
      for (const tax of ['directions', 'technologies', 'categories']) {
        if (body[tax]) compare(name, `${tax} (order)`, body[tax], data[tax]);
      }
    };
    // New items one at a time, so their ids ascend in the demo's order on every fresh import;
    // updates of existing ones in parallel.
    for (const item of items.filter((i) => !existing.has(i.body.slug))) await upsert(item);
    await Promise.all(items.filter((i) => existing.has(i.body.slug)).map(upsert));
    return ids;
  }

  const seoMeta = (seo) =>
    present({
      seo_title: seo?.title,
      seo_description: seo?.description,
      seo_image: mediaId(seo?.image_url),
    });

  const caseBodies = published.map((c) => ({
    label: c.slug,
    body: {
      title: c.title,
      slug: c.slug,
      status: 'publish',
      date_gmt: toGmt(c.date),
      menu_order: c.menu_order ?? 0,
      directions: mapIds(c.directions, directions, `case ${c.slug}`),
      technologies: (c.technologies ?? []).map((name) => technologies[name]),
      featured_media: mediaId(c.image) ?? 0,
      content: constructorToBlocks(constructorOf(c), mediaUrlOf),
      meta: {
        ...present({
          case_description_extended: c.case_description_extended,
          case_outer_link: c.case_outer_link,
          background_color: c.background_color,
        }),
        ...(typeof c.is_constructor === 'boolean' ? { is_constructor: c.is_constructor } : {}),
        ...seoMeta(c.seo),
      },
    },
  }));
  // Known to WordPress but not published: the plugin must answer 404 for them. The draft carries
  // the one direction no published case has, so a list counting drafts would show it.
  const unusedDirection = demo.DIRECTIONS.find(
    (d) => !published.some((c) => c.directions?.includes(d.id)),
  );
  const draftBodies = drafts.map((slug, i) => ({
    label: `${slug} (draft)`,
    body: {
      title: 'Архивный кейс',
      slug,
      status: 'draft',
      date_gmt: undatedGmt(i),
      menu_order: 0,
      directions: unusedDirection ? [directions[unusedDirection.id]] : [],
      technologies: [],
      content: constructorToBlocks(
        [
          {
            type: 'case_page',
            title: 'Архивный кейс',
            content: [{ text: 'Этот кейс снят с публикации.' }],
          },
        ],
        mediaUrlOf,
      ),
      meta: { is_constructor: true },
    },
  }));
  const cases = await upsertAll('cases', 'case', [...caseBodies, ...draftBodies]);
  log(`import: cases ${published.length} published + ${drafts.length} draft in ${lap()}`);

  const articles = await upsertAll(
    'posts',
    'article',
    demo.ARTICLES.map((a) => ({
      label: a.slug,
      body: {
        title: a.title,
        slug: a.slug,
        status: 'publish',
        date_gmt: toGmt(a.date),
        excerpt: a.excerpt ?? '',
        categories: mapIds(a.categories, categories, `article ${a.slug}`),
        featured_media: mediaId(a.image) ?? 0,
        content: htmlBlock(a.content),
        meta: seoMeta(a.seo),
      },
    })),
  );
  log(`import: articles ${demo.ARTICLES.length} in ${lap()}`);

  const solutions = await upsertAll(
    'solutions',
    'solution',
    demo.SOLUTIONS.map((s, index) => ({
      label: s.slug,
      body: {
        title: s.title,
        slug: s.slug,
        status: 'publish',
        date_gmt: s.date ? toGmt(s.date) : undatedGmt(index),
        menu_order: index,
        excerpt: s.excerpt ?? '',
        featured_media: mediaId(s.image) ?? 0,
        content: htmlBlock(s.content),
        meta: seoMeta(s.seo),
      },
    })),
  );
  log(`import: solutions ${demo.SOLUTIONS.length} in ${lap()}`);

  // Vacancies have no slug in the demo: a stable one from the demo id makes re-runs update them.
  const vacancies = await upsertAll(
    'vacancies',
    'vacancy',
    demo.VACANCIES.map((v, index) => ({
      label: `${v.id} '${v.title}'`,
      body: {
        title: v.title,
        slug: `vacancy-${v.id}`,
        status: 'publish',
        date_gmt: undatedGmt(index),
        menu_order: index,
        content: htmlBlock(v.description),
        meta: present({ salary: v.salary, city: v.city, format: v.format }),
      },
    })),
  );
  log(`import: vacancies ${demo.VACANCIES.length} in ${lap()}`);

  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  if (changed.length > 0) {
    log(`import: WordPress stored ${changed.length} value(s) differently from what was sent:`);
    for (const c of changed) {
      log(`  ${c.item} ${c.field}: sent ${short(c.sent)} stored ${short(c.stored)}`);
    }
  }
  log(`import: done in ${seconds} s, ${api.requests()} requests`);
  return {
    media: used.size,
    directions,
    categories,
    technologies,
    cases: published.length,
    drafts,
    articles: demo.ARTICLES.length,
    solutions: demo.SOLUTIONS.length,
    vacancies: demo.VACANCIES.length,
    ids: { cases, articles, solutions, vacancies },
    mediaMap,
    changed,
    seconds,
  };
}

function short(value) {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

async function main(argv) {
  const value = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = value('url');
  const restUrl = value('rest-url') ?? (url ? `${url.replace(/\/+$/, '')}/wp-json/wp/v2` : null);
  const user = value('user') ?? 'admin';
  const appPassword = value('app-password') ?? process.env.WP_APP_PASSWORD;
  if (!restUrl || !appPassword) {
    console.error(
      'usage: node wordpress/scripts/import-demo.mjs --url=http://127.0.0.1:4020 --user=admin --app-password=XXXX',
    );
    return 2;
  }
  const summary = await importDemo({ restUrl, user, appPassword, log: console.log });
  // The id maps are for programs; the command line shows the counts.
  console.log(
    JSON.stringify({ ...summary, ids: undefined, mediaMap: undefined, changed: undefined }),
  );
  return 0;
}

runAsCli(import.meta.url, main);
