// Static copy of the home page. Routes and labels of services, directions, technologies and
// stages come from lib/navigation.ts (the menu), so the home page and the menu never disagree.
import { typograph } from '@/lib/text/typograph';
import { FIGURES } from '@/lib/constants';
import type { DirectionIcon, TechLink } from '@/lib/navigation';

export const HERO = {
  eyebrow: 'Студия заказной веб- и мобильной разработки',
  title: typograph('Веб-сервисы и приложения под задачи бизнеса'),
  lead: typograph(
    'Проектируем, рисуем и программируем цифровые продукты от аналитики до запуска — и остаёмся рядом, когда продукт начинает расти.',
  ),
} as const;

export type Claim = { value: string; label: string };

/** The marketing claims of SPEC 1 and the warranty figure of SPEC 9. */
export const CLAIMS: readonly Claim[] = [
  {
    value: `${FIGURES.yearsOfExperience}+\u00a0лет`,
    label: typograph('в заказной разработке: от сайтов до сложных веб-сервисов'),
  },
  {
    value: 'Аккредитация',
    label: typograph('Аккредитованная ИТ-компания: работаем официально, по договору и с гарантией'),
  },
  { value: '5\u00a0этапов', label: typograph('полного цикла — от аналитики и UX до SEO') },
  { value: '1\u00a0год', label: typograph('гарантии на функции, описанные в техническом задании') },
];

/** One line under each service of the menu's 'Делаем' group, keyed by route. */
export const SERVICE_TEXT: Record<string, string> = {
  '/mvp/': typograph(
    'Запускаем новый продукт: проверяем гипотезу, собираем MVP и доводим до первых клиентов.',
  ),
  '/development/': typograph(
    'Берём в работу готовые системы: аудит кода, рефакторинг и новые функции без остановки бизнеса.',
  ),
  '/support/': typograph(
    'Следим за стабильностью и безопасностью, обновляем и быстро исправляем по понятному регламенту.',
  ),
  '/flutter/': typograph(
    'Приложения для iOS и Android на Flutter: одна кодовая база, нативная скорость и общий бэкенд с сайтом.',
  ),
};

export const DIRECTION_TEXT: Record<DirectionIcon, string> = {
  webapps: typograph('Порталы, сервисы и внутренние системы компаний'),
  ecommerce: typograph('Интернет-магазины с каталогом, оплатой и интеграцией с 1С'),
  sportsite: typograph('Сайты клубов, лиг и федераций: билеты, мерч, статистика'),
  culture: typograph('Театры, музеи и фестивали: афиша, билеты, личный кабинет зрителя'),
  restaurant: typograph('Доставка, бронирование столов и программы лояльности'),
  account: typograph('Кабинеты для клиентов, партнёров и сотрудников'),
};

export const TECH_CATEGORY: Record<TechLink['category'], string> = {
  back: 'Backend',
  front: 'Frontend',
  app: 'Мобильные приложения',
};

/** One line under each development stage, in the order of STAGES. */
export const STAGE_TEXT: readonly string[] = [
  typograph(
    'Изучаем процессы и пользователей, собираем требования, проектируем сценарии и прототип.',
  ),
  typograph('Рисуем интерфейсы и дизайн-систему, которую легко развивать вместе с продуктом.'),
  typograph('Собираем быстрые и доступные интерфейсы на Vue.js, NUXT и React.'),
  typograph('Пишем серверную часть, API и интеграции на Laravel, 1C-Битрикс и WordPress.'),
  typograph('Закладываем SEO с первого дня: скорость, структура, микроразметка и аналитика.'),
];
