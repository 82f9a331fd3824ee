// The sports landing's content (SPEC 2.11, SPEC 3 'Sports landing content'): one type per field.

/** A public image path under /public, e.g. '/landing/sport/icons/ticket.svg'. */
export type ImagePath = string;

export type SportPartner = { image: ImagePath; name: string };

/** A question with an HTML answer (sanitised when it renders). */
export type SportFaqItem = { id: string; question: string; answer: string };

export type SportPopularTask = { id: string; text: string; icon: ImagePath };

export type SportCard = {
  id: string;
  icons: ImagePath[];
  title: string;
  list: string[];
  /** A selected card is highlighted. */
  select?: boolean;
};

export type SportVideo = { poster: ImagePath; video: string };

export type SportChampionTasks = {
  title: string;
  subtitle: string;
  text: string;
  slogans: string[];
};

export type SportCompanySlide = {
  logo: ImagePath;
  /** How long the work took: «4 месяца». */
  time: string;
  /** The colour of the title line (a CSS colour). */
  titleColor: string;
  title: string;
  /** The line after the title, in the text colour. */
  titleAddit: string;
  /** The headline result, 0–100, drawn as a ring. */
  percent: number;
  /** What the studio did. */
  help: string;
  tags: string[];
  company: string;
};

export type SportSupportedCompanies = { title: string; slides: SportCompanySlide[] };

export type SportTasks = { title: string; text: string; tasks: string[] };

export type SportAchievement = { title: string; text: string };

export type SportInfo = {
  subtitle: string;
  title: string;
  desc: string;
  achievements: SportAchievement[];
  /** The embedded video: its caption, the file and the placeholder shown until a click. */
  video: { text: string; link: string; placeholder: ImagePath };
  runItems: string[];
};

export type SportEcosystemSide = {
  id: string;
  icons: ImagePath[];
  text: string;
  title: string;
  list: string[];
};

export type SportEcosystem = {
  /** Always 'sport' on this page: the ecosystem block's sports variant. */
  type: 'sport';
  title: string;
  desc: string;
  techs: string[];
  sides: SportEcosystemSide[];
  /** The three corners of the diagram. */
  triangle: { top: string; bottomLeft: string; bottomRight: string };
};

export type SportCycleStage = {
  title: string;
  decisions: string[];
  /** Groups of items; each inner list is one column. */
  items: string[][];
};

export type SportCycle = { title: string; subtitle: string; stages: SportCycleStage[] };

/** The animated title: desktop and mobile lines of the same heading. */
export type SportHeadline = { desktop: string[]; mobile: string[]; lead: string };

/** A section heading with an optional lead. */
export type SportHeading = { title: string; lead?: string };

export type SportLanding = {
  /** Canonical path: '/sportsite/'. */
  path: string;
  meta: { title: string; description: string };
  service: { name: string; serviceType: string };
  // The fields of SPEC 3 'Sports landing content'.
  partners: SportPartner[];
  faq: SportFaqItem[];
  popularTasks: SportPopularTask[];
  cards: SportCard[];
  video: SportVideo;
  championTasks: SportChampionTasks;
  supportedCompanies: SportSupportedCompanies;
  tasks: SportTasks;
  info: SportInfo;
  ecosystem: SportEcosystem;
  cycle: SportCycle;
  // The page's own copy around them.
  headline: SportHeadline;
  headings: {
    partners: string;
    video: SportHeading;
    cards: SportHeading;
    popularTasks: SportHeading;
    cases: SportHeading;
    form: string;
    blog: SportHeading;
    faq: string;
  };
};
