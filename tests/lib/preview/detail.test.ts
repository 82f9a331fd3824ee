// SPEC 2.8, 7.2, 8: success → the case; an answer without success → 404; WordPress failing is
// not a 404 (a typed error keeps the last good ISR copy, or gives the 500 error page); odd slugs
// are a 404 without calling WordPress. generateMetadata and the page share one fetch.
import { vi } from 'vitest';
import { MissingError, UpstreamError } from '@/lib/errors';
import { loadCase } from '@/lib/preview/detail';
import { getCase } from '@/lib/wp/cases';
import { detailOf } from '../../support/case';

vi.mock('@/lib/wp/cases', () => ({ getCase: vi.fn() }));
const mockedGetCase = vi.mocked(getCase);

describe('loading the case of a /cases/{slug}/ request', () => {
  beforeEach(() => mockedGetCase.mockReset());

  it('returns the case of the first segment when WordPress answers success: true', async () => {
    const detail = detailOf('full');
    mockedGetCase.mockResolvedValue({ ok: true, data: detail });
    await expect(loadCase(['fk-test', 'extra'])).resolves.toEqual({ slug: 'fk-test', detail });
    expect(mockedGetCase).toHaveBeenCalledWith('fk-test');
  });

  it('answers 404 (MissingError, the page renders the 404 page) when the answer lacks success: true', async () => {
    mockedGetCase.mockResolvedValue({ ok: false, reason: 'not-found' });
    await expect(loadCase(['archived-case'])).rejects.toBeInstanceOf(MissingError);
  });

  it('throws a typed error, not a 404, when WordPress fails', async () => {
    mockedGetCase.mockResolvedValue({ ok: false, reason: 'failed' });
    const error = await loadCase(['fk-test']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as { digest?: string }).digest).toBeUndefined();
  });

  it.each([[['..']], [['%zz']], [['<script>']], [[]]])(
    'answers 404 for the odd slug %j without calling WordPress',
    async (segments) => {
      await expect(loadCase(segments)).rejects.toBeInstanceOf(MissingError);
      expect(mockedGetCase).not.toHaveBeenCalled();
    },
  );

  it('lets generateMetadata and the page ask for the same cached case', async () => {
    vi.stubEnv('WP_API_URL', 'https://admin.orbita.example/wp-json/studio/v1');
    vi.stubEnv('SITE_URL', 'https://orbita.example');
    const { default: Page, generateMetadata } = await import('@/app/cases/[...slug]/page');
    mockedGetCase.mockResolvedValue({ ok: true, data: detailOf('full') });
    const params = Promise.resolve({ slug: ['fk-test'] });
    await generateMetadata({ params });
    await Page({ params });
    expect(mockedGetCase.mock.calls).toEqual([['fk-test'], ['fk-test']]);
  });
});
