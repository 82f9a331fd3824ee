// @vitest-environment node
// The durable outbox: atomic files, restart, backoff, exactly-once delivery, 4xx, two senders.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutbox, type DeliveryResult, type OutboxOptions } from '@/lib/lead/outbox';
import type { Lead } from '@/lib/lead/schema';

const lead = (n = 1): Lead =>
  ({
    request_id: `3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7${n}`,
    name: 'Анна',
    phone: '+7 900 123-45-67',
    page: '/',
    consent: true,
  }) as Lead;

let dir: string;
let t: number;
const log = vi.fn();
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  t = 1_000_000;
  log.mockReset();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function outbox(send: OutboxOptions['send'], extra: Partial<OutboxOptions> = {}) {
  return createOutbox({
    dir,
    send,
    baseMs: 5_000,
    maxMs: 900_000,
    claimTtlMs: 60_000,
    now: () => t,
    random: () => 0.5, // no jitter
    log,
    ...extra,
  });
}

const answers = (...results: DeliveryResult[]) => {
  const send = vi.fn<(l: Lead) => Promise<DeliveryResult>>();
  for (const r of results) send.mockResolvedValueOnce(r);
  return send;
};

describe('outbox', () => {
  it('keeps a lead as one JSON file named by request_id, with attempts and the next attempt', async () => {
    await outbox(answers()).enqueue(lead());
    expect(await readdir(dir)).toEqual([`${lead().request_id}.json`]);
    const entry = JSON.parse(await readFile(path.join(dir, `${lead().request_id}.json`), 'utf8'));
    expect(entry).toMatchObject({ request_id: lead().request_id, lead: lead(), attempts: 1 });
    expect(entry.next_attempt_at).toBe(t + 5_000);
    expect(log).toHaveBeenCalledWith('queued', lead().request_id, {
      attempt: 1,
      next_in_ms: 5_000,
    });
    // No personal data in the log lines.
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/Анна|900/);
  });

  it('survives a restart: a new outbox on the same directory delivers it', async () => {
    await outbox(answers()).enqueue(lead());
    const send = answers({ status: 'sent' });
    const after = outbox(send); // 'restart'
    expect(await after.nextDueAt()).toBe(t + 5_000);
    t += 5_000;
    expect(await after.deliverDue()).toEqual({ delivered: 1, retried: 0, rejected: 0 });
    expect(send).toHaveBeenCalledWith(lead());
    expect(await readdir(dir)).toEqual([]);
  });

  it('retries with backoff and the same request_id, removing the file only after success', async () => {
    const send = answers({ status: 'failed' }, { status: 'failed' }, { status: 'sent' });
    const box = outbox(send);
    await box.enqueue(lead()); // attempt 1 was the form's own

    expect(await box.deliverDue()).toEqual({ delivered: 0, retried: 0, rejected: 0 }); // not due
    t += 5_000;
    expect((await box.deliverDue()).retried).toBe(1); // attempt 2 fails → next in 15 s
    expect(await box.pending()).toMatchObject([{ attempts: 2, next_attempt_at: t + 15_000 }]);
    t += 14_999;
    expect(await box.deliverDue()).toEqual({ delivered: 0, retried: 0, rejected: 0 });
    t += 1;
    expect((await box.deliverDue()).retried).toBe(1); // attempt 3 fails → next in 45 s
    expect(await box.nextDueAt()).toBe(t + 45_000);
    t += 45_000;
    expect((await box.deliverDue()).delivered).toBe(1);

    expect(send).toHaveBeenCalledTimes(3);
    for (const [sent] of send.mock.calls) expect(sent.request_id).toBe(lead().request_id);
    expect(await readdir(dir)).toEqual([]);
    expect(log.mock.calls.map(([event]) => event)).toEqual([
      'queued',
      'retry-scheduled',
      'retry-scheduled',
      'delivered',
    ]);
  });

  it('treats a throwing sender as not taken', async () => {
    const send = vi.fn().mockRejectedValue(new Error('socket hang up'));
    const box = outbox(send);
    await box.enqueue(lead());
    t += 5_000;
    expect((await box.deliverDue()).retried).toBe(1);
    expect(await box.pending()).toHaveLength(1);
  });

  it('never retries a lead WordPress refused as invalid: it goes to rejected/', async () => {
    const send = answers({ status: 'rejected', errors: { phone: 'Неверный номер' } });
    const box = outbox(send);
    await box.enqueue(lead());
    t += 5_000;
    expect(await box.deliverDue()).toEqual({ delivered: 0, retried: 0, rejected: 1 });
    t += 3_600_000;
    await box.deliverDue();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await box.pending()).toEqual([]);
    expect(await box.rejected()).toMatchObject([
      { request_id: lead().request_id, attempts: 2, errors: { phone: 'Неверный номер' } },
    ]);
    expect(log).toHaveBeenCalledWith('rejected', lead().request_id, {
      attempt: 2,
      fields: 'phone',
    });
  });

  it('two senders on one directory never send one lead twice', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sendA = vi.fn<OutboxOptions['send']>(async () => {
      await gate;
      return { status: 'sent' };
    });
    const sendB = vi.fn<OutboxOptions['send']>(async () => ({ status: 'sent' }));
    const a = outbox(sendA);
    const b = outbox(sendB);
    await a.enqueue(lead(1));
    await a.enqueue(lead(2));
    t += 5_000;
    const passA = a.deliverDue();
    const passB = b.deliverDue();
    release();
    const [ra, rb] = await Promise.all([passA, passB]);
    expect(ra.delivered + rb.delivered).toBe(2);
    const ids = [...sendA.mock.calls, ...sendB.mock.calls].map(([l]) => l.request_id).sort();
    expect(ids).toEqual([lead(1).request_id, lead(2).request_id]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('frees a claim whose sender died, after the claim TTL', async () => {
    await outbox(answers()).enqueue(lead());
    t += 5_000;
    // A sender claimed the lead and the process was killed before it finished.
    const claimed = `${lead().request_id}.${t}.sending`;
    const { rename } = await import('node:fs/promises');
    await rename(path.join(dir, `${lead().request_id}.json`), path.join(dir, claimed));

    const send = answers({ status: 'sent' });
    const box = outbox(send);
    expect(await box.deliverDue()).toEqual({ delivered: 0, retried: 0, rejected: 0 });
    expect(await box.nextDueAt()).toBe(t + 60_001);
    t += 60_001;
    expect((await box.deliverDue()).delivered).toBe(1);
    expect(log).toHaveBeenCalledWith('claim-recovered', lead().request_id);
    expect(await readdir(dir)).toEqual([]);
  });

  it('sets an unreadable file aside instead of failing the pass', async () => {
    const id = lead().request_id;
    await writeFile(path.join(dir, `${id}.json`), '{"request_id":');
    const box = outbox(answers());
    expect(await box.deliverDue()).toEqual({ delivered: 0, retried: 0, rejected: 0 });
    expect(await readdir(dir)).toEqual([`${id}.json.unreadable`]);
  });
});
