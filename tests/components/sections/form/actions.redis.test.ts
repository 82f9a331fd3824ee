// @vitest-environment node
// The form's Server Action with REDIS_URL set and nothing answering there: the lead limit falls
// back to the process's own count, the lead goes through, and the outage is one log line.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitLead } from '@/components/sections/form/actions';
import { INITIAL_LEAD_STATE } from '@/lib/lead/form-state';
import { sendLead } from '@/lib/wp/form';

const outbox = mkdtempSync(path.join(tmpdir(), 'lead-action-redis-'));
Object.assign(process.env, {
  LEAD_OUTBOX_DIR: outbox,
  LEAD_RATE_LIMIT_MAX: '2',
  LEAD_MIN_FILL_MS: '0',
});

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }),
}));
vi.mock('@/lib/wp/form', () => ({ sendLead: vi.fn() }));
const send = vi.mocked(sendLead);

/** A port nothing listens on (taken from the system, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

let n = 0;
function lead(): FormData {
  const data = new FormData();
  const fields = {
    request_id: `0b9d6f3e-2c1a-4e8b-9f7d-${String(++n).padStart(12, '0')}`,
    name: 'Анна',
    phone: '+7 900 123-45-67',
    page: '/',
    consent: 'on',
  };
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

it('takes leads while Redis is down, limits them per process, and logs the outage once', async () => {
  // Read when the first lead comes (the limiter is made then, once per process).
  vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await closedPort()}`);
  send.mockResolvedValue({ ok: true });
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.join(' '));
  });
  expect((await submitLead(INITIAL_LEAD_STATE, lead())).status).toBe('success');
  expect((await submitLead(INITIAL_LEAD_STATE, lead())).status).toBe('success');
  const limited = await submitLead(INITIAL_LEAD_STATE, lead());
  expect(limited).toMatchObject({
    status: 'failed',
    message: expect.stringMatching(/^Слишком много заявок подряд\. Отправьте эту через 10 мин/),
  });
  expect(send).toHaveBeenCalledTimes(2);
  expect(errors.filter((line) => line.startsWith('[lead] rate limit: Redis failed'))).toHaveLength(
    1,
  );
});
