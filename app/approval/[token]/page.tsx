// /approval/{token}/ — a case's draft sent to the studio's client for approval (docs/WP-API.md
// 'Approval links'). Rendered for each request and never cached (next.config.ts adds no-store,
// noindex and no-referrer): an active link shows the case as its public page would, under the
// approval banner; an expired or revoked one opens the public page when there is one; anything
// else says the link no longer works. generateMetadata and the page open the link once (cache()).
// A messenger's link preview or a crawler (lib/approval/bots.ts) gets a note without the draft,
// and WordPress is not asked: the link's openings are the client's own.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApprovalBanner } from '@/components/approval/ApprovalBanner';
import {
  APPROVAL_PREVIEW_TITLE,
  ApprovalForPreview,
} from '@/components/approval/ApprovalForPreview';
import { APPROVAL_GONE_TITLE, ApprovalGone } from '@/components/approval/ApprovalGone';
import { CaseBody } from '@/components/case/CaseBody';
import { UpstreamErrorPage } from '@/components/layout/UpstreamErrorPage';
import { isLinkPreviewAgent } from '@/lib/approval/bots';
import { ERROR_TEXT } from '@/lib/errors';
import { casePath } from '@/lib/paths';
import { approvalMetadata, approvalTitle } from '@/lib/seo/approval';
import { caseTitle } from '@/lib/seo/case';
import { openApprovalLink } from '@/lib/wp/approval';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

async function fromLinkPreview(): Promise<boolean> {
  return isLinkPreviewAgent((await headers()).get('user-agent'));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (await fromLinkPreview()) return approvalMetadata(APPROVAL_PREVIEW_TITLE);
  const opened = await openApprovalLink((await params).token);
  if (opened.status === 'active') return approvalMetadata(approvalTitle(caseTitle(opened.detail)));
  return approvalMetadata(opened.status === 'failed' ? ERROR_TEXT.title : APPROVAL_GONE_TITLE);
}

export default async function ApprovalPage({ params }: Props) {
  const { token } = await params;
  if (await fromLinkPreview()) return <ApprovalForPreview />;
  const opened = await openApprovalLink(token);
  switch (opened.status) {
    case 'failed':
      // WordPress failed: the site's 5xx page (lib/errors.ts), never a stale or empty draft.
      return <UpstreamErrorPage />;
    case 'expired':
    case 'revoked':
      if (opened.slug) redirect(casePath(opened.slug));
      return <ApprovalGone />;
    case 'not-found':
      return <ApprovalGone />;
    case 'active':
      return (
        <>
          <ApprovalBanner token={token} approvedAt={opened.link.approvedAt} />
          <CaseBody detail={opened.detail} />
        </>
      );
  }
}
