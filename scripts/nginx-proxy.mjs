// nginx in front of running servers, with the reverse proxy's own files (deploy/nginx/
// compression.conf, proxy.conf and static.conf, docs/operations.md 'The reverse proxy: nginx, with brotli'): for
// e2e/operations/proxy.spec.ts and `npm run bench -- --proxy`. One process as the invoking user,
// everything in a throw-away folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONF_DIR = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));

export const NGINX = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
].find((p) => existsSync(p));
const moduleFile = (name) =>
  ['/usr/lib/nginx/modules', '/usr/local/lib/nginx/modules']
    .map((dir) => path.join(dir, `ngx_http_${name}_module.so`))
    .find((p) => existsSync(p));
/** Both brotli modules: the filter (compression.conf) and the static one (static.conf). */
export const BROTLI_MODULES = [moduleFile('brotli_filter'), moduleFile('brotli_static')];
export const BROTLI_MODULE = BROTLI_MODULES.every(Boolean) ? BROTLI_MODULES[0] : undefined;
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((p) =>
  existsSync(p),
);
export const PROXY_MISSING =
  'nginx with the brotli modules is not installed (Debian: apt-get install -y nginx ' +
  'libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static); .ci/run installs them';

/** Resolves once something answers HTTP on the port, any status. */
async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts nginx with one server per entry: 127.0.0.1:port proxying to upstream (an origin such as
 * http://localhost:3000); with staticDir (that build's .next/static), its scripts and stylesheets
 * come from there, precompressed, as deploy/nginx/orbita.conf does. Throws when nginx or a
 * brotli module is missing or the config is bad.
 */
export async function startProxy(servers, { timeoutMs = 15_000 } = {}) {
  if (!NGINX || !BROTLI_MODULE || !MIME_TYPES) throw new Error(PROXY_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'orbita-nginx-'));
  const at = (name) => path.join(dir, name);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${at(name)};`)
    .join(' ');
  const conf = [
    ...BROTLI_MODULES.map((so) => `load_module ${so};`),
    'daemon off;',
    'master_process off;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events {}',
    'http {',
    `  include ${MIME_TYPES};`,
    '  access_log off;',
    `  ${temp}`,
    ...servers.flatMap(({ port, upstream, staticDir }) => {
      const site = `proxy_pass ${upstream}; include ${path.join(CONF_DIR, 'proxy.conf')};`;
      return [
        '  server {',
        `    listen 127.0.0.1:${port};`,
        `    include ${path.join(CONF_DIR, 'compression.conf')};`,
        `    location / { ${site} }`,
        ...(staticDir
          ? [
              '    location ~ ^/_next/static/(?<orbita_file>.+\\.(?:js|css))$ {',
              `      alias ${path.resolve(staticDir)}/$orbita_file;`,
              `      include ${path.join(CONF_DIR, 'static.conf')};`,
              '    }',
              `    location @orbita_site { ${site} }`,
            ]
          : []),
        '  }',
      ];
    }),
    '}',
  ].join('\n');
  writeFileSync(at('nginx.conf'), conf);
  const args = ['-p', dir, '-c', at('nginx.conf'), '-e', at('error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  }
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + timeoutMs;
  for (const { port } of servers) {
    while (!(await answers(port))) {
      if (child.exitCode !== null || Date.now() > until) {
        stop();
        throw new Error(`nginx did not answer on port ${port}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { stop };
}
