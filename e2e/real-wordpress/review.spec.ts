// What a WordPress security review checks at run time, on the real WordPress (docs/security.md
// 'How the plugin is checked'; phpcs checks the same rules in the source): every route of the
// contract decides who may call it in its permission_callback (the public reads are public, the
// form, the previews, the approval links' site calls and the editor renders' redemption refuse a
// caller without their key before the route runs, the case editor's routes (approval links,
// render links) anyone not signed in), and every
// admin-post action of the plugin refuses a request without its nonce, and a signed-in user
// without the capability even with a valid nonce.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { logIn, type Account } from './admin';
import { wpPhp } from './db';
import { realWp, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});

const PLUGIN = 'wordpress/studio-headless';

/** The contract's routes that anyone may read (docs/WP-API.md), and the ones only the site may call. */
const PUBLIC_READS = [
  '/header',
  '/portfolio',
  '/portfolio/(?P<slug>[^/]+)',
  '/blog',
  '/blog/(?P<slug>[^/]+)',
  '/solutions',
  '/solutions/(?P<slug>[^/]+)',
  '/vacancies',
  '/vacancies/(?P<slug>[^/]+)',
];
const SITE_ONLY: Record<string, string> = {
  '/form': 'studio_form_permission',
  '/preview': 'studio_preview_permission',
  '/preview/(?P<type>case|article|solution)/(?P<id>\\d+)': 'studio_preview_permission',
  '/approval': 'studio_approval_site_permission',
  '/approval/decision': 'studio_approval_site_permission',
  '/render': 'studio_render_permission',
};
/**
 * The routes of the case editor: a signed-in editor who may edit that case (docs/WP-API.md
 * 'Approval links', 'Editor renders').
 */
const EDITOR_ONLY: Record<string, string> = {
  '/approval-links': 'studio_approval_post_permission',
  '/approval-links/(?P<link>\\d+)': 'studio_approval_link_permission',
  '/render-links': 'studio_render_links_permission',
};

type Endpoint = { route: string; methods: string[]; permission: string | null };

/** Every endpoint WordPress registered under the contract's namespace, read inside WordPress. */
function contractEndpoints(): Endpoint[] {
  const json = wpPhp(
    { socket: state!.socket, dataDir: state!.dataDir, url: state!.url },
    `$out = array();
     foreach ( rest_get_server()->get_routes( 'studio/v1' ) as $route => $handlers ) {
       foreach ( $handlers as $handler ) {
         $p = $handler['permission_callback'] ?? null;
         $out[] = array(
           'route' => substr( $route, strlen( '/studio/v1' ) ),
           'methods' => array_keys( $handler['methods'] ),
           'permission' => null === $p ? null : ( is_string( $p ) ? $p : 'closure' ),
         );
       }
     }
     echo wp_json_encode( $out );`,
  );
  return (JSON.parse(json) as Endpoint[]).filter((e) => e.route !== '');
}

/** The plugin's admin-post actions, from its source (so a new one is checked without a list). */
function adminPostActions(dir = PLUGIN): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return adminPostActions(full);
    if (!name.endsWith('.php')) return [];
    return [
      ...readFileSync(full, 'utf8').matchAll(/add_action\(\s*'admin_post_([a-z0-9_]+)'/g),
    ].map((m) => m[1]!);
  });
}

