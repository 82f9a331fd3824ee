// When the lead schema cannot be fetched (offline, an old deploy removed the chunk), the browser
// check lets the lead through to the server action, which checks the same schema; the next check
// tries the fetch again. Its own file: here the schema's import always fails.
import { vi } from 'vitest';
import { fieldErrors, submitFromBrowser } from '@/components/sections/form/client-submit';
import { EMPTY_VALUES } from '@/lib/lead/fields';
import { formWith } from './form-element';

const imports = vi.hoisted(() => ({ attempts: 0 }));

vi.mock('@/lib/lead/schema', () => {
  imports.attempts += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

it('sends the lead to the action when the schema cannot be fetched, and tries again later', async () => {
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
  expect(imports.attempts).toBe(2);
});
