// Posts of every kind (cases, articles, solutions, vacancies) created or updated by slug, and what
// WordPress stored of each compared with what was sent.
import { compare } from './changes.mjs';

/** The ids of the posts that already carry these slugs, 50 slugs a request. */
async function existingBySlug(api, restBase, kind, slugs) {
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
  return existing;
}

/** Every field sent, compared with the raw value WordPress answered. */
function compareStored(changed, name, body, data) {
  compare(changed, name, 'title', body.title, data.title?.raw);
  compare(changed, name, 'content', body.content, data.content?.raw);
  if (body.excerpt !== undefined)
    compare(changed, name, 'excerpt', body.excerpt, data.excerpt?.raw);
  if (data.slug !== body.slug) compare(changed, name, 'slug', body.slug, data.slug);
  if (data.status !== body.status) compare(changed, name, 'status', body.status, data.status);
  if (body.date_gmt) compare(changed, name, 'date_gmt', body.date_gmt, data.date_gmt);
  for (const [key, value] of Object.entries(body.meta ?? {})) {
    compare(changed, name, `meta.${key}`, value, data.meta?.[key]);
  }
  for (const tax of ['directions', 'technologies', 'categories']) {
    if (body[tax]) compare(changed, name, `${tax} (order)`, body[tax], data[tax]);
  }
}

/**
 * Creates or updates (by slug) every item ({ label, body }) of one post type; returns slug →
 * WordPress id.
 */
export async function upsertAll(api, changed, restBase, kind, items) {
  const existing = await existingBySlug(
    api,
    restBase,
    kind,
    items.map((i) => i.body.slug),
  );
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
    compareStored(changed, `${kind} ${label}`, body, data);
  };
  // New items one at a time, so their ids ascend in the demo's order on every fresh import;
  // updates of existing ones in parallel.
  for (const item of items.filter((i) => !existing.has(i.body.slug))) await upsert(item);
  await Promise.all(items.filter((i) => existing.has(i.body.slug)).map(upsert));
  return ids;
}
