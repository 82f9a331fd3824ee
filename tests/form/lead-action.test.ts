// The discussion form's Server Action: validation, WordPress answers, WordPress down.
import { submitLead } from '@/app/actions/lead';
import { INITIAL_LEAD_STATE } from '@/components/sections/form/lead-form';
import { sendLead } from '@/lib/wp/form';

vi.mock('@/lib/wp/form', () => ({ sendLead: vi.fn() }));
const send = vi.mocked(sendLead);
beforeEach(() => {
  send.mockReset();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const valid = {
  name: 'Анна Петрова',
  phone: '+7 900 123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен личный кабинет для дилеров',
  sphere: 'account',
  page: '/contacts/',
};

describe('submitLead', () => {
  it('sends a validated lead with the page it came from and reports success', async () => {
    send.mockResolvedValue({ ok: true });
    const state = await submitLead(INITIAL_LEAD_STATE, form(valid));
    expect(state).toEqual({ status: 'success', name: 'Анна Петрова' });
    expect(send).toHaveBeenCalledWith({
      name: 'Анна Петрова',
      phone: '+7 900 123-45-67',
      email: 'anna@example.ru',
      message: 'Нужен личный кабинет для дилеров',
      sphere: 'account',
      page: '/contacts/',
    });
  });

  it('drops empty optional fields and an unknown sphere', async () => {
    send.mockResolvedValue({ ok: true });
    await submitLead(
      INITIAL_LEAD_STATE,
      form({
        name: 'Олег',
        phone: '89001234567',
        email: '',
        message: '  ',
        sphere: 'hack',
        page: '/',
      }),
    );
    expect(send).toHaveBeenCalledWith({ name: 'Олег', phone: '89001234567', page: '/' });
  });

  it('returns Russian field errors and the typed values without calling WordPress', async () => {
    const state = await submitLead(
      INITIAL_LEAD_STATE,
      form({ name: '', phone: '12', email: 'не почта', message: '', sphere: 'sport', page: '/' }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(state.status).toBe('invalid');
    if (state.status !== 'invalid') return;
    expect(state.errors).toEqual({
      name: 'Укажите имя',
      phone: 'Укажите телефон в формате +7 900 000-00-00',
      email: 'Проверьте адрес почты',
    });
    expect(state.values).toMatchObject({ phone: '12', email: 'не почта', sphere: 'sport' });
  });

  it('falls back to "/" for a page that is not a plain site path', async () => {
    send.mockResolvedValue({ ok: true });
    await submitLead(INITIAL_LEAD_STATE, form({ ...valid, page: '//evil.example/x' }));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ page: '/' }));
    await submitLead(INITIAL_LEAD_STATE, form({ ...valid, page: '/blog/x/?utm=1#top' }));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ page: '/blog/x/' }));
  });

  it('shows field errors that WordPress returns', async () => {
    send.mockResolvedValue({ ok: false, errors: { phone: 'Номер уже в заявке сегодня' } });
    const state = await submitLead(INITIAL_LEAD_STATE, form(valid));
    expect(state).toMatchObject({
      status: 'invalid',
      errors: { phone: 'Номер уже в заявке сегодня' },
    });
  });

  it('answers with the studio e-mail when WordPress is down, keeping the values', async () => {
    send.mockResolvedValue({ ok: false });
    const state = await submitLead(INITIAL_LEAD_STATE, form(valid));
    expect(state.status).toBe('failed');
    if (state.status !== 'failed') return;
    expect(state.email).toBe('hello@orbita.example');
    expect(state.message).toContain('hello@orbita.example');
    expect(state.message).toMatch(/^Не получилось отправить заявку/);
    expect(state.values.name).toBe('Анна Петрова');
  });

  it('treats a rejection without known fields as WordPress down', async () => {
    send.mockResolvedValue({ ok: false, errors: { captcha: 'bad' } });
    expect((await submitLead(INITIAL_LEAD_STATE, form(valid))).status).toBe('failed');
  });

  it('never throws to the visitor, even when sending throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockRejectedValue(new Error('boom'));
    expect((await submitLead(INITIAL_LEAD_STATE, form(valid))).status).toBe('failed');
    expect(log).toHaveBeenCalledWith('[lead] sending failed', 'Error');
  });

  it('pretends success to a bot that filled the honeypot, sending nothing', async () => {
    const state = await submitLead(INITIAL_LEAD_STATE, form({ ...valid, website: 'http://spam' }));
    expect(state.status).toBe('success');
    expect(send).not.toHaveBeenCalled();
  });
});
