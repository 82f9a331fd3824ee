// The approval banner's answer (docs/WP-API.md 'Approval links'): a thin delegate to lib/approval/route.ts.
import { handleApprovalPost } from '@/lib/approval/route';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleApprovalPost(request);
}
