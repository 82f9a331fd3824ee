// @vitest-environment node
// One Node version everywhere: .nvmrc, package.json `engines`, the Dockerfile and .ci/run agree,
// and every direct dependency declares support for it (or is a documented exception, README
// 'Node version').
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const nvmrc = read('.nvmrc').trim();
/** The oldest release of the pinned line, e.g. 20.20.0 for .nvmrc 20.20. */
const pinned = semver.coerce(nvmrc)!.version;

/** Declare Node ≥ 22 in every version that supports Next 16, yet run on 20 (tested here). */
const NODE_20_EXCEPTIONS = ['@fortedigital/nextjs-cache-handler'];

describe('the Node version', () => {
  it('.nvmrc names one release line', () => {
    expect(nvmrc).toMatch(/^\d+\.\d+$/);
  });

  it('engines accepts that line and nothing newer', () => {
    expect(semver.satisfies(pinned, pkg.engines.node)).toBe(true);
    expect(semver.satisfies(`${semver.major(pinned) + 1}.0.0`, pkg.engines.node)).toBe(false);
  });

  it('the Dockerfile builds and runs on it', () => {
    expect(read('Dockerfile')).toMatch(
      new RegExp(`^ARG NODE_VERSION=${nvmrc.replace('.', '\\.')}$`, 'm'),
    );
  });

  it('.ci/run checks it against .nvmrc', () => {
    expect(read('.ci/run')).toMatch(/cat \.nvmrc/);
  });

  it('every direct dependency declares support for it, but the listed exceptions', () => {
    const unsupported = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      (name) => {
        const { engines } = JSON.parse(read(`node_modules/${name}/package.json`)) as {
          engines?: { node?: string };
        };
        return engines?.node !== undefined && !semver.satisfies(pinned, engines.node);
      },
    );
    expect(unsupported.sort()).toEqual([...NODE_20_EXCEPTIONS].sort());
  });
});
