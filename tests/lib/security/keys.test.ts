// The keys derived from the one configured secret (docs/WP-API.md 'Keys'): the same bytes the
// plugin derives (the vector below is PHP's output), one key per job, none equal to the secret.
import { KEY_PURPOSES, derivedKey, keyMatches } from '@/lib/security/keys';

const SECRET = 'demo-revalidate-secret-0123456789';
// php -r 'echo hash_hmac("sha256", "studio-headless:" . $argv[1], "demo-revalidate-secret-0123456789");' <purpose>
const PHP_VECTOR = {
  revalidate: 'cacb210d457759e6f2401e3701a460e3f907071fd8ed9fdc349db8c57f2ee9d6',
  'preview-read': '56beafaa8eaad103eeb584a2ab714797cf6f47f2cc49b3e43138196b929e2342',
  'preview-token': 'ccd8f1d861a1b49d1da7277ac22b283524d797c0c8165db29dad2a763aed1dc7',
  'preview-cookie': '93a61d219f08586b570ab04ec96617be6820b09467f7bec07f193bf8c9f3ffae',
  'lead-rate': 'e8fd1bb1a5eca6bba11b45ddfd411cf720d47980098067776ae4a76fb5122a83',
  approval: 'b1c8888aa4aff4a6fc68ca44dfbb38889f135b883286ba2993a399ab0f72b350',
  'render-token': 'b02e1af8fda0ebd659577683a82a423014e0026819cbb8b5e34ceb6ce775b9c5',
  'render-read': '64f9ab7a31d2e2f90b64457fddf64afb734093024df9f0ec391ca7a0d9cefecd',
} as const;

describe('the derived keys', () => {
  it('are the bytes the plugin derives (a fixed vector from PHP)', () => {
    for (const purpose of KEY_PURPOSES)
      expect(derivedKey(SECRET, purpose)).toBe(PHP_VECTOR[purpose]);
  });

  it('differ per purpose and from the secret, and are empty without a secret', () => {
    const keys = KEY_PURPOSES.map((p) => derivedKey(SECRET, p));
    expect(new Set(keys).size).toBe(KEY_PURPOSES.length);
    expect(keys).not.toContain(SECRET);
    expect(derivedKey(undefined, 'revalidate')).toBe('');
    expect(derivedKey('', 'preview-read')).toBe('');
  });

  it('compare in constant time and never match an empty key', () => {
    const key = derivedKey(SECRET, 'revalidate');
    expect(keyMatches(key, key)).toBe(true);
    expect(keyMatches(key, `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(keyMatches(key, SECRET)).toBe(false);
    expect(keyMatches('', '')).toBe(false);
    expect(keyMatches(key, null)).toBe(false);
  });
});
