// @vitest-environment node
// A production build never bakes the demo WordPress into a public site: with a public SITE_URL and
// no WP_API_URL, `npm run build` stops with a message saying what to set.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoBuildRefusal, isBuildCommand, isLocalUrl } from '../../scripts/build-guard.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('demoBuildRefusal', () => {
  it('stops a build with a public SITE_URL and no WP_API_URL, naming both', () => {
    const message = demoBuildRefusal({ SITE_URL: 'https://orbita.example' });
    expect(message).toMatch(/SITE_URL is https:\/\/orbita\.example/);
    expect(message).toMatch(/WP_API_URL is not set/);
    expect(message).toMatch(/demo WordPress/);
  });

  it('treats a blank WP_API_URL as unset', () => {
    expect(demoBuildRefusal({ SITE_URL: 'https://orbita.example', WP_API_URL: '' })).not.toBeNull();
  });

  it('stops when SITE_URL is not a URL at all (it cannot be this machine)', () => {
    expect(demoBuildRefusal({ SITE_URL: 'orbita.example' })).not.toBeNull();
  });

  it('lets a build with a real WordPress through', () => {
    expect(
      demoBuildRefusal({
        SITE_URL: 'https://orbita.example',
        WP_API_URL: 'https://admin.orbita.example/wp-json/studio/v1',
      }),
    ).toBeNull();
  });

  it.each([
    undefined,
    'http://localhost:3000',
    'http://127.0.0.1:3104',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
    'http://orbita.localhost:3000',
  ])('lets the demo build through when SITE_URL is %s', (site) => {
    expect(demoBuildRefusal({ SITE_URL: site })).toBeNull();
  });
});

describe('isLocalUrl and isBuildCommand', () => {
  it('does not take a public host that merely contains "localhost" for this machine', () => {
    expect(isLocalUrl('https://localhost.example.com')).toBe(false);
    expect(isLocalUrl('https://mylocalhost.ru')).toBe(false);
    expect(isLocalUrl('not a url')).toBe(false);
  });

  it('recognises `next build` only', () => {
    expect(isBuildCommand('next', ['build'])).toBe(true);
    expect(isBuildCommand('/app/node_modules/.bin/next', ['build'])).toBe(true);
    expect(isBuildCommand('next', ['dev'])).toBe(false);
    expect(isBuildCommand('next', ['start'])).toBe(false);
    expect(isBuildCommand('playwright', ['build'])).toBe(false);
  });
});

describe('scripts/with-demo-wp.mjs next build', () => {
  it('exits 1 with the message before starting anything', () => {
    // Should the guard ever fail, the build it lets through writes to a throw-away folder.
    const env = {
      ...process.env,
      SITE_URL: 'https://orbita.example',
      WP_API_URL: '',
      NEXT_DIST_DIR: '.next-build-guard-test',
    };
    const result = spawnSync(process.execPath, ['scripts/with-demo-wp.mjs', 'next', 'build'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Build stopped: SITE_URL is https:\/\/orbita\.example/);
    expect(result.stdout).not.toMatch(/Creating an optimized production build/);
  });
});
