// The outbox's files on disk: one JSON file per request_id (`{id}.json`), renamed to
// `{id}.{claimed at}.sending` while a sender holds it, and kept under rejected/ when WordPress
// refused it. Every write is atomic, so a reader never sees half a file.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Lead } from './schema';
import { isRequestId } from './schema';

export type OutboxEntry = {
  request_id: string;
  lead: Lead;
  /** Attempts made so far (the direct one from the form included). */
  attempts: number;
  /** Epoch milliseconds of the next attempt. */
  next_attempt_at: number;
  created_at: number;
};

export type RejectedEntry = OutboxEntry & { rejected_at: number; errors: Record<string, string> };

export const REJECTED_DIR = 'rejected';
export const JSON_RE = /^([0-9a-f-]{36})\.json$/;
export const CLAIM_RE = /^([0-9a-f-]{36})\.(\d+)\.sending$/;
export const TMP_SUFFIX = '.tmp';

/** The file is gone (another sender took it) or was never there. */
export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Writes a file so that readers see the old content or the new, never a part: tmp, fsync, rename. */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${randomUUID()}${TMP_SUFFIX}`);
  const handle = await open(tmp, 'wx', 0o600);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (error) {
    await unlink(tmp).catch(() => {});
    throw error;
  }
  // Make the rename itself durable (not supported everywhere; best effort).
  const dirHandle = await open(dir, 'r').catch(() => null);
  await dirHandle
    ?.sync()
    .catch(() => {})
    .finally(() => dirHandle.close());
}

export async function readEntry(file: string): Promise<OutboxEntry | null> {
  const raw = await readFile(file, 'utf8');
  try {
    const entry = JSON.parse(raw) as Partial<OutboxEntry>;
    if (
      isRequestId(entry.request_id) &&
      entry.lead?.request_id === entry.request_id &&
      typeof entry.attempts === 'number' &&
      typeof entry.next_attempt_at === 'number'
    ) {
      return entry as OutboxEntry;
    }
  } catch {
    // fall through
  }
  return null;
}
