'use client';
// UI state of SPEC 3/4: the contacts modal and the menu (both closed by default), with scroll lock.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { lockScroll, unlockScroll } from '@/lib/layout/scroll-lock';

type UiState = {
  menuOpen: boolean;
  modalOpen: boolean;
  toggleMenu: () => void;
  closeMenu: () => void;
  toggleModal: () => void;
  openModal: () => void;
  closeModal: () => void;
};

const UiContext = createContext<UiState | null>(null);

/** Locks page scroll while `active` is true and releases it on change or unmount. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return () => unlockScroll();
  }, [active]);
}

export function UiProvider({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  useScrollLock(menuOpen);
  useScrollLock(modalOpen);

  const toggleMenu = useCallback(() => setMenuOpen((v) => !v), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleModal = useCallback(() => setModalOpen((v) => !v), []);
  const openModal = useCallback(() => {
    setMenuOpen(false);
    setModalOpen(true);
  }, []);
  const closeModal = useCallback(() => setModalOpen(false), []);

  const value = useMemo(
    () => ({ menuOpen, modalOpen, toggleMenu, closeMenu, toggleModal, openModal, closeModal }),
    [menuOpen, modalOpen, toggleMenu, closeMenu, toggleModal, openModal, closeModal],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiState {
  const ctx = useContext(UiContext);
  if (!ctx) throw new Error('useUi must be used inside <UiProvider>');
  return ctx;
}
