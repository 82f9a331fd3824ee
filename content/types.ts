// The shape of a static content page (service, direction, technology, stage, about).

/** A figure shown large with a short caption: «15+» / «лет опыта». */
export type Fact = { value: string; label: string };

export type Feature = { title: string; text: string };

export type Step = { title: string; text: string; href?: string };

/** A technology; slug names its own page (and its icon in components/ui/icons.tsx). */
export type TechItem = { name: string; slug?: TechSlug };

export type TechSlug = 'laravel' | 'bitrix' | 'wordpress' | 'vue' | 'react' | 'flutter';

export type DirectionSlug =
  'webapps' | 'ecommerce' | 'sportsite' | 'culture' | 'restaurant' | 'account';

/** The menu icon a page shares with its menu item (components/ui/icons.tsx). */
export type PageIcon = TechSlug | DirectionSlug;

export type TechGroup = { title: string; items: TechItem[] };

/** A plain-text question and answer (rendered with native details/summary). */
export type FaqItem = { question: string; answer: string };

export type LinkCard = {
  title: string;
  text: string;
  href: string;
  /** A small label above the title: «Этап 2». */
  kicker?: string;
};

type SectionBase = {
  /** Stable anchor id, unique within the page. */
  id: string;
  title: string;
  lead?: string;
};

export type Section =
  | (SectionBase & { type: 'features'; items: Feature[]; numbered?: boolean })
  | (SectionBase & { type: 'steps'; items: Step[] })
  | (SectionBase & { type: 'tech'; groups: TechGroup[] })
  | (SectionBase & { type: 'faq'; items: FaqItem[] })
  | (SectionBase & { type: 'facts'; items: Fact[] })
  | (SectionBase & { type: 'links'; items: LinkCard[] })
  | (SectionBase & { type: 'text'; paragraphs: string[]; bullets?: string[] });

export type PageContent = {
  /** Canonical path with a leading and a trailing slash: '/laravel/'. */
  path: string;
  meta: { title: string; description: string };
  intro: {
    /** A short kicker above the h1: «Технология · Backend». */
    eyebrow: string;
    /** The page's menu icon, shown beside the kicker. */
    icon?: PageIcon;
    title: string;
    lead: string;
    /** A prominent link under the lead, e.g. /account/ → the detailed landing at /support/. */
    more?: { href: string; label: string };
    facts?: Fact[];
  };
  sections: Section[];
  cta: { title: string; text: string; button: string };
  /** When present, the page publishes a JSON-LD Service. */
  service?: { name: string; serviceType: string };
};
