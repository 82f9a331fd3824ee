import 'server-only';
import { config } from '../config';
import type { PublicContacts } from './contacts';

/** The contacts the layout hands to client components, from the validated configuration. */
export function publicContacts(): PublicContacts {
  const c = config();
  return {
    email: c.CONTACT_EMAIL,
    phone: c.CONTACT_PHONE,
    messengerUrl: c.MESSENGER_URL,
    messengerName: c.MESSENGER_NAME,
  };
}