test('every route of the contract decides its access in its permission_callback', async () => {
  const endpoints = contractEndpoints();
  // Each handler is one entry: the sidebar's list and its «Создать ссылку» share a route.
  expect([...new Set(endpoints.map((e) => e.route))].sort()).toEqual(
    [...PUBLIC_READS, ...Object.keys(SITE_ONLY), ...Object.keys(EDITOR_ONLY)].sort(),
  );
  for (const { route, methods, permission } of endpoints) {
    if (PUBLIC_READS.includes(route)) {
      expect(methods, route).toEqual(['GET']);
      expect(permission, route).toBe('__return_true');
    } else {
      expect(permission, route).toBe(SITE_ONLY[route] ?? EDITOR_ONLY[route]);
    }
  }
  // Refused by the permission_callback: WordPress's error answer, not the route's own.
  const refused = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${state!.apiUrl}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-preview-secret': 'a-guess',
        'x-approval-secret': 'a-guess',
        'x-render-secret': 'a-guess',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  };
  const forbidden = { status: 403, code: 'studio_forbidden' };
  expect(await refused('POST', '/form', { name: 'Без секрета' })).toEqual(forbidden);
  expect(await refused('POST', '/preview', { token: 'x.y' })).toEqual(forbidden);
  expect(await refused('GET', '/preview/case/1')).toEqual(forbidden);
  expect(await refused('POST', '/approval', { token: 'A'.repeat(43) })).toEqual(forbidden);
  expect(await refused('POST', '/approval/decision', { token: 'A'.repeat(43) })).toEqual(forbidden);
  expect(await refused('POST', '/render', { token: 'x.y' })).toEqual(forbidden);
  // Nobody signed in: WordPress's own refusal of the sidebar's routes.
  for (const [method, route] of [
    ['GET', '/approval-links?post=1'],
    ['POST', '/approval-links'],
    ['DELETE', '/approval-links/1'],
    ['POST', '/render-links'],
  ] as const) {
    const { status } = await refused(method, route, method === 'POST' ? { post: 1 } : undefined);
    expect([401, 403], `${method} ${route}`).toContain(status);
  }
});

/** A browser of its own, signed in with that account. */
async function signedIn(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account);
  return { context, page };
}

test('every admin-post action refuses a missing nonce, and a user without the capability', async ({
  browser,
}) => {
  const actions = adminPostActions();
  expect(actions.sort()).toEqual(['studio_leads_export', 'studio_webhook_test']);
  const login = `reader-${Date.now()}`;
  const password = `Reader-${Date.now()}-pass!`;
  const place = { socket: state!.socket, dataDir: state!.dataDir, url: state!.url };
  const user = {
    id: Number(
      wpPhp(
        place,
        `echo (int) wp_insert_user( array( 'user_login' => ${JSON.stringify(login)}, 'user_email' => ${JSON.stringify(`${login}@example.ru`)}, 'user_pass' => ${JSON.stringify(password)}, 'role' => 'subscriber' ) );`,
      ),
    ),
  };
  expect(user.id).toBeGreaterThan(0);
  const admin = await signedIn(browser, state!);
  const reader = await signedIn(browser, { url: state!.url, user: login, password });
  try {
    // A user's own nonce for an action, made inside WordPress for that browser's session (a
    // nonce is tied to the user and to the session token in the logged-in cookie). Made the same
    // way, the administrator's passes: so the reader's is as good, and only the capability stops it.
    const nonceFor = async (who: typeof admin, id: number, action: string) => {
      const cookie = (await who.context.cookies()).find((c) =>
        c.name.startsWith('wordpress_logged_in_'),
      )!;
      return wpPhp(
        place,
        `$_COOKIE[ LOGGED_IN_COOKIE ] = ${JSON.stringify(decodeURIComponent(cookie.value))};
         wp_set_current_user( ${id} );
         echo wp_create_nonce( ${JSON.stringify(action)} );`,
      ).trim();
    };
    const adminId = Number(
      wpPhp(place, `echo (int) get_user_by( 'login', ${JSON.stringify(state!.user)} )->ID;`),
    );
    for (const action of actions) {
      const post = (page: typeof admin.page, form: Record<string, string>) =>
        page.request.post(`${state!.url}/wp-admin/admin-post.php`, {
          form: { action, ...form },
          maxRedirects: 0,
        });
      const withoutNonce = await post(admin.page, {});
      expect(withoutNonce.status(), `${action} without a nonce`).toBe(403);
      const asAdmin = await post(admin.page, { _wpnonce: await nonceFor(admin, adminId, action) });
      expect(asAdmin.status(), `${action} as the administrator`).not.toBe(403);
      const asReader = await post(reader.page, {
        _wpnonce: await nonceFor(reader, user.id, action),
      });
      expect(asReader.status(), `${action} as a subscriber`).toBe(403);
      expect(asReader.headers()['content-type'] ?? '').not.toContain('text/csv');
      const anonymous = await fetch(`${state!.url}/wp-admin/admin-post.php`, {
        method: 'POST',
        body: new URLSearchParams({ action }),
        redirect: 'manual',
      });
      expect(anonymous.status, `${action} signed out`).toBeGreaterThanOrEqual(400);
    }
  } finally {
    await admin.context.close();
    await reader.context.close();
    wpPhp(
      place,
      `require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${user.id} );`,
    );
  }
});
