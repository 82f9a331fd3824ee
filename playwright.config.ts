import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { releaseRun, releasesToTest, type WpRelease } from './e2e/real-wordpress/state';
import { STANDALONE_SERVER } from './e2e/helpers/server';

// Chromium: CHROMIUM_PATH when set (CI installs Debian's), else /usr/bin/chromium when present,
// else Playwright's own browser (`npx playwright install chromium` on a normal laptop).
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const PORT = Number(process.env.PORT || 3000);
const DEMO_WP_PORT = Number(process.env.DEMO_WP_PORT || 4010);
const externalSite = process.env.PLAYWRIGHT_BASE_URL;
export const REVALIDATE_SECRET =
  process.env.REVALIDATE_SECRET || 'demo-revalidate-secret-0123456789';

const siteEnv = {
  WP_API_URL: `http://127.0.0.1:${DEMO_WP_PORT}/wp-json/studio/v1`,
  SITE_URL: `http://localhost:${PORT}`,
  REVALIDATE_SECRET,
  NEXT_TELEMETRY_DISABLED: '1',
  // Leads (docs/leads.md): every spec posts from 127.0.0.1 and fills forms in milliseconds, so
  // the rate limit and the minimum fill time are relaxed; retries are quick; the outbox is the run's.
  LEAD_RATE_LIMIT_MAX: '1000',
  LEAD_MIN_FILL_MS: '0',
  LEAD_RETRY_BASE_MS: '1000',
  LEAD_RETRY_MAX_MS: '4000',
  LEAD_OUTBOX_DIR: `.data/e2e-lead-outbox-${PORT}`,
  // Fault specs recover WordPress and expect the next visit to ask it again: a short open circuit.
  WP_BREAKER_OPEN_MS: '1000',
};

/**
 * The site on a real WordPress with the plugin (e2e/real-wordpress/), once per supported release
 * (Debian 12's 6.1, Debian 13's 6.8), one release after the other: the setup starts WordPress,
 * imports the demo content and starts a second site server on it; the teardown checks
 * WordPress's logs and stops everything. Each project's name ends in its release, so every
 * test's line says which WordPress it ran on. After the rest but slow-host, so the two never
 * compete for the CPU with it; REAL_WP_ONLY=1 runs these alone, REAL_WP_RELEASES=6.8 one release only.
 */
function realWordPressProjects(releases: readonly WpRelease[], after: string[]) {
  return releases.flatMap((release, i) => {
    const metadata = { wpRelease: release };
    const use = {
      ...devices['Desktop Chrome'],
      viewport: { width: 1440, height: 900 },
      // The site server the setup starts on this release's WordPress.
      baseURL: releaseRun(release).siteOrigin,
    };
    const previous = releases[i - 1];
    return [
      {
        name: `real-wordpress-setup-${release}`,
        testMatch: /real-wordpress\/setup\.ts/,
        dependencies: previous ? [`real-wordpress-editing-${previous}`] : after,
        teardown: `real-wordpress-teardown-${release}`,
        metadata,
      },
      {
        name: `real-wordpress-teardown-${release}`,
        testMatch: /real-wordpress\/teardown\.ts/,
        metadata,
      },
      {
        // Reads only (and leads): parity with the demo first, while the content is the import's.
        name: `real-wordpress-${release}`,
        testMatch: /real-wordpress\/(parity|site)\.spec\.ts/,
        dependencies: [`real-wordpress-setup-${release}`],
        fullyParallel: false,
        workers: 1,
        metadata,
        use,
      },
      {
        // Editors change content in WordPress (the block editor, saves, trash), one file at a time.
        name: `real-wordpress-editing-${release}`,
        testMatch: /real-wordpress\/.*\.spec\.ts/,
        testIgnore: /real-wordpress\/(parity|site)\.spec\.ts/,
        dependencies: [`real-wordpress-${release}`],
        fullyParallel: false,
        workers: 1,
        metadata,
        use,
      },
    ];
  });
}

/** The specs of these folders of e2e/: each project picks its specs by folder (purpose). */
const specsIn = (...folders: string[]) => folders.map((folder) => `e2e/${folder}/**/*.spec.ts`);

/** The WordPress releases the real-WordPress projects run on (REAL_WP_RELEASES, or all). */
const releases = releasesToTest();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: externalSite || `http://localhost:${PORT}`,
    launchOptions: { executablePath },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // What a visitor does (visitor/), what the first frame and the first load carry
      // (performance/), and operations: the proxy, several instances, security headers, a new
      // build (operations/).
      name: 'desktop',
      testMatch: specsIn('visitor', 'performance', 'operations'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Specs that make the demo WordPress fail (e2e/faults/ and e2e/leads/) run alone, after
      // everything else; each flips the one global fault switch, so they also run one after the
      // other (a project each), never on two workers at once.
      name: 'wordpress-faults',
      testMatch: specsIn('faults'),
      dependencies: ['desktop'],
      fullyParallel: false,
      workers: 1, // its files flip the same switch: one file at a time
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Yandex Metrika and the verification tags (e2e/analytics/): with them off, the suite's own
      // server; with them on, the server of `npm run build:analytics`, which the spec starts on
      // PORT + 70 (these are build-time settings, docs/configuration.md).
      name: 'analytics',
      testMatch: specsIn('analytics'),
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      // Leads kept while WordPress fails and delivered once it recovers: the same global switch.
      name: 'lead-faults',
      testMatch: specsIn('leads'),
      dependencies: ['wordpress-faults'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    ...realWordPressProjects(releases, process.env.REAL_WP_ONLY ? [] : ['lead-faults']),
    {
      // The first paint on a slowed host (e2e/slow-host/): measured alone, once every other
      // project has run, so that no other test's load adds to it; and last, so that a browser's
      // race it loses keeps no other project from running.
      name: 'slow-host',
      testMatch: specsIn('slow-host'),
      dependencies: [
        releases.length && !process.env.REAL_WP_ONLY
          ? `real-wordpress-editing-${releases.at(-1)}`
          : 'lead-faults',
      ],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node demo-wp/server.mjs',
      url: `http://127.0.0.1:${DEMO_WP_PORT}/__health`,
      // The demo checks the site's `approval` and `render-read` keys, derived from the same
      // secret, and mints editor render links to the site (POST /__render-links).
      env: { DEMO_WP_PORT: String(DEMO_WP_PORT), REVALIDATE_SECRET, SITE_URL: siteEnv.SITE_URL },
      reuseExistingServer: true,
      timeout: 30_000,
    },
    ...(externalSite
      ? []
      : [
          {
            // The standalone server that deployments run (docs/operations.md 'The production build'), from `npm run build`.
            command: `node ${STANDALONE_SERVER}`,
            url: `http://localhost:${PORT}/`,
            env: { ...siteEnv, PORT: String(PORT), HOSTNAME: 'localhost' },
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
  ],
});
