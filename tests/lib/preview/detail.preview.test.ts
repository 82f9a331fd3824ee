// A detail page in draft mode (docs/wordpress-plugin.md 'Draft previews'): it shows the draft this browser redeemed,
// the public entry otherwise, and answers 404 or fails as the public page does.
import { vi } from 'vitest';
import { type PreviewEntry } from '@/lib/preview/core';
import { viewArticle, viewCase } from '@/lib/preview/detail';
import { activePreview } from '@/lib/preview/active';
import { getArticleDraft, getCaseDraft } from '@/lib/wp/preview';
import { getArticle } from '@/lib/wp/blog';
import { getCase } from '@/lib/wp/cases';
import { MissingError, UpstreamError } from '@/lib/errors';
import { detailOf } from '../../support/case';

vi.mock('@/lib/preview/active', () => ({ activePreview: vi.fn() }));
vi.mock('@/lib/wp/preview', () => ({
  getCaseDraft: vi.fn(),
  getArticleDraft: vi.fn(),
  getSolutionDraft: vi.fn(),
}));
vi.mock('@/lib/wp/cases', () => ({ getCase: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticle: vi.fn() }));

const published: PreviewEntry = { type: 'case', id: 7, slug: 'fk-volna' };
const draft: PreviewEntry = { type: 'article', id: 12, slug: null };

describe('a detail page in draft mode', () => {
  const mockedActive = vi.mocked(activePreview);
  beforeEach(() => {
    vi.mocked(getCase).mockReset();
    vi.mocked(getCaseDraft).mockReset();
    vi.mocked(getArticleDraft).mockReset();
    vi.mocked(getArticle).mockReset();
    mockedActive.mockReset();
  });

  it('shows the public entry when this request previews nothing', async () => {
    const detail = detailOf('full');
    mockedActive.mockResolvedValue(undefined);
    vi.mocked(getCase).mockResolvedValue({ ok: true, data: detail });
    await expect(viewCase(['fk-volna'])).resolves.toEqual({
      slug: 'fk-volna',
      detail,
      preview: null,
    });
    expect(mockedActive).toHaveBeenCalledWith('case', 'fk-volna');
    expect(getCaseDraft).not.toHaveBeenCalled();
  });

  it('shows the draft, not the public entry, for a redeemed one', async () => {
    const detail = detailOf('full');
    mockedActive.mockResolvedValue(published);
    vi.mocked(getCaseDraft).mockResolvedValue({ ok: true, data: detail });
    await expect(viewCase(['fk-volna'])).resolves.toEqual({
      slug: 'fk-volna',
      detail,
      preview: published,
    });
    expect(getCaseDraft).toHaveBeenCalledWith(7);
    expect(getCase).not.toHaveBeenCalled();
  });

  it('answers 404 for a draft WordPress no longer has, and fails when WordPress fails', async () => {
    mockedActive.mockResolvedValue(draft);
    vi.mocked(getArticleDraft).mockResolvedValue({ ok: false, reason: 'not-found' });
    await expect(viewArticle(['__preview-12'])).rejects.toBeInstanceOf(MissingError);
    vi.mocked(getArticleDraft).mockResolvedValue({ ok: false, reason: 'failed' });
    await expect(viewArticle(['__preview-12'])).rejects.toBeInstanceOf(UpstreamError);
    expect(getArticle).not.toHaveBeenCalled();
  });
});
