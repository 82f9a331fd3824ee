'use server';
// The discussion form's Server Action (every form on the site): wires the request's client address,
// the rate limit (in Redis with REDIS_URL set, shared by every instance), WordPress and the outbox
// into handleLeadSubmit. It never throws to the visitor.
import { headers } from 'next/headers';
import { clientAddress } from '@/lib/lead/client-address';
import { leadConfig } from '@/lib/lead/config';
import { deliver, kickLeadDelivery, leadOutbox } from '@/lib/lead/delivery';
import {
  createRateLimiter,
  createSharedRateLimiter,
  type RateLimiter,
} from '@/lib/lead/rate-limit';
import { cacheKeyPrefix, redisRateLimitStore } from '@/lib/lead/rate-limit-redis';
import { publicContacts } from '@/lib/layout/public-contacts';
import type { LeadFormState } from '@/lib/lead/form-state';
import { valuesFromFormData } from '@/lib/lead/schema';
import { SUBMIT_MESSAGES, handleLeadSubmit } from '@/lib/lead/submit';
import { derivedKey } from '@/lib/security/keys';

let limiter: RateLimiter | undefined;

/** Per process, or across instances in Redis when REDIS_URL is set (as the cache decides). */
function leadLimiter(max: number, windowMs: number): RateLimiter {
  const url = process.env.REDIS_URL;
  if (!url) return createRateLimiter({ max, windowMs });
  return createSharedRateLimiter({
    store: redisRateLimitStore(url),
    keyPrefix: cacheKeyPrefix(process.env.SITE_BUILD_ID),
    hashSecret: derivedKey(process.env.REVALIDATE_SECRET, 'lead-rate'),
    max,
    windowMs,
  });
}

export async function submitLead(_prev: LeadFormState, formData: FormData): Promise<LeadFormState> {
  let email = '';
  try {
    email = publicContacts().email;
    const c = leadConfig();
    limiter ??= leadLimiter(c.LEAD_RATE_LIMIT_MAX, c.LEAD_RATE_LIMIT_WINDOW_MS);
    const client = clientAddress(
      await headers(),
      c.LEAD_CLIENT_IP_HEADER,
      c.LEAD_TRUSTED_PROXY_COUNT,
    );
    return await handleLeadSubmit(formData, {
      send: deliver,
      outbox: leadOutbox(),
      kick: kickLeadDelivery,
      limiter,
      clientKey: client ?? 'unknown',
      minFillMs: c.LEAD_MIN_FILL_MS,
      studioEmail: email,
    });
  } catch (error) {
    console.error('[lead] submit failed', error instanceof Error ? error.name : 'unknown');
    return {
      status: 'failed',
      email,
      values: valuesFromFormData(formData),
      message: SUBMIT_MESSAGES.failed(email || 'почту студии'),
    };
  }
}
