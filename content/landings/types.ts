// The shapes of the landing pages' static copy (SPEC 3 'Personal-account landing content').
import type { FaqItem, TechGroup } from '../types';

export type LandingLink = { href: string; label: string };

/** A block's heading pair. */
export type LandingHead = { title: string; subtitle: string };

/** #types: one kind of personal account (for clients, partners or employees). */
export type AccountTypeCard = {
  id: string;
  /** Image URL of a line icon (public/landing/…). */
  icon: string;
  title: string;
  text: string;
  points: string[];
};

/** Questions block: why a company needs a personal account (SPEC 3: items of {src, text}). */
export type QuestionItem = { src: string; alt: string; text: string };

/** Functionality block (SPEC 3: items of {icon, title, text}). */
export type FunctionalityItem = { icon: string; title: string; text: string };

/** #integrations: one tab, a kind of service with its partners. */
export type IntegrationKind = {
  id: string;
  label: string;
  text: string;
  partners: { name: string; note: string }[];
};

/** #examples: one project (SPEC 3 'Example item'); `text` is HTML. */
export type ExampleItem = {
  id: string;
  icon: string;
  iconText: string;
  title: string;
  text: string;
  imageSmall: string;
  imageBig: string;
  /** Shown under a non-disclosure agreement: the client is not named. */
  nda: boolean;
};

export type SupportLanding = {
  /** Canonical path: '/support/'. */
  path: string;
  /** Where the page's structured data points (SPEC 2.1, reading 1): '/account/'. */
  servicePath: string;
  meta: { title: string; description: string; ogImageAlt: string };
  service: { name: string; serviceType: string };
  nav: { label: string; links: LandingLink[]; cta: LandingLink };
  hero: LandingHead & { eyebrow: string; primary: LandingLink; secondary: LandingLink };
  ticker: { label: string; items: readonly string[] };
  types: LandingHead & { items: AccountTypeCard[] };
  questions: LandingHead & { items: QuestionItem[] };
  functionality: LandingHead & { items: FunctionalityItem[] };
  integrations: LandingHead & { kinds: IntegrationKind[] };
  techs: LandingHead & { groups: TechGroup[] };
  /** `title` is HTML (one accented word). */
  examples: { title: string; subtitle: string; items: ExampleItem[] };
  cases: LandingHead;
  form: { title: string };
  faq: { title: string; items: FaqItem[] };
};
