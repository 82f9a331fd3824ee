// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/seo/jsonld';

describe('JSON-LD', () => {
  it('cannot close its script element', () => {
    const out = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>&',
    });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toMatchObject({ name: '</script><script>alert(1)</script>&' });
  });
});
