// Content edits for tests that change WordPress content while the site runs (docs/operations.md
// 'Several instances with Redis'): a case renamed here is renamed in every answer that shows it (its page,
// the lists, its neighbours' links), as if an editor had saved it in WordPress.

/** Validates `{ case: slug, title }` (title null undoes the edit); returns { value } or { error }. */
export function parseEdit(input) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { error: 'expected a JSON object { case, title }' };
  }
  if (typeof input.case !== 'string' || input.case === '') {
    return { error: 'case must be the slug of a case' };
  }
  if (input.title !== null && (typeof input.title !== 'string' || input.title.trim() === '')) {
    return { error: 'title must be a non-empty string, or null to undo the edit' };
  }
  return { value: { slug: input.case, title: input.title } };
}

/** Renames every object `{ slug, title }` of an edited case, in place. */
function renameCards(node, titles) {
  if (Array.isArray(node)) {
    for (const item of node) renameCards(item, titles);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (typeof node.slug === 'string' && typeof node.title === 'string' && titles.has(node.slug)) {
    node.title = titles.get(node.slug);
  }
  for (const value of Object.values(node)) renameCards(value, titles);
}

/**
 * The answer to `segments` with the edits applied (a copy; the demo data stays untouched).
 * `titles` maps a case slug to its new title.
 */
export function applyEdits(segments, answer, titles) {
  if (titles.size === 0 || !answer) return answer;
  const body = structuredClone(answer.body);
  renameCards(body, titles);
  const [resource, slug] = segments;
  if (resource === 'portfolio' && titles.has(slug) && body?.data?.case) {
    body.data.case.title = titles.get(slug);
  }
  return { ...answer, body };
}
