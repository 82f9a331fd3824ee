// Taxonomies of the demo WordPress: case directions (the menu's 'Направления') and blog categories.
// 59 is 'Личные кабинеты', the site's default ACCOUNT_CASES_CATEGORY (SPEC 7.4). The lists answer
// only the terms that a published item carries (WP-API.md): 'Медицина' and 'Новости студии' exist
// in WordPress but no demo item carries them, so they are never listed.

export const DIRECTIONS = [
  { id: 54, title: 'Веб-сервисы' },
  { id: 55, title: 'Магазины' },
  { id: 56, title: 'Спорт' },
  { id: 57, title: 'Культура' },
  { id: 58, title: 'Рестораны' },
  { id: 59, title: 'Личные кабинеты' },
  { id: 60, title: 'Медицина' },
];

export const DIRECTION = {
  webapps: 54,
  ecommerce: 55,
  sport: 56,
  culture: 57,
  restaurant: 58,
  account: 59,
  medicine: 60,
};

export const BLOG_CATEGORIES = [
  { id: 61, title: 'Разработка' },
  { id: 62, title: 'Дизайн и UX' },
  { id: 63, title: 'Управление проектами' },
  { id: 64, title: 'Маркетинг и SEO' },
  { id: 65, title: 'Новости студии' },
];

export const BLOG_CATEGORY = { dev: 61, ux: 62, management: 63, marketing: 64, news: 65 };
