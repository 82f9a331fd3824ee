import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  browserStorage,
  readConsent,
  writeConsent,
} from '@/lib/analytics/consent';

const NOW = Date.UTC(2026, 10, 27, 12);

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('the visitor’s answer to the cookie notice', () => {
  it('is no answer until one is written', () => {
    expect(readConsent(memory(), NOW)).toBeNull();
    expect(readConsent(null, NOW)).toBeNull();
  });

  it.each(['granted', 'denied'] as const)('remembers %s', (choice) => {
    const storage = memory();
    expect(writeConsent(storage, choice, NOW)).toBe(true);
    expect(JSON.parse(storage.getItem(CONSENT_KEY) ?? '')).toEqual({ choice, at: NOW });
    expect(readConsent(storage, NOW + 1000)).toBe(choice);
  });

  it('asks again after a year', () => {
    const storage = memory();
    writeConsent(storage, 'granted', NOW);
    expect(readConsent(storage, NOW + CONSENT_MAX_AGE_MS - 1)).toBe('granted');
    expect(readConsent(storage, NOW + CONSENT_MAX_AGE_MS)).toBeNull();
  });

  it.each([
    ['garbage', 'not json'],
    ['an unknown choice', JSON.stringify({ choice: 'maybe', at: NOW })],
    ['a missing date', JSON.stringify({ choice: 'granted' })],
    ['a date in the future', JSON.stringify({ choice: 'granted', at: NOW + 60_000 })],
    ['a bare string', JSON.stringify('granted')],
    ['null', 'null'],
  ])('takes %s for no answer', (_, raw) => {
    const storage = memory();
    storage.setItem(CONSENT_KEY, raw);
    expect(readConsent(storage, NOW)).toBeNull();
  });

  it('survives a browser that refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(refusing, NOW)).toBeNull();
    expect(writeConsent(refusing, 'denied', NOW)).toBe(false);
    expect(writeConsent(null, 'denied', NOW)).toBe(false);
  });

  it('uses localStorage, or null where reading it throws', () => {
    expect(browserStorage()).toBe(window.localStorage);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(browserStorage()).toBeNull();
  });
});
