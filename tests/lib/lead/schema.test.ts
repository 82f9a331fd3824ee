// The one lead schema the browser form and the server action share.
import {
  EMPTY_VALUES,
  LEAD_MESSAGE_MAX,
  checkLead,
  isRequestId,
  leadSchema,
  newRequestId,
  pagePath,
  valuesFromFormData,
  type LeadValues,
} from '@/lib/lead/schema';

const ID = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const values: LeadValues = {
  ...EMPTY_VALUES,
  name: 'Анна Петрова',
  phone: '+7 900 123-45-67',
  email: 'anna@example.ru',
  message: 'Нужен личный кабинет для дилеров',
  sphere: 'account',
  consent: true,
};

describe('checkLead', () => {
  it('accepts a filled form and drops empty optional fields', () => {
    expect(checkLead(values, { request_id: ID, page: '/contacts/' })).toEqual({
      ok: true,
      lead: {
        request_id: ID,
        name: 'Анна Петрова',
        phone: '+7 900 123-45-67',
        email: 'anna@example.ru',
        message: 'Нужен личный кабинет для дилеров',
        sphere: 'account',
        page: '/contacts/',
        consent: true,
      },
    });
    const minimal = checkLead(
      { ...values, email: ' ', message: '  ', sphere: '' },
      { request_id: ID, page: '/' },
    );
    expect(minimal.ok && minimal.lead).toEqual({
      request_id: ID,
      name: 'Анна Петрова',
      phone: '+7 900 123-45-67',
      page: '/',
      consent: true,
    });
  });

  it('names every bad control in Russian', () => {
    const result = checkLead(
      { ...EMPTY_VALUES, name: 'А', phone: '12', email: 'не почта' },
      { request_id: ID, page: '/' },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Укажите имя',
        phone: 'Укажите телефон в формате +7 900 000-00-00',
        email: 'Проверьте адрес почты',
        consent: 'Без согласия на обработку персональных данных мы не можем принять заявку',
      },
    });
  });

  it('gives a message over the limit the length error instead of cutting it', () => {
    const long = 'а'.repeat(LEAD_MESSAGE_MAX + 1);
    const result = checkLead({ ...values, message: long }, { request_id: ID, page: '/' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.message).toBe(
      `Сообщение длиннее ${LEAD_MESSAGE_MAX} символов (сейчас ${LEAD_MESSAGE_MAX + 1}) — сократите его, а подробности пришлите письмом`,
    );
    const exact = checkLead(
      { ...values, message: 'б'.repeat(LEAD_MESSAGE_MAX) },
      { request_id: ID, page: '/' },
    );
    expect(exact.ok && exact.lead.message).toHaveLength(LEAD_MESSAGE_MAX);
  });

  it('requires consent', () => {
    const result = checkLead({ ...values, consent: false }, { request_id: ID, page: '/' });
    expect(result).toMatchObject({ ok: false, errors: { consent: expect.any(String) } });
    expect(leadSchema.safeParse({ ...values, request_id: ID, page: '/' }).success).toBe(true);
    expect(
      leadSchema.safeParse({ ...values, consent: 'true', request_id: ID, page: '/' }).success,
    ).toBe(false);
  });

  it('refuses a request_id that is not a UUID, and an unknown sphere', () => {
    const result = checkLead({ ...values }, { request_id: 'abc', page: '/' });
    expect(result).toEqual({
      ok: false,
      errors: {},
      formError: 'Не удалось подготовить заявку — обновите страницу',
    });
    const sphere = checkLead({ ...values, sphere: 'hack' }, { request_id: ID, page: '/' });
    expect(sphere).toMatchObject({ ok: false, errors: { sphere: 'Выберите сферу из списка' } });
  });
});

describe('request ids', () => {
  it('makes v4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const a = newRequestId();
    expect(isRequestId(a)).toBe(true);
    expect(newRequestId()).not.toBe(a);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const b = newRequestId();
      expect(b).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      });
    }
    expect(isRequestId('3f1c2a4e8b7d4c6e9a1b2d3e4f5a6b7c')).toBe(false);
    expect(isRequestId(42)).toBe(false);
  });
});

describe('form data', () => {
  it('reads the input whole, the consent box and a known sphere only', () => {
    const data = new FormData();
    data.set('name', 'Олег');
    data.set('message', 'м'.repeat(5000));
    data.set('sphere', 'hack');
    data.set('consent', 'on');
    const read = valuesFromFormData(data);
    expect(read.message).toHaveLength(5000);
    expect(read).toMatchObject({ name: 'Олег', sphere: '', consent: true, phone: '' });
    expect(valuesFromFormData(new FormData()).consent).toBe(false);
  });

  it('keeps a plain site path as the page, else "/"', () => {
    expect(pagePath('/blog/x/?utm=1#top')).toBe('/blog/x/');
    expect(pagePath('//evil.example/x')).toBe('/');
    expect(pagePath('https://evil.example/')).toBe('/');
  });
});

describe('lead', () => {
  it('counts digits in the phone, not characters', () => {
    const lead = {
      request_id: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
      name: 'Анна',
      page: '/',
      consent: true,
    };
    expect(leadSchema.safeParse({ ...lead, phone: '12-34-56-7' }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, phone: '+7 (900) 000-00-00' }).success).toBe(true);
  });
});
