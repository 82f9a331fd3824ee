// /approval/{token}/ (docs/WP-API.md 'Approval links'): an active link renders the case's body
// under the banner; expired or revoked with a public page redirects there; without one, or for an
// unknown link, the page says the link no longer works; WordPress failed gives the 5xx page.
// The page and its metadata open the link through the one cached call.
import { screen } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import ApprovalPage, { dynamic, generateMetadata } from '@/app/approval/[token]/page';
import { openApprovalLink, type OpenedApproval } from '@/lib/wp/approval';
import { detailOf, renderWithImages } from '../../../support/case';

vi.mock('@splidejs/react-splide', () => import('../../../support/splide-mock'));
vi.mock('@/lib/wp/approval', () => ({ openApprovalLink: vi.fn() }));
const request = vi.hoisted(() => ({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': request.userAgent }),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const params = Promise.resolve({ token: TOKEN });

function opens(opened: OpenedApproval) {
  vi.mocked(openApprovalLink).mockResolvedValue(opened);
}

const active = (): OpenedApproval => ({
  status: 'active',
  link: { id: '1', expiresAt: '2026-12-04T10:00:00+00:00', approvedAt: null },
  slug: null,
  detail: detailOf('minimal'),
});

describe('the approval page', () => {
  beforeEach(() => {
    request.userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0';
    vi.mocked(openApprovalLink).mockReset();
  });

  it('is rendered for each request', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it('shows an active link’s draft under the banner, titled for approval and never indexed', async () => {
    opens(active());
    renderWithImages(await ApprovalPage({ params }));
    expect(screen.getByRole('region', { name: 'Черновик для согласования' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Онлайн-экспозиция музея');
    expect(document.querySelector('[data-case-page]')).not.toBeNull();
    // No structured data of a draft.
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    const metadata = await generateMetadata({ params });
    expect(metadata).toMatchObject({
      title: 'Согласование: Онлайн-экспозиция музея',
      robots: { index: false, follow: false },
      alternates: { canonical: null },
      openGraph: null,
    });
    expect(openApprovalLink).toHaveBeenCalledWith(TOKEN);
  });

  it.each(['expired', 'revoked'] as const)('opens the public page of a %s link', async (status) => {
    opens({ status, slug: 'fk-volna' });
    await expect(ApprovalPage({ params })).rejects.toThrow('redirect /cases/fk-volna/');
  });

  it.each([
    { status: 'expired', slug: null },
    { status: 'revoked', slug: null },
    { status: 'not-found' },
  ] as const)('says the link no longer works: %j', async (opened) => {
    opens(opened);
    renderWithImages(await ApprovalPage({ params }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ссылка больше не действует',
    );
    expect(screen.getByRole('link', { name: /Связаться со студией/ })).toHaveAttribute(
      'href',
      '/contacts/',
    );
    expect(screen.queryByRole('region', { name: 'Черновик для согласования' })).toBeNull();
    expect(document.querySelector('[data-case-page]')).toBeNull();
    expect((await generateMetadata({ params })).title).toBe('Ссылка больше не действует');
  });

  it('gives the 5xx page when WordPress failed', async () => {
    opens({ status: 'failed' });
    renderWithImages(await ApprovalPage({ params }));
    expect(document.querySelector('[data-error-code="500"]')).not.toBeNull();
    expect(document.querySelector('[data-case-page]')).toBeNull();
    expect((await generateMetadata({ params })).robots).toEqual({ index: false, follow: false });
  });

  it('gives a messenger’s link preview a note without the draft, WordPress not asked', async () => {
    request.userAgent = 'TelegramBot (like TwitterBot)';
    opens(active());
    renderWithImages(await ApprovalPage({ params }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Черновик кейса для согласования',
    );
    expect(document.body.textContent).not.toContain('Онлайн-экспозиция музея');
    expect(document.querySelector('[data-case-page]')).toBeNull();
    const metadata = await generateMetadata({ params });
    expect(metadata).toMatchObject({
      title: 'Черновик кейса для согласования',
      robots: { index: false, follow: false },
      openGraph: null,
    });
    expect(openApprovalLink).not.toHaveBeenCalled();
  });
});
