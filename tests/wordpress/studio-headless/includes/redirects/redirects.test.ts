// @vitest-environment node
// The front-end redirect's path (studio_front_redirect_path in the plugin's
// includes/redirects/redirects.php), run by PHP itself with WordPress's hook functions stubbed:
// the path byte for byte, percent-encoding in its own case, every other byte encoded, and always
// one leading '/', so the site's origin before it stays the host. The real WordPress e2e
// (e2e/real-wordpress/exposure.spec.ts) sends the same over raw HTTP.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const FILE = path.resolve('wordpress/studio-headless/includes/redirects/redirects.php');

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** studio_front_redirect_path() of each request URI, in order. */
function paths(uris: string[]): string[] {
  const script = [
    "define('ABSPATH', '/');",
    'function add_action(...$a) {} function add_filter(...$a) {}',
    `require ${JSON.stringify(FILE)};`,
    'foreach (json_decode(stream_get_contents(STDIN), true) as $uri) {',
    '  echo studio_front_redirect_path($uri), "\\n";',
    '}',
  ].join('\n');
  const out = execFileSync('php', ['-r', script], {
    input: JSON.stringify(uris),
    encoding: 'utf8',
  });
  return out.split('\n').slice(0, uris.length);
}

describe.skipIf(!hasPhp() && !process.env.CI)('studio_front_redirect_path', () => {
  it('keeps a URL path byte for byte, percent-encoding in its own case', () => {
    const kept = [
      '/blog/%D0%BF%D1%80%D0%B8/',
      '/blog/%d0%bf%d1%80%d0%b8/',
      '/cases/muzey-chasov/',
      '/a-b_c.d~e!f&g(h)i*j+k,l;m=n:o@p/',
      '/%2F%2Fevil.example',
      '//evil.example/',
    ];
    expect(paths(kept)).toEqual(kept);
  });

  it('drops the query and the fragment', () => {
    expect(paths(['/blog/x/?utm_source=a&b=%D0', '/x#y', '/?author=1'])).toEqual([
      '/blog/x/',
      '/x',
      '/',
    ]);
  });

  it('percent-encodes every byte with no place in a URL path', () => {
    expect(
      paths(['/blog/при/', '/\\evil.example', '/a\r\nLocation: x', '/\'$"<>[]{}|^`', '/50%/x']),
    ).toEqual([
      '/blog/%D0%BF%D1%80%D0%B8/',
      '/%5Cevil.example',
      '/a%0D%0ALocation:%20x',
      '/%27%24%22%3C%3E%5B%5D%7B%7D%7C%5E%60',
      '/50%25/x',
    ]);
  });

  it('is "/" for a request target that is not a path', () => {
    expect(paths(['http://evil.example/', '@evil.example', '', 'evil.example/x'])).toEqual([
      '/',
      '/',
      '/',
      '/',
    ]);
  });
});
