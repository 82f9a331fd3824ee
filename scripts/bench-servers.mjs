// The servers a benchmark measures (scripts/bench.mjs, scripts/first-paint.mjs): the standalone
// build with the demo WordPress, and the bare one-page Next.js app on the project's node_modules.
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/** A one-page Next.js app on the project's own node_modules: the framework's floor. */
export async function startBaseline(port) {
  // One folder per port: several checkouts may benchmark on one machine at once.
  const dir = join(tmpdir(), `studio-bench-bare-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const files = {
    'package.json': '{"name":"baseline","private":true}',
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
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(bin('next'), ['build'], { cwd: dir, env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('The baseline app did not build');
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
