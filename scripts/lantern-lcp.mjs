// `npm run bench -- --lcp-graph`: which scripts Lighthouse's simulation counted on the way to
// the LCP of one simulated run (docs/performance.md 'The first frame'). Lantern simulates every request of the
// unthrottled load that finished before the LCP frame was shown, and a script when the main-thread
// task that ran it started before that frame; the bench prints, per run, how many of the scripts
// and how many bytes the simulated LCP carried. Reads Lighthouse's own computed artifacts: their
// paths are internal, so a Lighthouse upgrade may move them, and then the line says so.

/**
 * @param {{ lhr: any, artifacts: any }} result what `lighthouse()` returned for a simulated run
 * @returns {Promise<{ counted: { url: string, bytes: number }[], scripts: number } | { error: string }>}
 */
export async function scriptsBeforeLcp({ lhr, artifacts }) {
  try {
    const [{ LanternLargestContentfulPaint }, { LoadSimulator }] = await Promise.all([
      import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
      import('lighthouse/core/computed/load-simulator.js'),
    ]);
    const settings = lhr.configSettings;
    const context = { computedCache: new Map(), settings };
    const devtoolsLog = artifacts.DevtoolsLog;
    const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
    const metric = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
      },
      context,
    );
    const sizes = new Map(
      (lhr.audits['network-requests']?.details?.items ?? []).map((r) => [r.url, r.transferSize]),
    );
    const counted = [];
    metric.pessimisticGraph.traverse((node) => {
      if (node.type === 'network' && node.request.resourceType === 'Script')
        counted.push({ url: node.request.url, bytes: sizes.get(node.request.url) ?? 0 });
    });
    const scripts = [...sizes.keys()].filter((url) => /\.m?js(\?|$)/.test(url)).length;
    return { counted, scripts };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** One line for the bench's per-run output. */
export function describeLcpGraph(graph) {
  if ('error' in graph) return `LCP graph unavailable (${graph.error.slice(0, 80)})`;
  const kb = graph.counted.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  return `the simulated LCP counts ${graph.counted.length} of ${graph.scripts} scripts (${kb.toFixed(0)} KB)`;
}
