// @vitest-environment node
// WP_FORM_SECRET (WP-API.md): sent as `x-form-secret` with every lead when set, never otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../support/fetch';

const lead = {
  request_id: '0b5f8a4e-3c1d-4f6e-9a2b-7c8d9e0f1a2b',
  name: 'Анна',
  phone: '+7 900 000-00-00',
  email: undefined,
  message: undefined,
  page: '/',
  consent: true as const,
};

async function loadSendLead(secret: string | undefined) {
  vi.resetModules();
  if (secret === undefined) delete process.env.WP_FORM_SECRET;
  else process.env.WP_FORM_SECRET = secret;
  return (await import('@/lib/wp/form')).sendLead;
}

afterEach(() => {
  delete process.env.WP_FORM_SECRET;
  vi.unstubAllGlobals();
});

describe('sendLead', () => {
  it('sends the form secret as x-form-secret when WP_FORM_SECRET is set', async () => {
    const sendLead = await loadSendLead('form-secret-0123456789abcdef');
    const calls = stubFetch(json({ success: true }));
    await expect(sendLead(lead)).resolves.toEqual({ ok: true });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-form-secret')).toBe('form-secret-0123456789abcdef');
    expect(calls[0]?.init?.method).toBe('POST');
  });

  it('sends no x-form-secret header when WP_FORM_SECRET is unset', async () => {
    const sendLead = await loadSendLead(undefined);
    const calls = stubFetch(json({ success: true }));
    await sendLead(lead);
    expect(new Headers(calls[0]?.init?.headers).has('x-form-secret')).toBe(false);
  });

  it('returns the field errors of a 422 answer', async () => {
    const sendLead = await loadSendLead(undefined);
    stubFetch(json({ success: false, errors: { phone: 'Неверный телефон' } }, 422));
    await expect(sendLead(lead)).resolves.toEqual({
      ok: false,
      errors: { phone: 'Неверный телефон' },
    });
  });
});
