// @vitest-environment node
// The form's Server Action: validation, spam checks, WordPress's answers, and the outbox when
// WordPress cannot take a lead (sendLead mocked; the outbox is real, in a temporary directory).
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitLead } from '@/components/sections/form/actions';
import { INITIAL_LEAD_STATE } from '@/lib/lead/form-state';
import { LEAD_MESSAGE_MAX } from '@/lib/lead/schema';
import { sendLead } from '@/lib/wp/form';

const env = vi.hoisted(() => {
  const values = {
    LEAD_OUTBOX_DIR: '',
    LEAD_RATE_LIMIT_MAX: '3',
    LEAD_MIN_FILL_MS: '3000',
    LEAD_LOG_IN_TESTS: '1',
  };
  return values;
});
env.LEAD_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'lead-action-'));
Object.assign(process.env, env);

let clientIp = '203.0.113.1';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': `6.6.6.6, ${clientIp}` }),
}));
vi.mock('@/lib/wp/form', () => ({ sendLead: vi.fn() }));
const send = vi.mocked(sendLead);

let ipCounter = 0;
let logs: string[] = [];
beforeEach(() => {
  send.mockReset();
  clientIp = `203.0.113.${++ipCounter}`;
  logs = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logs.push(args.join(' '));
    });
  }
});
afterAll(async () => {
  await rm(env.LEAD_OUTBOX_DIR, { recursive: true, force: true });
});

const ID = '0b9d6f3e-2c1a-4e8b-9f7d-6a5b4c3d2e1f';
let idCounter = 0;
const nextId = () => `0b9d6f3e-2c1a-4e8b-9f7d-${String(++idCounter).padStart(12, '0')}`;

const valid = {
  name: 'Анна Петрова',
  phone: '+7 900 123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен личный кабинет для дилеров',
  sphere: 'account',
  page: '/contacts/',
  consent: 'on',
  elapsed_ms: '8000',
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const submit = (fields: Record<string, string>) =>
  submitLead(INITIAL_LEAD_STATE, form({ request_id: nextId(), ...fields }));

async function outboxFiles(): Promise<string[]> {
  return (await readdir(env.LEAD_OUTBOX_DIR)).filter((name) => name.endsWith('.json'));
}

describe('submitLead: sending', () => {
  it('sends the validated lead with its request_id, page and consent, and reports success', async () => {
    send.mockResolvedValue({ ok: true });
    const state = await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: ID }));
    expect(state).toEqual({ status: 'success', name: 'Анна Петрова', delivery: 'sent' });
    expect(send).toHaveBeenCalledWith({
      request_id: ID,
      name: 'Анна Петрова',
      phone: '+7 900 123-45-67',
      email: 'anna@example.ru',
      message: 'Нужен личный кабинет для дилеров',
      sphere: 'account',
      page: '/contacts/',
      consent: true,
    });
    expect(logs).toEqual([`[lead] sent request_id=${ID}`]);
  });

  it('makes the request_id itself without JS (no id, no timing) and drops empty optional fields', async () => {
    send.mockResolvedValue({ ok: true });
    await submitLead(
      INITIAL_LEAD_STATE,
      form({
        name: 'Олег',
        phone: '89001234567',
        email: '',
        message: '  ',
        page: '/',
        consent: 'on',
      }),
    );
    const lead = send.mock.calls[0]![0];
    expect(lead.request_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(lead).toEqual({
      request_id: lead.request_id,
      name: 'Олег',
      phone: '89001234567',
      page: '/',
      consent: true,
    });
  });

  it('falls back to "/" for a page that is not a plain site path', async () => {
    send.mockResolvedValue({ ok: true });
    await submit({ ...valid, page: '//evil.example/x' });
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ page: '/' }));
  });
});

