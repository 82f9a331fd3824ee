// @vitest-environment node
// The demo WordPress's form (demo-wp/leads.mjs) validates, records and refuses as documented.
import { afterEach, describe, expect, it } from 'vitest';
import { formAnswerSchema } from '@/lib/wp/schemas';
import { leadSchema } from '@/lib/lead/schema';
import { api, control, withDemoWp, wp } from './support';

withDemoWp();

describe('demo WordPress: the form', () => {
  const post = (body: unknown) =>
    api('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const leads = async (requestId?: string) =>
    (await (
      await fetch(`${wp.url}/__leads${requestId ? `?request_id=${requestId}` : ''}`)
    ).json()) as Array<Record<string, unknown>>;
  const ID = '5d3c2b1a-0f9e-4d8c-b7a6-958473625140';

  afterEach(async () => {
    await fetch(`${wp.url}/__control/reset`, { method: 'POST' });
  });

  it('takes an e-mail that is one address and nothing more', async () => {
    const lead = {
      request_id: ID,
      name: 'Ольга',
      phone: '+7 900 000-00-00',
      page: '/',
      consent: true,
    };
    for (const email of ['victim@corp.example?bcc=attacker', 'a,b@example.ru', 'a@example.ru;x']) {
      const res = await post({ ...lead, email });
      expect(res.status, email).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        email: 'Проверьте адрес почты',
      });
    }
    expect((await post({ ...lead, email: 'почта@пример.рф' })).status).toBe(200);
  });

  it('answers 422 with field errors in Russian and records nothing', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const res = await post({ name: 'А', phone: '12-34', email: 'not-an-email', page: 'contacts' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { success: boolean; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(formAnswerSchema.parse(body).errors).toBeDefined();
    expect(Object.keys(body.errors).sort()).toEqual([
      'consent',
      'email',
      'name',
      'page',
      'phone',
      'request_id',
    ]);
    for (const message of Object.values(body.errors)) expect(message).toMatch(/[а-яё]/i);
    expect(await leads()).toEqual([]);
  });

  it('accepts a valid lead, records it with a timestamp, and clears on DELETE', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const lead = leadSchema.parse({
      request_id: ID,
      name: 'Ольга Петрова',
      phone: '+7 (912) 345-67-89',
      email: 'olga@example.ru',
      message: 'Нужен сайт для детской спортивной школы',
      sphere: 'sport',
      page: '/sportsite/',
      consent: true,
    });
    const res = await post(lead);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const minimal = {
      request_id: '5d3c2b1a-0f9e-4d8c-b7a6-958473625141',
      name: 'Иван',
      phone: '89001234567',
      page: '/contacts/',
      consent: true,
    };
    expect(await post(minimal).then((r) => r.json())).toEqual({ success: true });

    const recorded = await leads();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject(JSON.parse(JSON.stringify(lead)));
    expect(Number.isNaN(Date.parse(String(recorded[0]!.receivedAt)))).toBe(false);
    expect(recorded[1]).not.toHaveProperty('email');
    expect(await leads(minimal.request_id)).toMatchObject([{ name: 'Иван' }]);

    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    expect(await leads()).toEqual([]);
  });

  it('stores a repeated request_id once and answers success again', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const lead = { request_id: ID, name: 'Анна', phone: '89001234567', page: '/', consent: true };
    for (let i = 0; i < 3; i++) {
      const res = await post(lead);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    expect(await post({ ...lead, request_id: ID.toUpperCase() }).then((r) => r.status)).toBe(200);
    expect(await leads(ID)).toHaveLength(1);
    expect(await leads()).toHaveLength(1);
  });

  it('keeps a lead’s attribution, drops unknown or too long fields, never refuses for it', async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    const attribution = {
      landing_page: '/sportsite/?utm_source=yandex&utm_campaign=sport-autumn',
      referrer: 'https://ya.ru/',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'sport-autumn',
      utm_term: 'сайт для клуба',
      utm_content: 'banner-1',
    };
    const lead = leadSchema.parse({
      request_id: ID,
      name: 'Анна',
      phone: '89001234567',
      page: '/sportsite/',
      consent: true,
      attribution,
    });
    expect(await post(lead).then((r) => r.json())).toEqual({ success: true });
    expect(await leads(ID)).toMatchObject([{ attribution }]);

    const other = '5d3c2b1a-0f9e-4d8c-b7a6-958473625142';
    const res = await post({
      request_id: other,
      name: 'Анна',
      phone: '89001234567',
      page: '/',
      consent: true,
      attribution: { utm_source: 'x'.repeat(201), utm_medium: 'email', gclid: 'abc', referrer: 5 },
    });
    expect(res.status).toBe(200);
    expect((await leads(other))[0]!.attribution).toEqual({ utm_medium: 'email' });
    const none = '5d3c2b1a-0f9e-4d8c-b7a6-958473625143';
    await post({ request_id: none, name: 'Анна', phone: '89001234567', page: '/', consent: true });
    expect(await leads(none)).toHaveLength(1);
    expect((await leads(none))[0]).not.toHaveProperty('attribution');
  });

  it("match '/form' fails the form alone; other calls keep answering", async () => {
    await fetch(`${wp.url}/__leads`, { method: 'DELETE' });
    await control({ mode: 'error', match: '/form' });
    const lead = { request_id: ID, name: 'Анна', phone: '89001234567', page: '/', consent: true };
    expect((await post(lead)).status).toBe(500);
    for (const path of ['/header', '/portfolio', '/blog', '/solutions', '/vacancies']) {
      expect((await api(path)).status, path).toBe(200);
    }
    expect(await leads()).toEqual([]);
    await control({ mode: 'ok', match: null });
    expect((await post(lead)).status).toBe(200);
    expect(await leads(ID)).toHaveLength(1);
  });

  it('refuses a body that is not JSON, and methods other than POST', async () => {
    const res = await post('{name:');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errors: { form: expect.any(String) },
    });
    expect((await api('/form')).status).toBe(405);
  });
});
