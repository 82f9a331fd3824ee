// The browser half of a submit fetches the lead schema on demand, and the checks wait for it. When
// it cannot be fetched: client-submit-offline.test.ts.
import { vi } from 'vitest';
import { EMPTY_VALUES, LEAD_MESSAGES } from '@/lib/lead/fields';
import { formWith } from './form-element';

type ClientSubmit = typeof import('@/components/sections/form/client-submit');

async function freshClientSubmit(): Promise<ClientSubmit> {
  vi.resetModules();
  return import('@/components/sections/form/client-submit');
}

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
});
