import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';

// next/link stands in as a plain <a> that shows the prefetch it was given.
const nav = vi.hoisted(() => ({ pathname: '/support/' as string | null }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));
vi.mock('next/link', () => ({
  default: ({
    prefetch,
    href,
    children,
    ...props
  }: ComponentProps<'a'> & { prefetch?: unknown }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

import { isSamePage, Link } from '@/components/ui/Link';

const prefetchOf = (name: string) => screen.getByRole('link', { name }).dataset.prefetch;

describe('the site’s link', () => {
  beforeEach(() => {
    nav.pathname = '/support/';
  });

  it('does not prefetch while it is only in view, and does once the pointer comes over it', () => {
    render(<Link href="/">Главная</Link>);
    expect(prefetchOf('Главная')).toBe('false');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Главная' }));
    expect(prefetchOf('Главная')).toBe('null');
  });

  it('prefetches on focus and on a touch as well, and still calls the caller’s handlers', () => {
    const onFocus = vi.fn();
    render(
      <>
        <Link href="/cases/" onFocus={onFocus}>
          Кейсы
        </Link>
        <Link href="/blog/">Блог</Link>
      </>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Кейсы' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Блог' }));
    expect(prefetchOf('Кейсы')).toBe('null');
    expect(prefetchOf('Блог')).toBe('null');
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('never prefetches the page it is on, nor when told not to', () => {
    render(
      <>
        <Link href="/support/#form">Заявка</Link>
        <Link href="/cases/" prefetch={false}>
          Кейсы
        </Link>
      </>,
    );
    for (const name of ['Заявка', 'Кейсы']) {
      fireEvent.mouseEnter(screen.getByRole('link', { name }));
      expect(prefetchOf(name)).toBe('false');
    }
  });

  it('tells the page it is on from the others', () => {
    expect(isSamePage('/support/', '/support/')).toBe(true);
    expect(isSamePage('/support/?utm_source=ya#examples', '/support/')).toBe(true);
    expect(isSamePage('#examples', '/support/')).toBe(true);
    expect(isSamePage('/support/cases/', '/support/')).toBe(false);
    expect(isSamePage('/', '/support/')).toBe(false);
    expect(isSamePage('/', null)).toBe(false);
    expect(isSamePage({ pathname: '/support/' }, '/support/')).toBe(false);
  });
});
