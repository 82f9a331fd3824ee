// The floating messenger widget (SPEC 1), mounted once in the root layout. A server component:
// it hands the client shell only the four strings the widget shows, never whole objects.
import type { PublicContacts } from '@/lib/layout/contacts';
import { MessengerShell } from './MessengerShell';

export function Messenger({ contacts }: { contacts: PublicContacts }) {
  return (
    <MessengerShell
      messengerUrl={contacts.messengerUrl}
      messengerName={contacts.messengerName}
      email={contacts.email}
      phone={contacts.phone}
    />
  );
}
