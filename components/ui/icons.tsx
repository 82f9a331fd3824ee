// Line icons (24 × 24, 1.5 stroke, currentColor): the menu's directions and technologies (SPEC 2.3)
// and the small UI set. The same drawings live as files in public/icons/** for non-React use;
// tests/assets.test.ts keeps the two in step. Server-safe: no hooks, no 'use client'.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> & {
  /** Width and height (any CSS length or a number of px); 24 by default, or size it in CSS. */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
};

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

function icon(name: string, body: ReactNode): IconComponent {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    const a11y = title
      ? { role: 'img', 'aria-label': title }
      : { 'aria-hidden': true as const, focusable: 'false' as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...a11y}
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/* Directions (menu 'Направления') */

/** Веб-сервисы: a browser window. */
export const IconWebapps = icon(
  'IconWebapps',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 8.5h18M6 6.25h.01M8.5 6.25h.01M7 12.5h6M7 16h10" />
  </>,
);

/** Магазины: a shopping bag. */
export const IconEcommerce = icon(
  'IconEcommerce',
  <>
    <path d="M5.2 8h13.6l-.9 11.1a1 1 0 0 1-1 .9H7.1a1 1 0 0 1-1-.9z" />
    <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
  </>,
);

/** Спорт: a ball. */
export const IconSportsite = icon(
  'IconSportsite',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18M3 12h18M5.6 5.7a9.5 9.5 0 0 1 0 12.6M18.4 5.7a9.5 9.5 0 0 0 0 12.6" />
  </>,
);

/** Культура: a columned portico. */
export const IconCulture = icon(
  'IconCulture',
  <path d="M3.5 9 12 4l8.5 5zM6 12v5M10 12v5M14 12v5M18 12v5M4.5 20h15M4 9h16" />,
);

/** Рестораны: a serving cloche. */
export const IconRestaurant = icon(
  'IconRestaurant',
  <path d="M4.5 17a7.5 7.5 0 0 1 15 0M3 17h18M6 20h12M12 9.5V7.5M10.5 7.5h3" />,
);

/** Личные кабинеты: a user card. */
export const IconAccount = icon(
  'IconAccount',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10.5" r="2" />
    <path d="M5.8 16a3.4 3.4 0 0 1 6.4 0M15 10h3M15 13.5h3" />
  </>,
);

/* Technologies (menu 'Технологии'): simplified glyphs of our own that evoke each one. */

/** Laravel: stacked isometric blocks. */
export const IconLaravel = icon(
  'IconLaravel',
  <path d="M3 6l4-2 4 2v10l-4 2-4-2zM3 6l4 2 4-2M7 8v10M11 13l4-2 4 2v4l-4 2-4-2M11 13l4 2 4-2M15 15v4" />,
);

/** 1C-Битрикс: '1С' strokes in a rounded tile. */
export const IconBitrix = icon(
  'IconBitrix',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <path d="m7 9.6 2.2-1.6v8M17.3 9.4a3.6 3.6 0 1 0 0 5.2" />
  </>,
);

/** WordPress: a W in a circle. */
export const IconWordpress = icon(
  'IconWordpress',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m6.5 8.5 2.7 8 2.8-6.5 2.8 6.5 2.7-8" />
  </>,
);

/** Vue.js + NUXT: nested chevrons. */
export const IconVue = icon(
  'IconVue',
  <path d="M2.5 4.5 12 20.5l9.5-16M7.3 4.5 12 12.6l4.7-8.1M2.5 4.5h4.8M16.7 4.5h4.8" />,
);

/** React: an atom. */
export const IconReact = icon(
  'IconReact',
  <>
    <ellipse cx="12" cy="12" rx="9.5" ry="3.6" />
    <ellipse cx="12" cy="12" rx="9.5" ry="3.6" transform="rotate(60 12 12)" />
    <ellipse cx="12" cy="12" rx="9.5" ry="3.6" transform="rotate(120 12 12)" />
    <circle cx="12" cy="12" r=".8" />
  </>,
);

/** Flutter: two folded beams. */
export const IconFlutter = icon(
  'IconFlutter',
  <path d="M14 3h5L8.5 13.5 6 11zM14 11.5h5l-5 5 5 5h-5l-5-5z" />,
);

/* UI */

export const IconArrowRight = icon('IconArrowRight', <path d="M4.5 12h15M13.5 6l6 6-6 6" />);

export const IconArrowDown = icon('IconArrowDown', <path d="M12 4.5v15M6 13.5l6 6 6-6" />);

export const IconClose = icon('IconClose', <path d="m6 6 12 12M18 6 6 18" />);

/** A link that opens in a new tab. */
export const IconExternal = icon(
  'IconExternal',
  <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />,
);

export const IconPhone = icon(
  'IconPhone',
  <path d="M8.6 4H5.5A1.5 1.5 0 0 0 4 5.6 15 15 0 0 0 18.4 20a1.5 1.5 0 0 0 1.6-1.5v-3.1l-4.2-1.7-1.9 2a11 11 0 0 1-5.6-5.6l2-1.9z" />,
);

export const IconMail = icon(
  'IconMail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

/** The messenger link: a paper plane. */
export const IconSend = icon('IconSend', <path d="M21 3 3 10.5l7 3 3 7zM21 3 10 13.5" />);

/* Maps for data-driven menus; keys are the route slugs (SPEC 2.1, 2.3). */

export const directionIcons = {
  webapps: IconWebapps,
  ecommerce: IconEcommerce,
  sportsite: IconSportsite,
  culture: IconCulture,
  restaurant: IconRestaurant,
  account: IconAccount,
} satisfies Record<string, IconComponent>;

export const techIcons = {
  laravel: IconLaravel,
  bitrix: IconBitrix,
  wordpress: IconWordpress,
  vue: IconVue,
  react: IconReact,
  flutter: IconFlutter,
} satisfies Record<string, IconComponent>;

/** UI icons keyed by their file name in public/icons/ui/. */
export const uiIcons = {
  'arrow-right': IconArrowRight,
  'arrow-down': IconArrowDown,
  close: IconClose,
  external: IconExternal,
  phone: IconPhone,
  mail: IconMail,
  send: IconSend,
} satisfies Record<string, IconComponent>;

export type DirectionSlug = keyof typeof directionIcons;
export type TechSlug = keyof typeof techIcons;
