// The servers a benchmark measures (scripts/bench.mjs, scripts/first-paint.mjs): the standalone
// build with the demo WordPress, and the bare one-page Next.js app on the project's node_modules.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { chunkSource } from './bench-lib.mjs';
import { precompress } from './precompress.mjs';
import { bin, ensureDemoWp, siteEnv } from './with-demo-wp.mjs';

export async function up(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}

async function waitUp(url, tries) {
  for (let i = 0; i < tries && !(await up(`${url}/`)); i += 1)
    await new Promise((r) => setTimeout(r, 500));
}

/** The standalone server of the existing build (`npm run build` first), as deployed. */
export async function startSite(port) {
  if (!existsSync('.next/standalone/server.js'))
    throw new Error('No production build: run `npm run build` first.');
  const url = `http://localhost:${port}`;
  const usingDemo = !process.env.WP_API_URL;
  const wp = usingDemo ? await ensureDemoWp() : { stop: () => {} };
  const env = { ...siteEnv(usingDemo), SITE_URL: url };
  const site = spawn(process.execPath, ['scripts/start.mjs', '-p', String(port)], {
    env,
    stdio: 'ignore',
  });
  await waitUp(url, 120);
  return { url, stop: () => (site.kill('SIGTERM'), wp.stop()) };
}

/**
 * Writes a Next.js app on the project's own node_modules into a fresh folder, builds it and starts
 * it: the bare page and the same-content twins are both such apps.
 */
async function startApp(dir, port, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries({
    'package.json': '{"name":"baseline","private":true}',
    ...files,
  })) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(bin('next'), ['build'], { cwd: dir, env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`The app in ${dir} did not build`);
  // Like the site's build (scripts/standalone-assets.mjs), for the proxy's static.conf.
  const staticDir = join(dir, '.next', 'static');
  precompress(staticDir);
  const server = spawn(bin('next'), ['start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitUp(url, 60);
  return { url, staticDir, stop: () => server.kill('SIGTERM') };
}

/** A one-page Next.js app on the project's own node_modules: the framework's floor. */
export async function startBaseline(port) {
  // One folder per port: several checkouts may benchmark on one machine at once.
  return startApp(join(tmpdir(), `studio-bench-bare-${port}`), port, {
    // The symlinked node_modules lies outside the app: let Turbopack resolve through it.
    'next.config.mjs': "export default { turbopack: { root: '/' } };",
    'app/layout.jsx':
      "export const metadata = { title: 'Базовая страница' };\n" +
      'export default function Layout({ children }) {\n' +
      '  return <html lang="ru"><body>{children}</body></html>;\n}\n',
    'app/page.jsx':
      "import Link from 'next/link';\n" +
      'export default function Page() {\n' +
      '  return <main><h1>Студия разработки</h1><p>Одна страница без данных.</p>' +
      '<Link href="/">На главную</Link></main>;\n}\n',
  });
}

/** Where a route's twin is served (the twin app has no trailing slashes: see startSameContent). */
export function twinPath(route) {
  return route === '/' ? '/' : route.replace(/\/+$/, '');
}

/**
 * The same-content twins of `routes` (scripts/same-content-lib.mjs): a bare Next.js app whose page
 * for each route renders, as server components only, the markup and CSS the site serves there;
 * its CSS inlined as the site's is (experimental.inlineCss). The site's images and fonts are
 * proxied from `siteUrl` under paths of the twin's own origin, as the site serves them from its own.
 */
export async function startSameContent(port, siteUrl, routes) {
  const { toElement, twinOf } = await import('./same-content-lib.mjs');
  const rewrite = (text) =>
    text
      .replaceAll('/_next/image?', '/site-image?')
      .replaceAll('/_next/static/media/', '/site-media/');
  const files = {};
  let htmlProps = {};
  for (const route of routes) {
    const twin = twinOf(await (await fetch(`${siteUrl}${route}`)).text(), rewrite);
    // The script preloads are the site's code, which the twin does not have.
    twin.head = twin.head.filter((link) => !String(link[1]?.href ?? '').includes('/_next/static/'));
    htmlProps = twin.htmlProps;
    const folder = twinPath(route).replace(/^\//, '');
    const at = (name) => (folder ? `app/${folder}/${name}` : `app/${name}`);
    const root = folder ? '../'.repeat(folder.split('/').length) : './';
    files[at('twin.json')] = JSON.stringify(twin);
    files[at('twin.css')] = twin.css;
    files[at('page.jsx')] =
      "import './twin.css';\n" +
      "import twin from './twin.json';\n" +
      `import { Tree } from '${root}tree.jsx';\n` +
      'export const metadata = { title: twin.title };\n' +
      'export default function Page() {\n' +
      '  return <Tree trees={[...twin.head, ...twin.body]} />;\n}\n';
  }
  return startApp(join(tmpdir(), `studio-bench-twin-${port}`), port, {
    ...files,
    'next.config.mjs':
      'export default {\n' +
      "  turbopack: { root: '/' },\n" +
      '  experimental: { inlineCss: true },\n' +
      '  async rewrites() {\n' +
      '    return {\n' +
      '      beforeFiles: [\n' +
      `        { source: '/site-image', destination: '${siteUrl}/_next/image' },\n` +
      `        { source: '/site-media/:path*', destination: '${siteUrl}/_next/static/media/:path*' },\n` +
      '      ],\n' +
      `      fallback: [{ source: '/:path*', destination: '${siteUrl}/:path*' }],\n` +
      '    };\n' +
      '  },\n' +
      '};\n',
    // The twin's own copy of toElement: the app imports nothing from the project.
    'app/tree.jsx':
      "import { createElement, Fragment } from 'react';\n" +
      `const toElement = ${toElement.toString()};\n` +
      'export function Tree({ trees }) {\n' +
      '  return createElement(Fragment, null, ...trees.map((t) => toElement(t, createElement)));\n}\n',
    'app/layout.jsx':
      `const htmlProps = ${JSON.stringify(htmlProps)};\n` +
      'export default function Layout({ children }) {\n' +
      '  return <html {...htmlProps}><body>{children}</body></html>;\n}\n',
  });
}

/** The chunk files an app started here (startBaseline, startSameContent) was built with. */
const chunksOf = (app) =>
  app && existsSync(resolve(app.staticDir, 'chunks'))
    ? readdirSync(resolve(app.staticDir, 'chunks'))
    : [];

/**
 * What each static chunk of the site is (chunkSource: 'framework', 'three.js' or 'site'), read once
 * from the site's build. A chunk the bare app or the twins were built with too is the framework's:
 * their builds hold no site code, and a chunk's name is its content's hash. Used by `bench` and
 * `bench:cpu`, so that both name the same chunks the same way.
 */
export function siteChunkSources(staticDir, ...frameworkApps) {
  const frameworkChunks = new Set(frameworkApps.flatMap(chunksOf));
  const known = new Map();
  return (pathname) => {
    if (!known.has(pathname)) {
      const file = resolve(staticDir, pathname.replace(/^\/_next\/static\//, ''));
      known.set(
        pathname,
        frameworkChunks.has(basename(pathname))
          ? 'framework'
          : existsSync(file)
            ? chunkSource(readFileSync(file, 'utf8'))
            : 'site',
      );
    }
    return known.get(pathname);
  };
}
