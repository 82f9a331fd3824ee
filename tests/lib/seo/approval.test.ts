// An approval page's metadata: noindex, nofollow, no canonical and no Open Graph, whatever the
// layout sets; the title names the draft.
import { APPROVAL_ROBOTS, approvalMetadata, approvalTitle } from '@/lib/seo/approval';

describe('approvalMetadata', () => {
  it('is never indexed or followed and gives the draft no canonical or card', () => {
    const metadata = approvalMetadata(approvalTitle('Лавка Севера'));
    expect(metadata.title).toBe('Согласование: Лавка Севера');
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(APPROVAL_ROBOTS).toEqual({ index: false, follow: false });
    expect(metadata.alternates).toEqual({ canonical: null });
    expect(metadata.openGraph).toBeNull();
  });
});
