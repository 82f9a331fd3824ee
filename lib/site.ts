// Brand facts used across metadata, JSON-LD and the layout. Contacts come from lib/config.ts.
export const SITE_NAME = 'Орбита';
export const SITE_LEGAL_NAME = 'Студия разработки «Орбита»';
export const SITE_TAGLINE = 'Студия заказной веб- и мобильной разработки';
export const SITE_DESCRIPTION =
  'Студия «Орбита» проектирует и разрабатывает веб-сервисы, интернет-магазины, личные кабинеты и мобильные приложения под задачи бизнеса. Аккредитованная ИТ-компания, более 15 лет опыта.';
export const OFFICE = {
  address: 'Москва, Пресненская набережная, 12',
  hours: 'Пн–Пт, 10:00–19:00 (МСК)',
} as const;
/** The personal-data policy (152-ФЗ), linked from every lead form's consent and the footer. */
export const PRIVACY_PATH = '/privacy/';
