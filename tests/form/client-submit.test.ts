// The browser half of a submit fetches the lead schema on demand: the checks wait for it, and when
// it cannot be fetched (offline, an old deploy) the lead still goes to the action, which checks the
// same schema on the server.
import { vi } from 'vitest';
import { EMPTY_VALUES, LEAD_MESSAGES } from '@/lib/lead/fields';

type ClientSubmit = typeof import('@/components/sections/form/client-submit');

async function freshClientSubmit(): Promise<ClientSubmit> {
  vi.resetModules();
  return import('@/components/sections/form/client-submit');
}

function formWith(fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

afterEach(() => {
  vi.doUnmock('@/lib/lead/schema');
});

describe('client submit', () => {
  it('checks with the fetched schema, and fetches it once', async () => {
    const { fieldErrors, loadLeadSchema } = await freshClientSubmit();
    expect(loadLeadSchema()).toBe(loadLeadSchema());
    const errors = await fieldErrors({ ...EMPTY_VALUES, name: 'Анна', phone: '12' }, '/');
    expect(errors.phone).toBe(LEAD_MESSAGES.phone);
    expect(errors.consent).toBe(LEAD_MESSAGES.consent);
    expect(errors.name).toBeUndefined();
  });

  it('never calls the action with input the schema refuses', async () => {
    const { submitFromBrowser } = await freshClientSubmit();
    const action = vi.fn();
    const result = await submitFromBrowser({
      form: formWith({ name: 'Анна', phone: '12' }),
      page: '/',
      requestId: crypto.randomUUID(),
      elapsedMs: 5000,
      action,
    });
    expect(result.status).toBe('invalid');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the lead to the action when the schema cannot be fetched, and tries again later', async () => {
    let attempts = 0;
    vi.doMock('@/lib/lead/schema', () => {
      attempts += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { fieldErrors, submitFromBrowser } = await freshClientSubmit();
    expect(await fieldErrors({ ...EMPTY_VALUES, phone: '12' }, '/')).toEqual({});
    const action = vi.fn().mockResolvedValue({ status: 'success', name: 'Анна', delivery: 'sent' });
    const result = await submitFromBrowser({
      form: formWith({ name: 'Анна', phone: '+7 900 123-45-67', consent: 'on' }),
      page: '/',
      requestId: crypto.randomUUID(),
      elapsedMs: 5000,
      action,
    });
    expect(result).toEqual({ status: 'success', name: 'Анна', delivery: 'sent' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(attempts).toBeGreaterThanOrEqual(2);
  });
});
