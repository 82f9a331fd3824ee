// @vitest-environment node
// The plugin's review rules (wordpress/phpcs.xml.dist, docs/security.md 'How the plugin is
// checked'): the plugin passes them, and they catch what they claim to — every line of
// tests/fixtures/phpcs/unsafe.php marked `expect:` is reported with exactly those codes, nothing
// else is, and the safe forms the plugin uses (safe.php) pass.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const RULES = 'wordpress/phpcs.xml.dist';
const FIXTURES = 'tests/fixtures/phpcs';

interface Message {
  line: number;
  source: string;
  type: 'ERROR' | 'WARNING';
  message: string;
}

function hasPhpcs(): boolean {
  try {
    execFileSync('phpcs', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** phpcs's messages per file (its JSON report); phpcs exits 1 or 2 when it finds something. */
function sniff(...targets: string[]): Record<string, Message[]> {
  const run = spawnSync(
    'phpcs',
    [`--standard=${RULES}`, '--report=json', '-q', '--no-cache', ...targets],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0 && run.status !== 1 && run.status !== 2) {
    throw new Error(`phpcs failed (${run.status}): ${run.stderr || run.stdout}`);
  }
  const report = JSON.parse(run.stdout) as { files: Record<string, { messages: Message[] }> };
  return Object.fromEntries(
    Object.entries(report.files).map(([file, { messages }]) => [file, messages]),
  );
}

function describeMessages(messages: Message[]): string[] {
  return messages.map((m) => `${m.line}: ${m.source} (${m.message})`);
}

// CI installs Debian's php-codesniffer (.ci/run); a laptop without it skips, saying so.
describe.skipIf(!hasPhpcs() && !process.env.CI)('the plugin review rules (phpcs)', () => {
  it('the plugin and the test WordPress mu-plugins pass them, without a warning', () => {
    const files = sniff('wordpress/studio-headless', 'wordpress/scripts/mu-plugins');
    expect(Object.keys(files).length).toBeGreaterThan(20);
    const found = Object.entries(files).flatMap(([file, messages]) =>
      describeMessages(messages).map((m) => `${file}:${m}`),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('report every marked line of the unsafe fixture with its codes, and nothing else', () => {
    const file = `${FIXTURES}/unsafe.php`;
    const expected = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const marked = /\/\/ expect: (.+)$/.exec(text);
        return marked ? marked[1]!.split(', ').map((code) => `${index + 1}: ${code}`) : [];
      })
      .sort();
    expect(expected.length).toBeGreaterThan(15);
    const messages = Object.values(sniff(file))[0] ?? [];
    const found = messages.map((m) => `${m.line}: ${m.source}`).sort();
    expect(found).toEqual(expected);
  }, 30_000);

  it('let the safe forms the plugin uses through', () => {
    const messages = Object.values(sniff(`${FIXTURES}/safe.php`))[0] ?? [];
    expect(describeMessages(messages)).toEqual([]);
  }, 30_000);
});
