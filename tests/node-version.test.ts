// @vitest-environment node
// One Node version everywhere: .nvmrc, package.json `engines`, @types/node, the Dockerfile and
// .ci/run agree, and every direct dependency declares support for it (docs/operations.md 'Node version').
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const nvmrc = read('.nvmrc').trim();
/** The oldest release `engines` accepts, e.g. 24.15.0. */
const oldest = semver.minVersion(pkg.engines.node)!.version;

describe('the Node version', () => {
  it('.nvmrc names one major release line', () => {
    expect(nvmrc).toMatch(/^\d+$/);
  });

  it('engines accepts that line from one release on and nothing newer', () => {
    expect(pkg.engines.node).toMatch(/^>=\d+\.\d+\.\d+ <\d+$/); // the form scripts/check-node.cjs reads
    expect(semver.major(oldest)).toBe(Number(nvmrc));
    expect(semver.satisfies(`${nvmrc}.999.0`, pkg.engines.node)).toBe(true);
    expect(semver.satisfies(`${Number(nvmrc) + 1}.0.0`, pkg.engines.node)).toBe(false);
  });

  it('runs on it (this test process)', () => {
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it("@types/node describes that line's API", () => {
    expect(semver.minVersion(pkg.devDependencies['@types/node']!)!.major).toBe(Number(nvmrc));
  });

  it('the Dockerfile builds and runs on it', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_VERSION=${nvmrc}$`, 'm'));
  });

  it(".ci/run fetches the .nvmrc line's Node from the npm registry and checks it", () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/cat \.nvmrc/);
    expect(ci).toMatch(/npm pack "node-linux-\$arch@/);
    expect(ci).toMatch(/\bnpm ci --no-audit/);
  });

  it('npm ci / npm install refuse another Node; npm run demo and npm test say which to install', () => {
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
    expect(pkg.scripts.demo).toMatch(/^node scripts\/check-node\.cjs && /);
    expect(pkg.scripts.test).toMatch(/^node scripts\/check-node\.cjs && /);
  });

  it('scripts/check-node.cjs passes this Node and stops an older one with one line', () => {
    const check = (version?: string) =>
      spawnSync(
        process.execPath,
        [
          '-e',
          (version
            ? `Object.defineProperty(process, 'version', { value: 'v${version}' });` +
              `Object.defineProperty(process, 'versions', { value: { node: '${version}' } });`
            : '') + "require('./scripts/check-node.cjs')",
        ],
        { cwd: root, encoding: 'utf8' },
      );
    expect(check()).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const line = `Node.js ${nvmrc} LTS is needed (${pkg.engines.node}; this is v20.20.2): install it`;
    const old = check('20.20.2');
    expect(old.status).toBe(1);
    expect(old.stderr.startsWith(line)).toBe(true);
    expect(old.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(check(`${nvmrc}.0.0`).status).toBe(1); // older than engines' oldest release
    expect(check(`${Number(nvmrc) + 1}.0.0`).status).toBe(1);
  });

  it('every direct dependency declares support for it', () => {
    const unsupported = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      (name) => {
        const { engines } = JSON.parse(read(`node_modules/${name}/package.json`)) as {
          engines?: { node?: string };
        };
        return engines?.node !== undefined && !semver.satisfies(oldest, engines.node);
      },
    );
    expect(unsupported).toEqual([]);
  });
});
