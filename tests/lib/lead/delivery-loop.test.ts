// @vitest-environment node
// The loop that delivers the durable outbox: when a lead is due, and early on a kick.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDeliveryLoop } from '@/lib/lead/delivery-loop';
import { createOutbox } from '@/lib/lead/outbox';
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
const log = vi.fn();
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  log.mockReset();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('startDeliveryLoop', () => {
  it('delivers when the lead is due and wakes early on a kick', async () => {
    const send = vi.fn(async () => ({ status: 'sent' }) as const);
    const box = createOutbox({
      dir,
      send,
      baseMs: 40,
      maxMs: 1_000,
      claimTtlMs: 60_000,
      random: () => 0.5,
      log,
    });
    const loop = startDeliveryLoop(box, { rescanMs: 1_000 });
    try {
      await box.enqueue(lead(1));
      loop.kick();
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 2_000 });
      await loop.idle();
      expect(await readdir(dir)).toEqual([]);
      await box.enqueue(lead(2));
      loop.kick();
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    } finally {
      loop.stop();
    }
  });
});
