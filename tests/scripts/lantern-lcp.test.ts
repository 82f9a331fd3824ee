// @vitest-environment node
// `npm run bench -- --lcp-graph` (scripts/lantern-lcp.mjs): the per-run line that says which
// scripts Lighthouse's simulation counted before the LCP, and what it says when it cannot tell.
import { describeLcpGraph, scriptsBeforeLcp } from '../../scripts/lantern-lcp.mjs';

describe('describeLcpGraph', () => {
  it('counts the scripts and their bytes', () => {
    const line = describeLcpGraph({
      counted: [
        { url: 'http://x/_next/static/chunks/a.js', bytes: 74_456 },
        { url: 'http://x/_next/static/chunks/b.js', bytes: 9_399 },
      ],
      scripts: 15,
    });
    expect(line).toBe('the simulated LCP counts 2 of 15 scripts (82 KB)');
  });

  it('says why when the graph could not be read', () => {
    expect(describeLcpGraph({ error: 'Cannot find module lighthouse/core/…' })).toMatch(
      /^LCP graph unavailable \(Cannot find module/,
    );
  });
});

describe('scriptsBeforeLcp', () => {
  it('answers with an error, never a throw, when the run carries no artifacts to read', async () => {
    const graph = await scriptsBeforeLcp({
      lhr: { configSettings: {}, audits: {} },
      artifacts: {},
    });
    expect('error' in graph).toBe(true);
    // The first call imports Lighthouse's simulator (hundreds of modules): 0.5 s alone, more than
    // vitest's 5 s when the whole suite loads a busy host at once.
  }, 30_000);
});