describe('submitLead: the visitor must fix something', () => {
  it('returns Russian field errors and the whole input without calling WordPress', async () => {
    const long = 'д'.repeat(LEAD_MESSAGE_MAX + 500);
    const state = await submit({
      name: '',
      phone: '12',
      email: 'не почта',
      message: long,
      sphere: 'sport',
      page: '/',
      elapsed_ms: '9000',
    });
    expect(send).not.toHaveBeenCalled();
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') return;
    expect(state.errors).toEqual({
      name: 'Укажите имя',
      phone: 'Укажите телефон в формате +7 900 000-00-00',
      email: 'Проверьте адрес почты',
      message: expect.stringMatching(/^Сообщение длиннее 2000 символов \(сейчас 2500\)/),
      consent: 'Без согласия на обработку персональных данных мы не можем принять заявку',
    });
    // The long message comes back whole: a length error, never a silent cut.
    expect(state.values).toMatchObject({ phone: '12', sphere: 'sport', message: long });
  });

  it('shows the field errors WordPress answers (422), keeping the input; nothing is queued', async () => {
    send.mockResolvedValue({ ok: false, errors: { phone: 'Номер уже в заявке сегодня' } });
    const before = await outboxFiles();
    const state = await submit(valid);
    expect(state).toMatchObject({
      status: 'invalid',
      errors: { phone: 'Номер уже в заявке сегодня' },
      values: { name: 'Анна Петрова', consent: true },
    });
    expect(await outboxFiles()).toEqual(before);
  });

  it('keeps a lead refused for reasons the visitor cannot fix for an operator, and says so', async () => {
    send.mockResolvedValue({ ok: false, errors: { captcha: 'bad' } });
    const id = nextId();
    const state = await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: id }));
    expect(state).toMatchObject({ status: 'failed', email: 'hello@orbita.example' });
    if (state.status !== 'failed') return;
    expect(state.message).toContain('hello@orbita.example');
    const rejected = path.join(env.LEAD_OUTBOX_DIR, 'rejected', `${id}.json`);
    expect(JSON.parse(await readFile(rejected, 'utf8'))).toMatchObject({
      errors: { captcha: 'bad' },
    });
  });
});

describe('submitLead: WordPress cannot take it', () => {
  it.each([
    ['a 5xx, time-out or garbage', () => send.mockResolvedValue({ ok: false })],
    ['an empty refusal', () => send.mockResolvedValue({ ok: false, errors: {} })],
    ['a throw', () => send.mockRejectedValue(new Error('boom'))],
  ])('after %s the lead is kept on disk and the visitor sees "received"', async (_, arrange) => {
    arrange();
    const id = nextId();
    const state = await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: id }));
    expect(state).toEqual({ status: 'success', name: 'Анна Петрова', delivery: 'queued' });
    const entry = JSON.parse(await readFile(path.join(env.LEAD_OUTBOX_DIR, `${id}.json`), 'utf8'));
    expect(entry).toMatchObject({
      request_id: id,
      attempts: 1,
      lead: { request_id: id, consent: true },
    });
    expect(logs.some((line) => line.startsWith(`[lead] queued request_id=${id} attempt=1`))).toBe(
      true,
    );
    // Logs carry no personal data.
    expect(logs.join('\n')).not.toMatch(/Анна|900 123|anna@|кабинет/);
  });

  it('answers with the studio e-mail, keeping the input, when even the outbox cannot write', async () => {
    send.mockResolvedValue({ ok: false });
    const id = nextId();
    // A directory where the outbox wants its file makes the write fail, like a full disk would.
    await mkdir(path.join(env.LEAD_OUTBOX_DIR, `${id}.json`));
    const state = await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: id }));
    expect(state.status).toBe('failed');
    if (state.status !== 'failed') return;
    expect(state.message).toMatch(/^Не получилось отправить заявку.*hello@orbita\.example/);
    expect(state.values.name).toBe('Анна Петрова');
    expect(logs).toContain(`[lead] outbox-write-failed request_id=${id}`);
    await rm(path.join(env.LEAD_OUTBOX_DIR, `${id}.json`), { recursive: true });
  });
});

describe('submitLead: spam', () => {
  it('pretends success to a bot that filled the honeypot, sending nothing', async () => {
    const state = await submit({ ...valid, website: 'http://spam' });
    expect(state.status).toBe('success');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a form sent faster than the minimum fill time with a clear message, keeping the input', async () => {
    const state = await submit({ ...valid, elapsed_ms: '900' });
    expect(send).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      status: 'invalid',
      message: expect.stringMatching(/слишком быстро/),
      values: { name: 'Анна Петрова' },
    });
    expect((await submit({ ...valid, elapsed_ms: 'soon' })).status).toBe('invalid');
  });

  it('limits leads per client address and tells the visitor, never pretending success', async () => {
    send.mockResolvedValue({ ok: true });
    const ids = [nextId(), nextId(), nextId()];
    for (const id of ids) {
      expect(
        (await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: id }))).status,
      ).toBe('success');
    }
    // Sending one of the same leads again is not a new lead.
    expect(
      (await submitLead(INITIAL_LEAD_STATE, form({ ...valid, request_id: ids[0]! }))).status,
    ).toBe('success');
    const limited = await submit(valid);
    expect(limited).toMatchObject({ status: 'failed', values: { name: 'Анна Петрова' } });
    if (limited.status !== 'failed') return;
    expect(limited.message).toMatch(/^Слишком много заявок подряд.*10 мин.*hello@orbita\.example/);
    expect(send).toHaveBeenCalledTimes(4);
    expect(logs.some((line) => line.startsWith('[lead] rate-limited'))).toBe(true);

    clientIp = '198.51.100.77'; // another visitor is not affected
    expect((await submit(valid)).status).toBe('success');
  });
});
