// Runtime configuration (WP-API.md table), read from the environment and validated once with zod.
import 'server-only';
import { z } from 'zod';
import { parseAnalyticsConfig, type AnalyticsConfig } from './analytics/config';

const url = (name: string) =>
  z.url({
    protocol: /^https?$/,
    error: `${name} must be an absolute http(s) URL`,
  });

const schema = z.object({
  WP_API_URL: url('WP_API_URL').transform((v) => v.replace(/\/+$/, '')),
  SITE_URL: url('SITE_URL')
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  REVALIDATE_SECRET: z
    .string()
    .min(16, 'REVALIDATE_SECRET must be at least 16 characters')
    .optional(),
  // Editor renders (docs/WP-API.md 'Editor renders'): the one origin that may read them; default
  // the origin of WP_API_URL (lib/security/headers.ts wpAdminOrigin, read by proxy.ts).
  WP_ADMIN_ORIGIN: url('WP_ADMIN_ORIGIN').optional(),
  WP_FORM_SECRET: z.string().min(16, 'WP_FORM_SECRET must be at least 16 characters').optional(),
  CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an e-mail address').default('hello@orbita.example'),
  CONTACT_PHONE: z.string().min(5).default('+7 495 000-00-00'),
  MESSENGER_URL: url('MESSENGER_URL').default('https://t.me/orbita_studio'),
  MESSENGER_NAME: z.string().min(1).default('Telegram'),
  WP_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  WP_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
  WP_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  // The 'Личные кабинеты' direction whose cases the personal-account landing lists (SPEC 7.4): a
  // WordPress gives it whatever id its database gives, so it is configuration, not a constant.
  ACCOUNT_CASES_CATEGORY: z
    .string()
    .regex(/^\d+$/, 'ACCOUNT_CASES_CATEGORY must be a category id (digits only)')
    .default('59'),
  // IndexNow (issue 32): the key the plugin sends (STUDIO_INDEXNOW_KEY), served at /{key}.txt
  // for the engines to check; unset, no key file is served.
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, 'INDEXNOW_KEY must be 8–128 letters, digits or dashes')
    .optional(),
});

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws a ConfigError whose message names every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const result = schema.safeParse(blankToUndefined);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `  - ${issue.path.join('.') || '(env)'}: ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
  );
  throw new ConfigError(
    `Invalid site configuration:\n${lines.join('\n')}\nSee the configuration table in README.md.`,
  );
}

let cached: Config | undefined;

/** The validated configuration of this process (parsed on first use). */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

let analyticsCached: AnalyticsConfig | undefined;

/**
 * The verification tags and the Metrika counter (lib/analytics/config.ts): the values of the
 * build, which next.config.ts inlines in place of each `process.env.…` below, so a page rendered
 * later by the server agrees with the prerendered ones and with the Content-Security-Policy.
 */
export function analytics(): AnalyticsConfig {
  analyticsCached ??= parseAnalyticsConfig({
    YANDEX_VERIFICATION: process.env.YANDEX_VERIFICATION,
    GOOGLE_SITE_VERIFICATION: process.env.GOOGLE_SITE_VERIFICATION,
    YANDEX_METRIKA_ID: process.env.YANDEX_METRIKA_ID,
    METRIKA_SCRIPT_URL: process.env.METRIKA_SCRIPT_URL,
  });
  return analyticsCached;
}

/** Forgets the parsed analytics configuration (tests that change the environment). */
export function resetAnalyticsForTests(): void {
  analyticsCached = undefined;
}
