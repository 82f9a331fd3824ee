// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, analytics, parseConfig, resetAnalyticsForTests } from '@/lib/config';

const base = { WP_API_URL: 'https://admin.example.ru/wp-json/studio/v1/' };

describe('runtime configuration', () => {
  it('parses a minimal environment with defaults and trims trailing slashes', () => {
    const c = parseConfig(base);
    expect(c.WP_API_URL).toBe('https://admin.example.ru/wp-json/studio/v1');
    expect(c.SITE_URL).toBe('http://localhost:3000');
    expect(c.MESSENGER_NAME).toBe('Telegram');
  });

  it('names a missing WP_API_URL clearly', () => {
    expect(() => parseConfig({})).toThrow(ConfigError);
    expect(() => parseConfig({})).toThrow(/WP_API_URL: is required/);
  });

  it('names every bad variable at once and points to the README', () => {
    let message = '';
    try {
      parseConfig({
        WP_API_URL: 'ftp://x',
        SITE_URL: 'not a url',
        CONTACT_EMAIL: 'nope',
        REVALIDATE_SECRET: 'short',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/WP_API_URL/);
    expect(message).toMatch(/SITE_URL/);
    expect(message).toMatch(/CONTACT_EMAIL/);
    expect(message).toMatch(/REVALIDATE_SECRET/);
    expect(message).toMatch(/README/);
  });

  describe('ACCOUNT_CASES_CATEGORY (the personal-account landing cases, SPEC 7.4)', () => {
    it("defaults to '59'", () => {
      expect(parseConfig(base).ACCOUNT_CASES_CATEGORY).toBe('59');
      expect(parseConfig({ ...base, ACCOUNT_CASES_CATEGORY: '' }).ACCOUNT_CASES_CATEGORY).toBe(
        '59',
      );
    });

    it('takes the id a real WordPress gave the direction', () => {
      expect(parseConfig({ ...base, ACCOUNT_CASES_CATEGORY: '1234' }).ACCOUNT_CASES_CATEGORY).toBe(
        '1234',
      );
    });

    it.each(['lichnye-kabinety', '59,60', '-1', ' 59', '5.9'])(
      'refuses %j with a message naming the variable',
      (value) => {
        expect(() => parseConfig({ ...base, ACCOUNT_CASES_CATEGORY: value })).toThrow(ConfigError);
        expect(() => parseConfig({ ...base, ACCOUNT_CASES_CATEGORY: value })).toThrow(
          /ACCOUNT_CASES_CATEGORY: ACCOUNT_CASES_CATEGORY must be a category id/,
        );
      },
    );
  });

  it('treats blank variables as unset', () => {
    expect(parseConfig({ ...base, SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });
});

describe('analytics configuration of the build', () => {
  beforeEach(() => resetAnalyticsForTests());
  afterEach(() => resetAnalyticsForTests());

  it('is off when nothing is set: no tags, no counter', () => {
    vi.stubEnv('YANDEX_VERIFICATION', '');
    vi.stubEnv('GOOGLE_SITE_VERIFICATION', '');
    vi.stubEnv('YANDEX_METRIKA_ID', '');
    vi.stubEnv('METRIKA_SCRIPT_URL', '');
    expect(analytics()).toEqual({ verification: {}, metrika: null });
  });

  it('reads the tags and the counter (the values next.config.ts inlines)', () => {
    vi.stubEnv('YANDEX_VERIFICATION', 'yandex-token-0123');
    vi.stubEnv('GOOGLE_SITE_VERIFICATION', 'google-token-0123');
    vi.stubEnv('YANDEX_METRIKA_ID', '12345678');
    vi.stubEnv('METRIKA_SCRIPT_URL', '');
    expect(analytics()).toEqual({
      verification: { yandex: 'yandex-token-0123', google: 'google-token-0123' },
      metrika: { id: '12345678', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' },
    });
  });
});
