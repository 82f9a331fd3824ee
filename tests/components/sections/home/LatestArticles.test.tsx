// The home page's latest articles.
import { LatestArticles } from '@/components/sections/home/LatestArticles';
import { getArticles } from '@/lib/wp/blog';

vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

describe('LatestArticles', () => {
  it('is left out when WordPress fails', async () => {
    vi.mocked(getArticles).mockResolvedValue({ ok: false, reason: 'failed' });
    expect(await LatestArticles()).toBeNull();
  });
});
