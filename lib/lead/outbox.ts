// The durable outbox: leads WordPress has not taken yet, one JSON file per request_id, written
// atomically, retried with exponential backoff until WordPress answers success (docs/leads.md 'The outbox').
import 'server-only';
import { readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { backoffMs, type Backoff } from './backoff';
import { logLead, type LeadLogger } from './log';
import {
  CLAIM_RE,
  JSON_RE,
  REJECTED_DIR,
  TMP_SUFFIX,
  isMissing,
  readEntry,
  writeFileAtomic,
  type OutboxEntry,
  type RejectedEntry,
} from './outbox-files';
import type { Lead } from './schema';

/** What one delivery attempt ended with. */
export type DeliveryResult =
  | { status: 'sent' }
  | { status: 'rejected'; errors: Record<string, string> }
  | { status: 'failed' };

export type OutboxOptions = Backoff & {
  dir: string;
  send: (lead: Lead) => Promise<DeliveryResult>;
  /** A claim older than this belongs to a sender that died; the lead is free again. */
  claimTtlMs: number;
  now?: () => number;
  random?: () => number;
  log?: LeadLogger;
};

export type PassResult = { delivered: number; retried: number; rejected: number };

export type Outbox = {
  dir: string;
  /** Keeps a lead after `attempts` failed attempts; its next attempt is one backoff away. */
  enqueue(lead: Lead, attempts?: number): Promise<void>;
  /** Keeps a lead WordPress refused as invalid, for an operator (never retried). */
  reject(lead: Lead, errors: Record<string, string>, attempts?: number): Promise<void>;
  /** Tries every lead that is due, one at a time. */
  deliverDue(): Promise<PassResult>;
  /** The earliest next attempt among waiting leads, or null when none waits. */
  nextDueAt(): Promise<number | null>;
  pending(): Promise<OutboxEntry[]>;
  rejected(): Promise<RejectedEntry[]>;
};

export function createOutbox(options: OutboxOptions): Outbox {
  const { dir, send, claimTtlMs, now = Date.now, random = Math.random, log = logLead } = options;
  const backoff = { baseMs: options.baseMs, maxMs: options.maxMs };
  const fileOf = (id: string) => path.join(dir, `${id}.json`);
  const rejectedDir = path.join(dir, REJECTED_DIR);

  async function names(): Promise<string[]> {
    try {
      return await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async function writeRejected(entry: OutboxEntry, errors: Record<string, string>) {
    const rejected: RejectedEntry = { ...entry, rejected_at: now(), errors };
    await writeFileAtomic(
      path.join(rejectedDir, `${entry.request_id}.json`),
      JSON.stringify(rejected, null, 2),
    );
    log('rejected', entry.request_id, {
      attempt: entry.attempts,
      fields: Object.keys(errors).join('|') || 'none',
    });
  }

  /** Frees claims whose sender died (crash, restart mid-send); removes stale temporary files. */
  async function recoverClaims(list: string[]) {
    for (const name of list) {
      const claim = CLAIM_RE.exec(name);
      if (claim && now() - Number(claim[2]) > claimTtlMs) {
        const id = claim[1]!;
        try {
          await rename(path.join(dir, name), fileOf(id));
          log('claim-recovered', id);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      } else if (name.endsWith(TMP_SUFFIX)) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > claimTtlMs) await unlink(file).catch(() => {});
      }
    }
  }

  /** Sends one claimed lead and records the outcome. */
  async function attempt(claimed: string, entry: OutboxEntry): Promise<keyof PassResult> {
    let result: DeliveryResult;
    try {
      result = await send(entry.lead);
    } catch {
      result = { status: 'failed' };
    }
    const attempts = entry.attempts + 1;
    if (result.status === 'sent') {
      await unlink(claimed);
      log('delivered', entry.request_id, { attempt: attempts });
      return 'delivered';
    }
    if (result.status === 'rejected') {
      await writeRejected({ ...entry, attempts }, result.errors);
      await unlink(claimed);
      return 'rejected';
    }
    const delay = backoffMs(attempts, backoff, random);
    const next: OutboxEntry = { ...entry, attempts, next_attempt_at: now() + delay };
    await writeFileAtomic(fileOf(entry.request_id), JSON.stringify(next, null, 2));
    await unlink(claimed);
    log('retry-scheduled', entry.request_id, { attempt: attempts, next_in_ms: delay });
    return 'retried';
  }

  return {
    dir,

    async enqueue(lead, attempts = 1) {
      const delay = backoffMs(attempts, backoff, random);
      const entry: OutboxEntry = {
        request_id: lead.request_id,
        lead,
        attempts,
        next_attempt_at: now() + delay,
        created_at: now(),
      };
      await writeFileAtomic(fileOf(lead.request_id), JSON.stringify(entry, null, 2));
      log('queued', lead.request_id, { attempt: attempts, next_in_ms: delay });
    },

    async reject(lead, errors, attempts = 1) {
      const entry = {
        request_id: lead.request_id,
        lead,
        attempts,
        next_attempt_at: 0,
        created_at: now(),
      };
      await writeRejected(entry, errors);
    },

    async deliverDue() {
      const result: PassResult = { delivered: 0, retried: 0, rejected: 0 };
      await recoverClaims(await names());
      for (const name of await names()) {
        const match = JSON_RE.exec(name);
        if (!match) continue;
        const id = match[1]!;
        const file = path.join(dir, name);
        let entry: OutboxEntry | null;
        try {
          entry = await readEntry(file);
        } catch (error) {
          if (isMissing(error)) continue; // another sender took it
          throw error;
        }
        if (!entry || entry.request_id !== id) {
          await rename(file, path.join(dir, `${name}.unreadable`)).catch(() => {});
          log('unreadable', id);
          continue;
        }
        if (entry.next_attempt_at > now()) continue;
        // Claim it: a rename succeeds for one sender only; the claim carries its time.
        const claimed = path.join(dir, `${id}.${now()}.sending`);
        try {
          await rename(file, claimed);
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        const current = (await readEntry(claimed)) ?? entry;
        result[await attempt(claimed, current)] += 1;
      }
      return result;
    },

    async nextDueAt() {
      let earliest: number | null = null;
      for (const name of await names()) {
        if (CLAIM_RE.test(name)) {
          // A claim will be free again after the TTL, if its sender never finishes.
          const freeAt = Number(CLAIM_RE.exec(name)![2]) + claimTtlMs + 1;
          earliest = earliest === null ? freeAt : Math.min(earliest, freeAt);
          continue;
        }
        if (!JSON_RE.test(name)) continue;
        const entry = await readEntry(path.join(dir, name)).catch(() => null);
        const at = entry?.next_attempt_at ?? now();
        earliest = earliest === null ? at : Math.min(earliest, at);
      }
      return earliest;
    },

    async pending() {
      const entries: OutboxEntry[] = [];
      for (const name of await names()) {
        if (!JSON_RE.test(name)) continue;
        const entry = await readEntry(path.join(dir, name)).catch(() => null);
        if (entry) entries.push(entry);
      }
      return entries;
    },

    async rejected() {
      const entries: RejectedEntry[] = [];
      const list = await readdir(rejectedDir).catch(() => [] as string[]);
      for (const name of list) {
        if (!JSON_RE.test(name)) continue;
        const raw = await readFile(path.join(rejectedDir, name), 'utf8').catch(() => null);
        if (raw) entries.push(JSON.parse(raw) as RejectedEntry);
      }
      return entries;
    },
  };
}
