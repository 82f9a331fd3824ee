'use client';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/Button';
import { useUi } from './UiProvider';

/** A button that opens the contacts modal (SPEC 2.4). */
export function ContactsTrigger({
  children,
  variant = 'filled',
  className,
  arrow,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  arrow?: boolean;
}) {
  const { openModal } = useUi();
  return (
    <Button
      variant={variant}
      className={className}
      arrow={arrow}
      onClick={openModal}
      aria-haspopup="dialog"
    >
      {children}
    </Button>
  );
}
