// The process-wide outbox and its delivery loop, sending through lib/wp/form.ts. Shared through
// globalThis because instrumentation.ts and the server action live in different bundles.
import 'server-only';
import { sendLead } from '../wp/form';
import { leadConfig } from './config';
import { startDeliveryLoop, type DeliveryLoop } from './delivery-loop';
import { createOutbox, type DeliveryResult, type Outbox } from './outbox';
import type { Lead } from './schema';

/** Maps WordPress's answer: field errors mean 'invalid' (never retried); anything else not taken. */
export async function deliver(lead: Lead): Promise<DeliveryResult> {
  const answer = await sendLead(lead);
  if (answer.ok) return { status: 'sent' };
  if (answer.errors && Object.keys(answer.errors).length > 0) {
    return { status: 'rejected', errors: answer.errors };
  }
  return { status: 'failed' };
}

type Pipeline = { outbox: Outbox; loop: DeliveryLoop | null };
const KEY = Symbol.for('orbita.lead-pipeline');
const store = globalThis as typeof globalThis & { [KEY]?: Pipeline };

function pipeline(): Pipeline {
  if (!store[KEY]) {
    const c = leadConfig();
    store[KEY] = {
      outbox: createOutbox({
        dir: c.outboxDir,
        send: deliver,
        baseMs: c.LEAD_RETRY_BASE_MS,
        maxMs: c.LEAD_RETRY_MAX_MS,
        claimTtlMs: c.LEAD_OUTBOX_CLAIM_TTL_MS,
      }),
      loop: null,
    };
  }
  return store[KEY];
}

export function leadOutbox(): Outbox {
  return pipeline().outbox;
}

/** Starts the delivery loop once per process (instrumentation.ts, and after a lead is queued). */
export function startLeadDelivery(): DeliveryLoop {
  const p = pipeline();
  if (!p.loop) {
    const c = leadConfig();
    p.loop = startDeliveryLoop(p.outbox, {
      rescanMs: Math.min(c.LEAD_RETRY_MAX_MS, c.LEAD_OUTBOX_CLAIM_TTL_MS),
      onError: (error) =>
        console.error('[lead] outbox pass failed', error instanceof Error ? error.message : error),
    });
  }
  return p.loop;
}

/** Wakes the loop (starting it if needed): a lead has just been queued. */
export function kickLeadDelivery(): void {
  startLeadDelivery().kick();
}
