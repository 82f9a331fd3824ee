// Revalidation webhook (WP-API.md REVALIDATE_SECRET): a thin delegate to lib/revalidate.ts.
import { setTimeout as delay } from 'node:timers/promises';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { config } from '@/lib/config';
import {
  noteWebhookCall,
  revalidatePayload,
  secondPassDelayMs,
  secretMatches,
  tagsForAll,
} from '@/lib/revalidate';
import { forgetWpFailures } from '@/lib/wp/faults';

export async function POST(request: Request): Promise<Response> {
  const secret = request.headers.get('x-revalidate-secret');
  if (!secretMatches(config().REVALIDATE_SECRET, secret)) {
    return Response.json({ ok: false, error: 'unauthorized' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ ok: false, error: 'body must be JSON' }, { status: 400 });
  }
  const parsed = revalidatePayload.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { ok: false, error: 'expected { type, slug? } or a list of them' },
      { status: 400 },
    );
  }
  // ?expire=now expires at once (a blocking refetch on the next visit); default: stale-while-revalidate.
  const now = new URL(request.url).searchParams.get('expire') === 'now';
  const tags = tagsForAll(parsed.data);
  forgetWpFailures(); // WordPress is up (it just saved): the refresh must ask it again
  const profile = now ? { expire: 0 } : 'max';
  for (const tag of tags) revalidateTag(tag, profile);
  // Again, the same way, once every render that began before the save has stored its copy; only
  // the tags no later call has revalidated since (lib/revalidate.ts).
  const call = noteWebhookCall(tags);
  after(async () => {
    await delay(secondPassDelayMs(config().WP_TIMEOUT_MS));
    for (const tag of call.due()) revalidateTag(tag, profile);
  });
  return Response.json({ ok: true, tags });
}
