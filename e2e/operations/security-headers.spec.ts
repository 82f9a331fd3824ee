// Security headers on every kind of response, and a Content-Security-Policy the site lives with:
// no violation while the pages with the most moving parts load and scroll (issue 9, part 1).
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { WP_ORIGIN } from '../helpers/wp';

// The demo WordPress is on loopback: the policy allows its host on any port (docs/configuration.md), so one build shows media from a WordPress on any local port.
const WP_MEDIA = `${new URL(WP_ORIGIN).protocol}//${new URL(WP_ORIGIN).hostname}:*`;

function expectSecurityHeaders(response: APIResponse, what: string) {
  const h = response.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  // Images and connections: the site and the WordPress media host only.
  expect(csp, what).toContain(`img-src 'self' data: blob: ${WP_MEDIA};`);
  expect(csp, what).toContain(`connect-src 'self' ${WP_MEDIA};`);
  expect(h['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toContain('camera=()');
  expect(h['x-frame-options'], what).toBe('DENY');
}

test('HTML, API, static files and the 404 page carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'the home page');

  const script = (await home.text()).match(/<script src="(\/_next\/static\/[^"]+\.js[^"]*)"/)?.[1];
  expect(script, 'a script of the home page').toBeTruthy();
  const chunk = await request.get(script ?? '');
  expect(chunk.status()).toBe(200);
  expectSecurityHeaders(chunk, 'a static chunk');

  const api = await request.post('/api/revalidate/', { data: { type: 'all' } });
  expect(api.status()).toBe(401);
  expectSecurityHeaders(api, 'the revalidation API');

  for (const path of ['/robots.txt', '/img/main-elem.png', '/sitemap.xml']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectSecurityHeaders(res, path);
  }

  const missing = await request.get('/no-such-page/');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, 'the 404 page');
});

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/** Scrolls to the bottom in viewport steps, letting scroll-driven animations and lazy parts run. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForTimeout(500);
}

for (const path of ['/', '/cases/beg-goroda/', '/sportsite/', '/support/']) {
  test(`no CSP violation while ${path}?hero=3d loads and scrolls`, async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const response = await page.goto(`${path}?hero=3d`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    expect(violations).toEqual([]);
  });
}

test('the policy is enforced: an image from a foreign host is refused and reported', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/about/');
  // What an injected image from a foreign host would do: blocked and reported.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://tracker.example.com/pixel.gif';
    document.body.append(img);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('tracker.example.com');
});
