// A stand-in for @splidejs/react-splide in jsdom (Splide needs layout and matchMedia): it renders
// the slides and exposes the options it was given as JSON, so tests can check them.
import type { HTMLAttributes, ReactNode } from 'react';

export function Splide({
  options,
  children,
  hasTrack = true,
  ...props
}: {
  options?: unknown;
  children?: ReactNode;
  hasTrack?: boolean;
  tag?: string;
} & HTMLAttributes<HTMLElement>) {
  const { tag, ...rest } = props;
  return (
    <div data-splide-options={JSON.stringify(options)} data-tag={tag} {...rest}>
      {hasTrack ? <ul>{children}</ul> : children}
    </div>
  );
}

export function SplideSlide({ children, ...rest }: HTMLAttributes<HTMLLIElement>) {
  return <li {...rest}>{children}</li>;
}

export function SplideTrack({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}
