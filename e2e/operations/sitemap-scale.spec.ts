// The sitemap scales (issue 32): a demo WordPress with 1,200 generated articles more than its own
// (DEMO_WP_EXTRA_ARTICLES) and a site server of its own on it; the sitemap index lists files of
// at most 1,000 URLs, and those files hold every one of the articles, once. Requests only, no
// browser page. The site runs from a copy of the build, so that its WordPress answers never mix
// with the suite's server's in the build's cache folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { DemoWp } from '../../demo-wp/server.mjs';
import { sitemapUrls } from '../helpers/crawl';
import { STANDALONE_SERVER } from '../helpers/server';
import { REVALIDATE_KEY, REVALIDATE_SECRET } from '../helpers/wp';

const EXTRA = 1_200;
const port = Number(process.env.PORT || 3000) + 60;
const origin = `http://localhost:${port}`;
let wp: DemoWp | null = null;
let site: ChildProcess | null = null;
let copy = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Loaded at run time: Playwright would compile a static import of an .mjs file to CommonJS.
  const { startDemoWp } = await import('../../demo-wp/server.mjs');
  wp = await startDemoWp({
    port: Number(process.env.DEMO_WP_PORT || 4010) + 60,
    mode: 'ok',
    latencyMs: 0,
    match: null,
    extraArticles: EXTRA,
  });
  copy = await mkdtemp(path.join(tmpdir(), 'sitemap-scale-site-'));
  await cp(path.dirname(STANDALONE_SERVER), copy, { recursive: true, verbatimSymlinks: true });
  site = spawn(process.execPath, [path.join(copy, 'server.js')], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: 'localhost',
      WP_API_URL: wp.apiUrl,
      SITE_URL: origin,
      REVALIDATE_SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let up = false;
  for (let i = 0; i < 300 && !up && site.exitCode === null; i += 1) {
    try {
      up = (await fetch(`${origin}/robots.txt`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error(`the sitemap test's site server did not start on ${origin}`);
  // The build cached the WordPress answers of the suite's demo (13 articles): expire them, as
  // WordPress would after a save, so that the site reads this WordPress.
  const expired = await fetch(`${origin}/api/revalidate/?expire=now`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': REVALIDATE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'all' }),
  });
  if (!expired.ok) throw new Error(`expiring the build's data failed: HTTP ${expired.status}`);
});

test.afterAll(async () => {
  if (site?.pid && site.exitCode === null) process.kill(-site.pid, 'SIGTERM');
  await wp?.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

test('the sitemap index lists every one of more than 1,000 articles, in files of at most 1,000', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // Every article WordPress lists, from its own API.
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`${wp!.apiUrl}/blog?page=${page}&count=100`);
    const body = (await res.json()) as {
      data: { articles: { slug: string }[] };
      meta: { last_page: number };
    };
    slugs.push(...body.data.articles.map((a) => a.slug));
    if (page >= body.meta.last_page) break;
  }
  expect(slugs.length).toBeGreaterThan(EXTRA);

  const { files, urls, xml } = await sitemapUrls(request, origin);
  const articleFiles = files.filter((f) => /\/sitemaps\/articles-\d+\.xml$/.test(f));
  expect(articleFiles).toEqual(
    Array.from(
      { length: Math.ceil(slugs.length / 1000) },
      (_, i) => `${origin}/sitemaps/articles-${i + 1}.xml`,
    ),
  );
  for (const text of xml) expect((text.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(1000);

  const listed = urls.filter((u) => u.startsWith(`${origin}/blog/`) && u !== `${origin}/blog/`);
  const expected = slugs.map((s) => `${origin}/blog/${encodeURIComponent(s)}/`);
  expect(listed.length).toBe(expected.length);
  expect(new Set(listed)).toEqual(new Set(expected));
  // Each with WordPress's modified date.
  const second = xml[files.indexOf(`${origin}/sitemaps/articles-2.xml`)]!;
  expect((second.match(/<lastmod>/g) ?? []).length).toBe((second.match(/<url>/g) ?? []).length);
});
