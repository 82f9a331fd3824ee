// Buttons and button-looking links (DESIGN.md): filled accent, outline on dark, text link with arrow.
import clsx from 'clsx';
import { Link } from '@/components/ui/Link';
import type { ComponentProps, ReactNode } from 'react';
import styles from './Button.module.scss';

export type ButtonVariant = 'filled' | 'outline' | 'outline-dark' | 'text';

type Common = { variant?: ButtonVariant; children: ReactNode; className?: string; arrow?: boolean };

function classes(variant: ButtonVariant, className?: string) {
  return clsx(styles.button, styles[variant], className);
}

function Label({ children, arrow }: { children: ReactNode; arrow?: boolean }) {
  return (
    <>
      <span>{children}</span>
      {arrow ? (
        <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
    </>
  );
}

/** An internal or external link styled as a button. External links open in a new tab. */
export function ButtonLink({
  href,
  variant = 'filled',
  children,
  className,
  arrow,
  external,
  ...rest
}: Common & { href: string; external?: boolean } & Omit<ComponentProps<'a'>, 'href'>) {
  if (external || /^(https?:|mailto:|tel:)/.test(href)) {
    const newTab = external ?? /^https?:/.test(href);
    return (
      <a
        href={href}
        className={classes(variant, className)}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        <Label arrow={arrow}>{children}</Label>
      </a>
    );
  }
  return (
    <Link href={href} className={classes(variant, className)} {...rest}>
      <Label arrow={arrow}>{children}</Label>
    </Link>
  );
}

/** A real <button>. */
export function Button({
  variant = 'filled',
  children,
  className,
  arrow,
  type = 'button',
  ...rest
}: Common & ComponentProps<'button'>) {
  return (
    <button type={type} className={classes(variant, className)} {...rest}>
      <Label arrow={arrow}>{children}</Label>
    </button>
  );
}
