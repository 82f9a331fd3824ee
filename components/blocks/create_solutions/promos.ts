// The four fixed create_solutions promos (SPEC 2.9): our copy and images, one per category.
// Images are drawn by scripts/make-promo-images.mjs into public/img/promos/.
import { typograph } from '@/lib/text/typograph';
import type { SolutionCategory } from '@/lib/wp/blocks';

export type Promo = {
  title: string;
  bullets: readonly [string, string, string];
  image: { src: string; width: number; height: number; alt: string };
  href: string;
};

const IMAGE = { width: 960, height: 720 } as const;

const promo = (p: Promo): Promo => ({
  ...p,
  title: typograph(p.title),
  bullets: p.bullets.map((b) => typograph(b)) as unknown as Promo['bullets'],
});

export const PROMOS: Record<SolutionCategory, Promo> = {
  Спорт: promo({
    title: 'Сайт спортивного клуба под ключ',
    bullets: [
      'Продажа билетов и абонементов со схемой стадиона',
      'Матч-центр, календарь и автоматический импорт статистики',
      'Личный кабинет болельщика и программа лояльности',
    ],
    image: {
      src: '/img/promos/sport.webp',
      ...IMAGE,
      alt: 'Иллюстрация: билет на матч и табло со счётом',
    },
    href: '/sportsite/',
  }),
  'Интернет магазин': promo({
    title: 'Интернет-магазин, который продаёт',
    bullets: [
      'Каталог с фильтрами, быстрым поиском и сравнением',
      'Интеграция с 1С, складом, оплатой и службами доставки',
      'Быстрая загрузка и SEO с первого дня работы',
    ],
    image: {
      src: '/img/promos/ecommerce.webp',
      ...IMAGE,
      alt: 'Иллюстрация: карточки товаров и корзина покупателя',
    },
    href: '/ecommerce/',
  }),
  Культура: promo({
    title: 'Сайт театра, музея или концертного зала',
    bullets: [
      'Афиша и продажа билетов со схемой зала',
      'Страницы спектаклей, выставок и онлайн-экспозиции',
      'Версия для слабовидящих и доступность по ГОСТ',
    ],
    image: {
      src: '/img/promos/culture.webp',
      ...IMAGE,
      alt: 'Иллюстрация: занавес сцены и ряды кресел зрительного зала',
    },
    href: '/culture/',
  }),
  Порталы: promo({
    title: 'Веб-сервисы и корпоративные порталы',
    bullets: [
      'Личные кабинеты для клиентов, партнёров и сотрудников',
      'Интеграции с CRM, 1С и внутренними системами',
      'Роли, права доступа и защита персональных данных',
    ],
    image: {
      src: '/img/promos/portals.webp',
      ...IMAGE,
      alt: 'Иллюстрация: виджеты личного кабинета и связи между сервисами',
    },
    href: '/webapps/',
  }),
};
