// The site's shell as the layout renders it (header, menu, mobile bar, contacts modal in one
// UiProvider), shared by the tests of those components. Each test file mocks next/navigation.
import { ContactsModal } from '@/components/layout/ContactsModal';
import { Header } from '@/components/layout/Header';
import { Menu } from '@/components/layout/Menu';
import { MobileBar } from '@/components/layout/MobileBar';
import { UiProvider } from '@/components/layout/UiProvider';
import { resetScrollLock } from '@/lib/layout/scroll-lock';
import type { HeaderCounts } from '@/lib/wp/schemas';

export const contacts = {
  email: 'hello@orbita.test',
  phone: '+7 495 000-00-00',
  messengerUrl: 'https://t.me/orbita_test',
  messengerName: 'Telegram',
};

export function Shell({ counts = null }: { counts?: HeaderCounts | null }) {
  return (
    <UiProvider>
      <Header contacts={contacts} />
      <Menu counts={counts} contacts={contacts} />
      <MobileBar contacts={contacts} />
      <ContactsModal contacts={contacts} />
    </UiProvider>
  );
}

/** Scroll unlocked and at the top, as a fresh page. */
export function resetShell(): void {
  resetScrollLock();
  window.scrollY = 0;
}
