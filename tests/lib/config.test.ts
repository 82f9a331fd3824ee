// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/config';

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

  it('treats blank variables as unset', () => {
    expect(parseConfig({ ...base, SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
  });
});
