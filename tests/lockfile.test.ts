// @vitest-environment node
// package-lock.json is complete, so that `npm ci` installs it on any machine (docs/operations.md
// 'Dependencies'): it records package.json's ranges, every package any entry depends on (other
// platforms' optional binaries included) at a version in range (no registry named: any registry installs it), and nothing
// that refuses the Node of `engines` (.npmrc engine-strict would stop `npm ci` there).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

interface Entry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  engines?: { node?: string } | string[];
  optional?: boolean;
  link?: boolean;
  resolved?: string;
  integrity?: string;
}
const pkg = JSON.parse(read('package.json')) as Entry & { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  lockfileVersion: number;
  packages: Record<string, Entry>;
};
const oldest = semver.minVersion(pkg.engines.node)!.version;

/** Where Node (and npm) find `name` from the package at `path`: its own node_modules, then up. */
function resolve(path: string, name: string): string | undefined {
  let dir = path;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

describe('package-lock.json', () => {
  it("is a version 3 lock of package.json's dependencies", () => {
    expect(lock.lockfileVersion).toBe(3);
    const top = lock.packages['']!;
    expect(top.dependencies).toEqual(pkg.dependencies);
    expect(top.devDependencies).toEqual(pkg.devDependencies);
    expect(top.engines).toEqual(pkg.engines);
  });

  it('holds every package some entry depends on, at a version in range', () => {
    const problems: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (entry.link) continue;
      const optionalPeers = entry.peerDependenciesMeta ?? {};
      const wanted: Record<string, string> = {
        ...(path === '' ? entry.devDependencies : {}),
        ...Object.fromEntries(
          Object.entries(entry.peerDependencies ?? {}).filter(
            ([name]) => !optionalPeers[name]?.optional,
          ),
        ),
        ...entry.optionalDependencies,
        ...entry.dependencies,
      };
      for (const [name, range] of Object.entries(wanted)) {
        const found = resolve(path, name);
        const version = found && lock.packages[found]?.version;
        if (!found) problems.push(`${path || 'package.json'} → ${name}@${range}: missing`);
        else if (semver.validRange(range) && version && !semver.satisfies(version, range))
          problems.push(`${path || 'package.json'} → ${name}@${range}: ${version}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists other platforms' optional binaries (not only this machine's)", () => {
    for (const name of [
      '@next/swc-darwin-arm64',
      '@next/swc-win32-x64-msvc',
      '@next/swc-linux-x64-gnu',
      '@unrs/resolver-binding-darwin-arm64',
      '@unrs/resolver-binding-win32-x64-msvc',
      '@img/sharp-darwin-arm64',
    ])
      expect(lock.packages[`node_modules/${name}`], name).toBeDefined();
  });

  it('names no registry, and keeps every integrity hash', () => {
    // .npmrc omit-lockfile-registry-resolved: the lock installs from whatever registry npm uses.
    const named = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !entry.link && (entry.resolved || !entry.integrity))
      .map(([path]) => path);
    expect(named).toEqual([]);
  });

  it('pins through overrides the dependencies declared by dist-tag', () => {
    // Without a registry URL, `npm ci` resolves a dist-tag (third-party-web@latest of
    // @paulirish/trace_engine) again and refuses the lock once the tag moves: an exact override
    // makes the lock the answer.
    const overrides = (pkg as { overrides?: Record<string, string> }).overrides ?? {};
    const tagged = Object.entries(lock.packages).flatMap(([, entry]) =>
      Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })
        .filter(([, range]) => /^[a-z][\w.-]*$/i.test(range))
        .map(([name]) => name),
    );
    for (const name of tagged) {
      expect(overrides[name], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(overrides[name]);
    }
    expect(tagged).toContain('third-party-web');
  });

  it("has no required package whose engines refuse the oldest Node of package.json's engines", () => {
    // Optional ones (other platforms' binaries) are skipped, not refused, by engine-strict.
    const refusing = Object.entries(lock.packages)
      .filter(([path, { engines, optional }]) => {
        const node = engines && !Array.isArray(engines) ? engines.node : undefined;
        return path && !optional && node && !semver.satisfies(oldest, node);
      })
      .map(([path, { engines }]) => `${path}: ${JSON.stringify(engines)}`);
    expect(refusing).toEqual([]);
  });
});
