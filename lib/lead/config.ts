// The lead pipeline's settings (docs/leads.md 'Settings'), read from the environment and validated with zod.
import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const schema = z.object({
  /** Where leads WordPress has not taken yet wait on disk. */
  LEAD_OUTBOX_DIR: z.string().min(1).default('.data/lead-outbox'),
  /** The first retry delay; each next one is three times longer, up to LEAD_RETRY_MAX_MS. */
  LEAD_RETRY_BASE_MS: z.coerce.number().int().positive().default(5_000),
  LEAD_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** A lead claimed for sending longer ago than this is free again (its sender died). */
  LEAD_OUTBOX_CLAIM_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 60_000),
  /** The request header that carries the client address, set by the trusted proxy. */
  LEAD_CLIENT_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'LEAD_CLIENT_IP_HEADER must be a header name')
    .default('x-forwarded-for')
    .transform((v) => v.toLowerCase()),
  /** How many proxies of ours append to that header: the client is that many entries from the right. */
  LEAD_TRUSTED_PROXY_COUNT: z.coerce.number().int().min(1).default(1),
  /** Leads per client address per window; 0 turns the limit off. */
  LEAD_RATE_LIMIT_MAX: z.coerce.number().int().nonnegative().default(5),
  LEAD_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /** A form sent sooner than this after it appeared is a bot's; 0 turns the check off. */
  LEAD_MIN_FILL_MS: ms(3_000),
});

export type LeadConfig = z.output<typeof schema> & { outboxDir: string };

/** Parses the lead settings; throws an Error naming every bad variable. */
export function leadConfig(env: Record<string, string | undefined> = process.env): LeadConfig {
  const relevant = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = schema.safeParse(relevant);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid lead settings:\n${lines.join('\n')}\nSee docs/leads.md.`);
  }
  return {
    ...result.data,
    outboxDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), result.data.LEAD_OUTBOX_DIR),
  };
}
