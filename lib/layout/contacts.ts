// The studio's contacts as the layout's client components receive them (plain, serialisable).
export type PublicContacts = {
  email: string;
  phone: string;
  messengerUrl: string;
  messengerName: string;
};

/** 'tel:' href from a human phone number: '+7 495 000-00-00' → 'tel:+74950000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
