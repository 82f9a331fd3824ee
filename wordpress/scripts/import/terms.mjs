// The demo's terms: directions, blog categories and the cases' technologies, found by name or
// created in the demo's order, one at a time (ids ascending in creation order).

/** Term names come back with &, <, > as entities: compare names decoded. */
const decode = (s) =>
  String(s)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');

/** The WordPress ids of the named terms of one taxonomy, in the names' order. */
async function ensureTerms(api, changed, restBase, names, label) {
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

/**
 * Every term the content uses; resolves to { directions, categories (demo id → term id),
 * technologies (name → term id), techNames }. A name stored differently goes into `changed`.
 */
export async function importTerms(api, demo, published, changed) {
  const byDemoId = (list, ids) => Object.fromEntries(list.map((t, i) => [t.id, ids[i]]));
  const directions = byDemoId(
    demo.DIRECTIONS,
    await ensureTerms(
      api,
      changed,
      'directions',
      demo.DIRECTIONS.map((t) => t.title),
      'direction',
    ),
  );
  const categories = byDemoId(
    demo.BLOG_CATEGORIES,
    await ensureTerms(
      api,
      changed,
      'categories',
      demo.BLOG_CATEGORIES.map((t) => t.title),
      'category',
    ),
  );
  const techNames = [...new Set(published.flatMap((c) => c.technologies ?? []))];
  const techIds = await ensureTerms(api, changed, 'technologies', techNames, 'technology');
  const technologies = Object.fromEntries(techNames.map((name, i) => [name, techIds[i]]));
  return { directions, categories, technologies, techNames };
}

/** The WordPress ids of an item's demo term ids; an unknown one fails naming the item. */
export const mapIds = (ids, map, label) =>
  (ids ?? []).map((id) => {
    if (map[id] === undefined) throw new Error(`import: ${label}: unknown term ${id}`);
    return map[id];
  });
