// The build's deployment id (SPEC 7.6, issue 9 part 4): next.config.ts gives it to Next.js as
// `deploymentId` and `generateBuildId`, and to the code as SITE_BUILD_ID. Pure: no git, no fs here.

export type DeploymentIdSource = {
  /** DEPLOYMENT_ID (or NEXT_DEPLOYMENT_ID) from the environment: CI's release id or git sha. */
  explicit?: string | undefined;
  /** The checked-out commit, when the build runs inside a git work tree. */
  gitSha?: string | null | undefined;
  /** Uncommitted changes: the sha alone would name two different builds the same. */
  dirty?: boolean;
  /** The build's start time (ms). */
  now: number;
};

/** Longest id kept: it appears in asset URLs (`?dpl=`) and the build folder's name. */
const MAX_LENGTH = 64;

/** Letters, digits, '-' and '_' only: the id becomes a path segment and a query value. */
export function sanitizeDeploymentId(raw: string): string {
  return raw
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH);
}

/**
 * The explicit id when given; else the commit (a clean checkout builds the same id on every
 * machine, so several instances built from one commit agree); else a time-stamped id.
 */
export function chooseDeploymentId({ explicit, gitSha, dirty = false, now }: DeploymentIdSource) {
  const stamp = now.toString(36);
  const fromEnv = explicit ? sanitizeDeploymentId(explicit) : '';
  if (fromEnv) return fromEnv;
  const sha = gitSha ? sanitizeDeploymentId(gitSha) : '';
  if (sha) return dirty ? `${sha}-dirty-${stamp}` : sha;
  return `build-${stamp}`;
}
