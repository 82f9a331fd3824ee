// Verification tags and the Yandex Metrika counter (issue 32, item 5): read from the environment
// when the site is built, validated with zod. Pure and free of server-only imports: next.config.ts
// parses it for the Content-Security-Policy and inlines the values into the bundles (its `env`),
// so the pages, their later re-renders and the policy always agree (docs/configuration.md).
import { z } from 'zod';

/** Where Yandex serves the counter's script (its documented tag). */
export const METRIKA_DEFAULT_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** A verification token: what the engine's meta tag carries (letters, digits, '-', '_'). */
const token = (name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, `${name} must be the token of the engine's meta tag`)
    .optional();

const schema = z.object({
  YANDEX_VERIFICATION: token('YANDEX_VERIFICATION'),
  GOOGLE_SITE_VERIFICATION: token('GOOGLE_SITE_VERIFICATION'),
  YANDEX_METRIKA_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'YANDEX_METRIKA_ID must be the counter number (digits only)')
    .optional(),
  METRIKA_SCRIPT_URL: z
    .url({ protocol: /^https?$/, error: 'METRIKA_SCRIPT_URL must be an absolute http(s) URL' })
    .default(METRIKA_DEFAULT_SCRIPT_URL),
});

/** The variables this module reads, in the order next.config.ts inlines them. */
export const ANALYTICS_ENV_KEYS = [
  'YANDEX_VERIFICATION',
  'GOOGLE_SITE_VERIFICATION',
  'YANDEX_METRIKA_ID',
  'METRIKA_SCRIPT_URL',
] as const;

export type AnalyticsEnvKey = (typeof ANALYTICS_ENV_KEYS)[number];

export type Metrika = { id: string; scriptUrl: string };

export type AnalyticsConfig = {
  verification: { yandex?: string; google?: string };
  /** The counter, or null: off (nothing of it reaches a page, the policy or the bundles). */
  metrika: Metrika | null;
};

/** Parses the analytics variables (blank counts as unset); throws naming every bad variable. */
export function parseAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const input = Object.fromEntries(
    ANALYTICS_ENV_KEYS.map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid analytics configuration:\n${lines.join('\n')}`);
  }
  const v = result.data;
  return {
    verification: {
      ...(v.YANDEX_VERIFICATION ? { yandex: v.YANDEX_VERIFICATION } : {}),
      ...(v.GOOGLE_SITE_VERIFICATION ? { google: v.GOOGLE_SITE_VERIFICATION } : {}),
    },
    metrika: v.YANDEX_METRIKA_ID
      ? { id: v.YANDEX_METRIKA_ID, scriptUrl: v.METRIKA_SCRIPT_URL }
      : null,
  };
}

/**
 * The values next.config.ts inlines into the bundles (`env`): every key present, '' when unset,
 * so code never falls back to the server's run-time environment. The script URL only with a
 * counter.
 */
export function inlinedAnalyticsEnv(config: AnalyticsConfig): Record<AnalyticsEnvKey, string> {
  return {
    YANDEX_VERIFICATION: config.verification.yandex ?? '',
    GOOGLE_SITE_VERIFICATION: config.verification.google ?? '',
    YANDEX_METRIKA_ID: config.metrika?.id ?? '',
    METRIKA_SCRIPT_URL: config.metrika?.scriptUrl ?? '',
  };
}
