// Module shim: @splidejs/react-splide ships types, but its package.json "exports" does not point
// at them, so TypeScript (moduleResolution: bundler) cannot find them. This restates the part we use.
declare module '@splidejs/react-splide' {
  import type { ComponentConstructor, Options, Splide as SplideCore } from '@splidejs/splide';
  import type { Component, DOMAttributes, HTMLAttributes, ReactNode } from 'react';

  export type { Options };

  type SplideHTMLAttributes = Partial<
    Omit<HTMLAttributes<HTMLElement>, keyof DOMAttributes<HTMLElement>>
  >;

  export interface SplideProps extends SplideHTMLAttributes {
    options?: Options;
    hasTrack?: boolean;
    tag?: 'div' | 'section' | 'header' | 'footer' | 'nav';
    extensions?: Record<string, ComponentConstructor>;
    transition?: ComponentConstructor;
    children?: ReactNode;
    onMounted?: (splide: SplideCore) => void;
    onMoved?: (splide: SplideCore, index: number, prev: number, dest: number) => void;
  }

  export class Splide extends Component<SplideProps> {
    splide: SplideCore | undefined;
    go(control: number | string): void;
  }

  export function SplideSlide(props: HTMLAttributes<HTMLLIElement>): ReactNode;
  export function SplideTrack(props: HTMLAttributes<HTMLDivElement>): ReactNode;
}

declare module '@splidejs/react-splide/css/core';
