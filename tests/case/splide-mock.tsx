// A stand-in for @splidejs/react-splide in jsdom (Splide needs layout and matchMedia): it renders
// the slides and exposes the options it was given as JSON, so tests can check them.
import type { HTMLAttributes, ReactNode } from 'react';

export function Splide({
  options,
  children,
  ...rest
}: { options?: unknown; children?: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <div data-splide-options={JSON.stringify(options)} {...rest}>
      <ul>{children}</ul>
    </div>
  );
}

export function SplideSlide({ children, ...rest }: HTMLAttributes<HTMLLIElement>) {
  return <li {...rest}>{children}</li>;
}

export function SplideTrack({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
