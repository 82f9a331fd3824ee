// A slower host for one browser: Chromium started inside a Linux control group whose CPU quota is
// less than one core, so all of its processes (renderer, compositor, GPU, browser) share it, as
// on a machine half as fast. DevTools' CPU throttling slows the renderer's main thread only, which
// misses what a slow host does to the compositor (docs/performance.md 'The first-paint stall').
// Needs a writable cgroup (v1 `cpu` controller or v2 with `cpu` delegated), as root in a
// container or CI; callers skip with SLOW_HOST_MISSING otherwise.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SLOW_HOST_MISSING =
  'needs a writable Linux cgroup for the CPU (root, cgroup v1 "cpu" or v2 with "cpu" delegated)';

const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';

/** Where a new group can be made, and how its quota is written; undefined when none can. */
function controller(): { dir: string; limit: (dir: string, cpus: number) => void } | undefined {
  const writable = (dir: string) => {
    try {
      const probe = join(dir, `studio-probe-${process.pid}`);
      mkdirSync(probe);
      rmdirSync(probe);
      return true;
    } catch {
      return false;
    }
  };
  const period = 20_000;
  if (existsSync(join(V1, 'cpu.cfs_quota_us')) && writable(V1))
    return {
      dir: V1,
      limit: (dir, cpus) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(cpus * period)));
      },
    };
  try {
    if (readFileSync(join(V2, 'cgroup.subtree_control'), 'utf8').includes('cpu') && writable(V2))
      return {
        dir: V2,
        limit: (dir, cpus) =>
          writeFileSync(join(dir, 'cpu.max'), `${Math.round(cpus * period)} ${period}`),
      };
  } catch {
    /* no cgroup v2 either */
  }
  return undefined;
}

/**
 * A wrapper executable that starts `chromiumPath` inside a group limited to `cpus` of one core, a
 * function that changes the limit (at once, for the processes already in it), and one that
 * removes the group; undefined when this machine cannot make one.
 */
export function slowHostChromium(
  chromiumPath: string,
  cpus: number,
): { path: string; limit: (cpus: number) => void; remove: () => void } | undefined {
  const cgroup = controller();
  if (!cgroup) return undefined;
  const group = join(cgroup.dir, `studio-slow-host-${process.pid}`);
  mkdirSync(group, { recursive: true });
  cgroup.limit(group, cpus);
  const wrapper = join(tmpdir(), `studio-slow-chromium-${process.pid}.sh`);
  writeFileSync(
    wrapper,
    `#!/bin/sh\necho $$ > '${join(group, 'cgroup.procs')}'\nexec '${chromiumPath}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return {
    path: wrapper,
    limit: (to) => cgroup.limit(group, to),
    remove: () => {
      try {
        rmdirSync(group);
      } catch {
        /* still has processes: the kernel removes nothing until they exit */
      }
    },
  };
}
