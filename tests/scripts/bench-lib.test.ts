import {
  BARE,
  blockingBySource,
  chunkSource,
  cpuMultiplier,
  formatGap,
  formatRow,
  hostSlowdown,
  jsBytes,
  median,
  nextSlowdown,
  paintedBeforeLoad,
  parseArgs,
  ratio,
  schedule,
  scriptsInHtml,
  twinLabel,
  twinOfLabel,
} from '../../scripts/bench-lib.mjs';

describe('the benchmark helpers', () => {
  it('alternates every page with the bare app, after one warm-up of each target', () => {
    const order = schedule(['/', '/about/'], 2, true).map((s) =>
      s.warmup
        ? `warm ${s.label}`
        : `${s.run} ${s.label}${s.pairedWith ? ` after ${s.pairedWith}` : ''}`,
    );
    expect(order).toEqual([
      'warm /',
      'warm /about/',
      `warm ${BARE}`,
      '1 /',
      `1 ${BARE} after /`,
      '1 /about/',
      `1 ${BARE} after /about/`,
      '2 /',
      `2 ${BARE} after /`,
      '2 /about/',
      `2 ${BARE} after /about/`,
    ]);
  });

  it('puts each page’s same-content twin between the page and the bare app', () => {
    const twin = twinLabel('/about/');
    expect(twinOfLabel(twin)).toBe('/about/');
    expect(twinOfLabel('/about/')).toBeUndefined();
    expect(twinOfLabel(BARE)).toBeUndefined();
    const order = schedule(['/about/'], 1, true, true).map((s) =>
      s.warmup
        ? `warm ${s.label}`
        : `${s.run} ${s.label}${s.pairedWith ? ` after ${s.pairedWith}` : ''}`,
    );
    expect(order).toEqual([
      'warm /about/',
      `warm ${twin}`,
      `warm ${BARE}`,
      '1 /about/',
      `1 ${twin}`,
      `1 ${BARE} after /about/`,
    ]);
  });

  it('splits a page’s gap to the bare app into the content’s and the site code’s parts', () => {
    const line = formatGap(
      {
        preset: 'mobile',
        route: '/support/',
        tbt: 945,
        lcp: 2249,
        performance: 78,
        bare: { tbt: 315, lcp: 1054 },
      },
      {
        preset: 'mobile',
        route: twinLabel('/support/'),
        tbt: 990,
        lcp: 2000,
        performance: 80,
        ratios: { tbt: 3.14 },
      },
    );
    expect(line).toContain('TBT 945 ms = bare 315 ms +675 ms content −45 ms site code');
    expect(line).toContain('LCP 2249 ms = bare 1054 ms +946 ms content +249 ms site code');
    expect(line).toContain('perf twin 80, page 78');
    expect(line).toContain("twin's TBT ×3.14 the bare page's");
  });

  it('measures only the pages without --baseline', () => {
    expect(schedule(['/'], 2, false).map((s) => s.label)).toEqual(['/', '/', '/']);
  });

  it('gives the throttling calculator’s multiplier for a benchmarkIndex', () => {
    expect(cpuMultiplier(1533)?.multiplier).toBeCloseTo(4, 1);
    expect(cpuMultiplier(1300)?.multiplier).toBeCloseTo(3, 5);
    expect(cpuMultiplier(1180)?.multiplier).toBeCloseTo(2.76, 2);
    expect(cpuMultiplier(800)?.multiplier).toBeCloseTo(2, 5);
    expect(cpuMultiplier(150)?.multiplier).toBeCloseTo(1, 5);
    const range = cpuMultiplier(1660)?.range ?? [];
    expect(range[0]).toBeLessThan(4.55);
    expect(range[1]).toBeGreaterThan(4.55);
    expect(cpuMultiplier(100)).toBeUndefined();
    expect(cpuMultiplier(Number.NaN)).toBeUndefined();
  });

  it('takes medians and ratios, and refuses to divide by nothing', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([undefined, 5])).toBe(5);
    expect(median([])).toBeUndefined();
    expect(ratio(300, 200)).toBe(1.5);
    expect(ratio(300, 0)).toBeUndefined();
    expect(ratio(undefined, 200)).toBeUndefined();
  });

  it('counts the scripts the HTML names as first-load JavaScript', () => {
    const html =
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
      '<script src="/_next/static/chunks/b.js?dpl=1&amp;v=2" async></script>' +
      '<link rel="stylesheet" href="/_next/static/chunks/c.css"/>' +
      // A client chunk named only in the inline RSC payload.
      '<script>self.__next_f.push([1,"5:I[1,[\\"/_next/static/chunks/d.js\\"],\\"Menu\\"]"])</script>';
    const first = scriptsInHtml(html);
    expect([...first]).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?dpl=1&v=2',
      '/_next/static/chunks/d.js',
    ]);
    const requests = [
      {
        url: 'http://localhost:3105/_next/static/chunks/a.js',
        resourceType: 'Script',
        transferSize: 1000,
      },
      {
        url: 'http://localhost:3105/_next/static/chunks/b.js?dpl=1&v=2',
        resourceType: 'Script',
        transferSize: 500,
      },
      {
        url: 'http://localhost:3105/_next/static/chunks/d.js',
        resourceType: 'Script',
        transferSize: 250,
      },
      {
        url: 'http://localhost:3105/_next/static/chunks/hero.js',
        resourceType: 'Script',
        transferSize: 9000,
      },
      {
        url: 'http://localhost:3105/_next/static/chunks/c.css',
        resourceType: 'Stylesheet',
        transferSize: 700,
      },
    ];
    expect(jsBytes(requests, first)).toEqual({ all: 10750, first: 1750 });
  });

  /** One page's medians, as the benchmark collects them. */
  const ROW = {
    preset: 'mobile',
    route: '/',
    performance: 97,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1800,
    tbt: 300,
    cls: 0,
    jsGzip: 2048,
    jsFirst: 1024,
  };

  it('prints one line with the medians and the ratios to the bare app', () => {
    const line = formatRow({
      ...ROW,
      ratios: { lcp: 1.5, tbt: 1.25, js: 2, jsFirstOver: -512 },
    });
    expect(line).toContain('LCP 1800 ms ×1.50');
    expect(line).toContain('TBT 300 ms ×1.25');
    expect(line).toContain('JS 2.0 KB ×2.00');
    expect(line).toContain('first-load 1.0 KB −0.5 KB');
    expect(line.split('\n')).toHaveLength(1);
  });

  it('counts the runs first painted before the load event, and prints the document and CSS sizes', () => {
    const at = (fcp: number, load: number) => ({
      observed: { observedFirstContentfulPaint: fcp, observedLoad: load },
    });
    const painted = paintedBeforeLoad([at(120, 300), at(1300, 450), at(200, 200), {}]);
    expect(painted).toBe('2/3');
    const line = formatRow({
      ...ROW,
      documentGzip: 40960,
      cssGzip: 0,
      paintedBeforeLoad: painted,
    });
    expect(line).toContain('FCP<load 2/3');
    expect(line).toContain('HTML 40.0 KB · CSS files 0.0 KB');
  });

  it('tells the framework, three.js and the site apart by what their chunks hold', () => {
    expect(chunkSource('throw Error("https://react.dev/errors/"+e)')).toBe('framework');
    expect(chunkSource('class WebGLRenderer{} "https://react.dev/errors/"')).toBe('three.js');
    expect(chunkSource('e.s(["__next_root_layout_boundary__",0,function(){}])')).toBe('framework');
    expect(
      chunkSource('if(null!=self.TURBOPACK_ASSET_SUFFIX)return self.TURBOPACK_ASSET_SUFFIX'),
    ).toBe('framework');
    expect(chunkSource('export function Header(){}')).toBe('site');
  });

  it('splits the blocking time between FCP and TTI by what ran in the long tasks', () => {
    const task = (url: string, startTime: number, duration: number) => ({
      url,
      startTime,
      duration,
    });
    const lhr = {
      audits: {
        'first-contentful-paint': { numericValue: 1000 },
        interactive: { numericValue: 3000 },
        'long-tasks': {
          details: {
            items: [
              // Before FCP: nothing of it blocks.
              task('http://localhost:3100/', 500, 300),
              // Straddles FCP: only its part after both FCP and its first 50 ms.
              task('http://localhost:3100/', 900, 200),
              task('http://localhost:3100/_next/static/chunks/react.js?dpl=x', 1200, 350),
              task('http://localhost:3100/_next/static/chunks/site.js', 1600, 120),
              task('Unattributable', 2000, 80),
              // Lighthouse's own evaluation, named by no URL.
              task('_lighthouse-eval.js', 2100, 60),
              // Straddles TTI: only up to it.
              task('http://localhost:3100/_next/static/chunks/react.js', 2900, 200),
              // After TTI: nothing.
              task('http://localhost:3100/_next/static/chunks/site.js', 3100, 400),
            ],
          },
        },
      },
    };
    const sources: Record<string, string> = {
      '/_next/static/chunks/react.js': 'framework',
      '/_next/static/chunks/site.js': 'site',
    };
    expect(blockingBySource(lhr, (path) => sources[path] ?? 'site')).toEqual({
      document: 100,
      framework: 300 + 50,
      site: 70,
      unattributed: 30 + 10,
    });
    const line = formatRow({ ...ROW, blocking: { framework: 350, document: 100, site: 70 } });
    expect(line).toContain('blocking by source: framework 350 ms · document 100 ms · site 70 ms');
  });

  it('slows a fast host to look like a slower one, never speeds a slow one up', () => {
    expect(hostSlowdown(2600, 1300)).toBe(2);
    expect(hostSlowdown(1000, 1300)).toBe(1);
    expect(hostSlowdown(undefined, 1300)).toBe(1);
    expect(hostSlowdown(2600, 0)).toBe(1);
  });

  it('follows a drifting host towards the target index, halfway each time, never below 1', () => {
    // The host slowed down: the run reported 650 under a 2× slowdown, so it needs less.
    expect(nextSlowdown(2, 650, 1300)).toBeCloseTo(2 * Math.SQRT1_2);
    // It sped up: more.
    expect(nextSlowdown(2, 2600, 1300)).toBeCloseTo(2 * Math.SQRT2);
    expect(nextSlowdown(2, 1300, 1300)).toBe(2);
    expect(nextSlowdown(1.1, 300, 1300)).toBe(1);
    // No reading: unchanged.
    expect(nextSlowdown(2, 0, 1300)).toBe(2);
    // Repeated on a steady host, it settles where the reported index is the target.
    let slowdown = 1;
    for (let i = 0; i < 12; i += 1) slowdown = nextSlowdown(slowdown, 2600 / slowdown, 1300);
    expect(slowdown).toBeCloseTo(2, 2);
  });

  it("reads the scripts' options", () => {
    expect(parseArgs(['--runs=5', '--baseline', '--routes=/,/about/'])).toEqual({
      runs: '5',
      baseline: 'true',
      routes: '/,/about/',
    });
  });
});
