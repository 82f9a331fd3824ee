// What WordPress stored differently from what the import sent (raw, context=edit): recorded per
// item and field, and logged at the end of the import.

/** Records { item, field, sent, stored } in `changed` when the two differ as JSON. */
export function compare(changed, item, field, sent, stored) {
  if (JSON.stringify(sent) !== JSON.stringify(stored)) changed.push({ item, field, sent, stored });
}

function short(value) {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** One line per recorded difference, after a heading; nothing when there is none. */
export function logChanges(changed, log) {
  if (changed.length === 0) return;
  log(`import: WordPress stored ${changed.length} value(s) differently from what was sent:`);
  for (const c of changed) {
    log(`  ${c.item} ${c.field}: sent ${short(c.sent)} stored ${short(c.stored)}`);
  }
}
