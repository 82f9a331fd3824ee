// Types of the demo WordPress's approval links (approvals.mjs), for TypeScript importers (tests).
export interface ApprovalSeed {
  token: string;
  case: string;
  status: 'active' | 'expired' | 'revoked';
  draftTitle?: string;
  approvedAt?: string;
}

export const APPROVAL_SEEDS: readonly ApprovalSeed[];
