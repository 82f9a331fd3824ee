// Landmark names must be unique on a page (axe landmark-unique): a screen-reader user jumps
// between regions by name, and two regions called «Экраны проекта» cannot be told apart.

/** The case navigation's landmark name (CaseNav); RenderBlocks keeps the blocks' names clear of it. */
export const CASE_NAV_LABEL = 'Другие кейсы';

/**
 * The same names, each repeat numbered in page order: «Экраны проекта», «Экраны проекта (2)».
 * `taken` are names other landmarks of the page already use; undefined (no name) stays undefined.
 * Names are compared as a screen reader says them (case and spacing ignored).
 */
export function uniqueNames(
  names: readonly (string | undefined)[],
  taken: readonly string[] = [],
): (string | undefined)[] {
  const key = (name: string) => name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('ru');
  const used = new Set(taken.map(key));
  return names.map((name) => {
    if (name === undefined || name.trim() === '') return undefined;
    let candidate = name;
    for (let n = 2; used.has(key(candidate)); n += 1) candidate = `${name} (${n})`;
    used.add(key(candidate));
    return candidate;
  });
}
