// @vitest-environment node
import {
  METRIKA_DEFAULT_SCRIPT_URL,
  inlinedAnalyticsEnv,
  parseAnalyticsConfig,
} from '@/lib/analytics/config';

describe('analytics configuration', () => {
  it('is all off when nothing is set, and blank counts as unset', () => {
    const off = { verification: {}, metrika: null };
    expect(parseAnalyticsConfig({})).toEqual(off);
    expect(
      parseAnalyticsConfig({
        YANDEX_VERIFICATION: '',
        GOOGLE_SITE_VERIFICATION: '',
        YANDEX_METRIKA_ID: '',
        METRIKA_SCRIPT_URL: '',
      }),
    ).toEqual(off);
  });

  it('takes the verification tokens and the counter with Yandex’s script by default', () => {
    const c = parseAnalyticsConfig({
      YANDEX_VERIFICATION: 'a1b2c3d4e5f6a7b8',
      GOOGLE_SITE_VERIFICATION: 'Xy_Z-0123456789abcdef',
      YANDEX_METRIKA_ID: '98765432',
    });
    expect(c.verification).toEqual({ yandex: 'a1b2c3d4e5f6a7b8', google: 'Xy_Z-0123456789abcdef' });
    expect(c.metrika).toEqual({ id: '98765432', scriptUrl: METRIKA_DEFAULT_SCRIPT_URL });
    expect(METRIKA_DEFAULT_SCRIPT_URL).toBe('https://mc.yandex.ru/metrika/tag.js');
  });

  it('takes a script URL of its own (a stand-in, a proxy) only with a counter', () => {
    const own = 'http://127.0.0.1:4499/metrika/tag.js';
    expect(
      parseAnalyticsConfig({ YANDEX_METRIKA_ID: '1', METRIKA_SCRIPT_URL: own }).metrika,
    ).toEqual({ id: '1', scriptUrl: own });
    expect(parseAnalyticsConfig({ METRIKA_SCRIPT_URL: own }).metrika).toBeNull();
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      parseAnalyticsConfig({
        YANDEX_METRIKA_ID: 'ym-123',
        METRIKA_SCRIPT_URL: 'javascript:alert(1)',
        YANDEX_VERIFICATION: '<meta name="x">',
        GOOGLE_SITE_VERIFICATION: 'short',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/YANDEX_METRIKA_ID: .*digits only/);
    expect(message).toMatch(/METRIKA_SCRIPT_URL: .*absolute http\(s\) URL/);
    expect(message).toMatch(/YANDEX_VERIFICATION: /);
    expect(message).toMatch(/GOOGLE_SITE_VERIFICATION: /);
  });

  it('inlines every key, empty when off, so the run-time environment is never read', () => {
    expect(inlinedAnalyticsEnv(parseAnalyticsConfig({}))).toEqual({
      YANDEX_VERIFICATION: '',
      GOOGLE_SITE_VERIFICATION: '',
      YANDEX_METRIKA_ID: '',
      METRIKA_SCRIPT_URL: '',
    });
    expect(inlinedAnalyticsEnv(parseAnalyticsConfig({ YANDEX_METRIKA_ID: '42' }))).toEqual({
      YANDEX_VERIFICATION: '',
      GOOGLE_SITE_VERIFICATION: '',
      YANDEX_METRIKA_ID: '42',
      METRIKA_SCRIPT_URL: METRIKA_DEFAULT_SCRIPT_URL,
    });
  });
});
