// The outer element of every constructor block: anchor id, block type, and WordPress colours as
// CSS custom properties (the colours were validated as plain colour literals by the schema). Every
// text colour is checked against the block's background first (blockPalette): one WordPress
// sends that would not reach 4.5:1 is replaced by a readable one.
import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { blockPalette } from '@/lib/case/color';
import type { BlockType } from '@/lib/wp/blocks';
import styles from './Section.module.scss';

type Colors = { bg?: string; text?: string; title?: string; marker?: string };

type Props = {
  type: BlockType;
  id?: string;
  colors?: Colors;
  /** The tone when WordPress sends no (readable) background colour; otherwise the colour decides. */
  defaultTone?: 'light' | 'dark';
  /** Accessible name of the section (usually its title). */
  label?: string;
  className?: string;
  /** Keep the contents out of the page container (full-bleed sliders, backgrounds). */
  bleed?: boolean;
  children: ReactNode;
};

export function Section({
  type,
  id,
  colors = {},
  defaultTone,
  label,
  className,
  bleed,
  children,
}: Props) {
  const palette = blockPalette(colors, defaultTone ?? 'light');
  const resolvedTone = palette.tone;
  const style = {
    ...(palette.bg ? { '--block-bg': palette.bg } : {}),
    '--block-text': palette.text,
    '--block-title': palette.title,
    '--block-secondary': palette.secondary,
    '--block-accent': palette.accent,
    ...(colors.marker ? { '--block-marker': colors.marker } : {}),
  } as CSSProperties;
  return (
    <section
      id={id}
      data-block={type}
      aria-label={label}
      className={clsx(styles.section, styles[resolvedTone], className)}
      data-tone={resolvedTone}
      style={style}
    >
      {bleed ? children : <div className={styles.container}>{children}</div>}
    </section>
  );
}

/** A block title (h2) in the block's title colour. */
export function BlockTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={clsx(styles.title, className)}>{children}</h2>;
}
