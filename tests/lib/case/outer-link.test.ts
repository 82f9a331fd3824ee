// SPEC 2.8, 5: the outer link is shown only when case_outer_link parses as a URL, labelled with
// the host only.
import { parseOuterLink } from '@/lib/case/outer-link';

describe('case_outer_link', () => {
  it('is labelled with the host only', () => {
    expect(parseOuterLink('https://www.fc-test.example/tickets/?utm=1')).toEqual({
      href: 'https://www.fc-test.example/tickets/?utm=1',
      host: 'www.fc-test.example',
    });
  });

  it('keeps a non-default port in the host', () => {
    expect(parseOuterLink('http://demo.example:8080/app')?.host).toBe('demo.example:8080');
  });

  it('shows an internationalised domain as letters, not punycode', () => {
    expect(parseOuterLink('https://xn--80abvwko.xn--p1ai/')?.host).toBe('орбита.рф');
  });

  it.each([undefined, null, '', '   ', 'скоро', 'fc-volna.example', '/relative/path'])(
    'is hidden when the value %j does not parse as a URL',
    (value) => {
      expect(parseOuterLink(value)).toBeNull();
    },
  );

  it.each(['javascript:window.__xss=1', 'data:text/html,<script>1</script>', 'mailto:a@b.c'])(
    'is hidden for the non-web URL %j',
    (value) => {
      expect(parseOuterLink(value)).toBeNull();
    },
  );
});
