// Pure helpers of scripts/main-thread.mjs, kept apart so that unit tests can reach them: a V8 CPU
// profile of one page load (the DevTools protocol's Profiler.stop), split by whose work it was.

/**
 * The main thread's busy time in `profile` (ms), split into:
 * - `site`: every sample with a frame of the site's own code on its stack (`isSite(frame)`), so
 *   the style and layout its calls force, and the framework code it calls, count as the site's;
 * - otherwise by the innermost frame that names a script: `framework` (React, Next.js, Turbopack's
 *   runtime), `document` (the page's inline scripts that are not the site's: the RSC payload);
 * - `native` (Blink's own work outside any script: parsing, style, layout, paint, `(program)`),
 *   `gc`.
 * `functions` sums the site's samples by the innermost site frame (`url:line:column name`): the
 * function whose own work, and what it called, they were. Idle samples are not counted.
 */
export function splitProfile(profile, isSite, kindOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  const split = { site: 0, framework: 0, document: 0, native: 0, gc: 0 };
  const functions = {};
  profile.samples.forEach((id, k) => {
    const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (!leaf) return;
    const name = leaf.callFrame.functionName;
    if (name === '(idle)') return;
    if (name === '(garbage collector)') return void (split.gc += ms);
    if (name === '(program)' || name === '(root)') return void (split.native += ms);
    let site = null;
    let named = null;
    for (let node = leaf; node; node = parents.get(node.id)) {
      const frame = node.callFrame;
      if (!site && isSite(frame))
        site =
          `${frame.url.replace(/\?.*$/, '').replace(/^.*\//, '') || '(inline)'}:${frame.lineNumber}:${frame.columnNumber} ${frame.functionName}`.trim();
      if (!named && frame.url) named = frame;
      if (site) break;
    }
    if (site) {
      split.site += ms;
      functions[site] = (functions[site] ?? 0) + ms;
    } else split[named ? kindOf(named) : 'native'] += ms;
  });
  return { split, functions };
}

/** The sum of a split's parts: the main thread's busy time. */
export function busy(split) {
  return Object.values(split).reduce((sum, ms) => sum + ms, 0);
}
