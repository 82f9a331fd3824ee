// The full-screen menu of SPEC 2.3: labels, routes (with a trailing slash), icons and stage numbers.
import type { HeaderCounts } from './wp/schemas';

export type CountKey = keyof HeaderCounts;

export type TopLink = { label: string; href: string; count?: CountKey };
export type DirectionLink = { label: string; href: string; icon: DirectionIcon };
export type TechLink = {
  label: string;
  href: string;
  icon: TechIcon;
  category: 'back' | 'front' | 'app';
};
export type PlainLink = { label: string; href: string };

export type DirectionIcon =
  'webapps' | 'ecommerce' | 'sportsite' | 'culture' | 'restaurant' | 'account';
export type TechIcon = 'laravel' | 'bitrix' | 'wordpress' | 'vue' | 'react' | 'flutter';

export const TOP_LINKS: readonly TopLink[] = [
  { label: 'О компании', href: '/about/' },
  { label: 'Блог', href: '/blog/', count: 'articles' },
  { label: 'Портфолио', href: '/cases/', count: 'cases' },
  { label: 'Решения', href: '/solutions/' },
  { label: 'Вакансии', href: '/vacancies/', count: 'vacancy' },
  { label: 'Контакты', href: '/contacts/' },
];

export const DIRECTIONS: readonly DirectionLink[] = [
  { label: 'Веб-сервисы', href: '/webapps/', icon: 'webapps' },
  { label: 'Магазины', href: '/ecommerce/', icon: 'ecommerce' },
  { label: 'Спорт', href: '/sportsite/', icon: 'sportsite' },
  { label: 'Культура', href: '/culture/', icon: 'culture' },
  { label: 'Рестораны', href: '/restaurant/', icon: 'restaurant' },
  { label: 'Личные кабинеты', href: '/account/', icon: 'account' },
];

export const SERVICES: readonly PlainLink[] = [
  { label: 'Разработка ИТ-продукта', href: '/mvp/' },
  { label: 'Доработка и развитие', href: '/development/' },
  { label: 'Техническая поддержка', href: '/support/' },
  { label: 'Мобильные приложения', href: '/flutter/' },
];

export const TECHNOLOGIES: readonly TechLink[] = [
  { label: 'Laravel', href: '/laravel/', icon: 'laravel', category: 'back' },
  { label: '1C-Битрикс', href: '/bitrix/', icon: 'bitrix', category: 'back' },
  { label: 'WordPress', href: '/wordpress/', icon: 'wordpress', category: 'back' },
  { label: 'Vue.js + NUXT', href: '/vue/', icon: 'vue', category: 'front' },
  { label: 'React', href: '/react/', icon: 'react', category: 'front' },
  { label: 'Flutter', href: '/flutter/', icon: 'flutter', category: 'app' },
];

export const STAGES: readonly PlainLink[] = [
  { label: 'Аналитика и UX-проектирование', href: '/services/analytics/' },
  { label: 'UI-дизайн интерфейсов', href: '/services/design/' },
  { label: 'Frontend разработка', href: '/services/frontend/' },
  { label: 'Backend разработка', href: '/services/backend/' },
  { label: 'Поисковая оптимизация (SEO)', href: '/services/seo/' },
];

/** Menu section headings (SPEC 2.3). */
export const MENU_SECTIONS = {
  directions: 'Направления',
  services: 'Делаем',
  technologies: 'Технологии',
  stages: 'Этапы разработки',
} as const;

/** The count shown beside a top link: undefined until WordPress answered (SPEC 4, 7.1). */
export function countFor(link: TopLink, counts: HeaderCounts | null): number | undefined {
  if (!link.count || !counts) return undefined;
  return counts[link.count];
}

/** Every static route of SPEC 2.1 (for the sitemap and the route tests). */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/about/',
  '/account/',
  '/3d-modeling/',
  '/bitrix/',
  '/laravel/',
  '/wordpress/',
  '/vue/',
  '/react/',
  '/flutter/',
  '/blog/',
  '/cases/',
  '/solutions/',
  '/contacts/',
  '/culture/',
  '/development/',
  '/ecommerce/',
  '/mvp/',
  '/restaurant/',
  '/sportsite/',
  '/support/',
  '/vacancies/',
  '/webapps/',
  '/services/',
  '/services/analytics/',
  '/services/design/',
  '/services/frontend/',
  '/services/backend/',
  '/services/seo/',
  '/privacy/',
];
