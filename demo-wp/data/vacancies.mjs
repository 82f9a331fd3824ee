// Open positions. salary, city, format, base_salary and valid_through are optional in WP-API.md,
// so some are null on purpose (a vacancy without a salary, one with neither a city nor remote work).
// date / modified: UTC, as WordPress's post_date_gmt / post_modified_gmt.

export const VACANCIES = [
  {
    id: 401,
    slug: 'backend-php-laravel',
    date: '2026-11-02T07:00:00Z',
    modified: '2026-11-20T09:30:00Z',
    title: 'Backend-разработчик (PHP, Laravel)',
    salary: 'от 250\u00a0000\u00a0₽',
    city: 'Москва',
    format: 'Гибрид',
    description: `
<p>Ищем разработчика в команду, которая делает личные кабинеты и билетные системы для наших клиентов.</p>
<h2>Задачи</h2>
<ul>
  <li>проектирование и разработка API на Laravel;</li>
  <li>интеграции с 1С, платёжными и билетными системами;</li>
  <li>оптимизация под пиковые нагрузки.</li>
</ul>
<h2>Мы ждём</h2>
<ul>
  <li>опыт коммерческой разработки на PHP от трёх лет;</li>
  <li>уверенное знание PostgreSQL или MySQL, опыт с очередями;</li>
  <li>привычку писать тесты.</li>
</ul>`.trim(),
    employment_type: ['FULL_TIME'],
    remote: false,
    base_salary: { min: 250000, max: null, currency: 'RUB', unit: 'MONTH' },
    valid_through: '2027-01-31',
  },
  {
    id: 402,
    slug: 'frontend-vue-nuxt',
    date: '2026-10-28T08:15:00Z',
    modified: '2026-10-28T08:15:00Z',
    title: 'Frontend-разработчик (Vue.js, Nuxt)',
    salary: null,
    city: 'Москва',
    format: 'Удалённо',
    description: `
<p>Нужен разработчик интерфейсов для веб-сервисов и интернет-магазинов. Зарплату обсудим на собеседовании по итогам тестового задания.</p>
<ul>
  <li>Vue 3, Nuxt, TypeScript;</li>
  <li>внимание к доступности и скорости загрузки;</li>
  <li>умение договариваться с дизайнером.</li>
</ul>`.trim(),
    employment_type: ['FULL_TIME'],
    remote: true,
    base_salary: null,
    valid_through: null,
  },
  {
    id: 403,
    slug: 'flutter-developer',
    date: '2026-10-21T10:00:00Z',
    modified: '2026-11-05T12:00:00Z',
    title: 'Flutter-разработчик',
    salary: 'от 220\u00a0000\u00a0₽',
    city: null,
    format: 'Удалённо',
    description: `
<p>Развиваем мобильные приложения для сетей пекарен, фитнес-клубов и спортивных клубов.</p>
<ul>
  <li>опыт с Flutter от двух лет и опубликованные приложения;</li>
  <li>понимание публикации в App Store и Google Play;</li>
  <li>работа с push-уведомлениями и офлайн-режимом.</li>
</ul>`.trim(),
    employment_type: ['FULL_TIME', 'CONTRACTOR'],
    remote: true,
    base_salary: { min: 220000, max: null, currency: 'RUB', unit: 'MONTH' },
    valid_through: '2026-12-31',
  },
  {
    id: 404,
    slug: 'ui-ux-designer',
    date: '2026-10-14T06:45:00Z',
    modified: '2026-10-14T06:45:00Z',
    title: 'UI/UX-дизайнер',
    salary: '180\u00a0000 — 230\u00a0000\u00a0₽',
    city: 'Москва',
    format: 'Офис',
    description: `
<p>Проектируем интерфейсы личных кабинетов, магазинов и сайтов для культуры и спорта.</p>
<ul>
  <li>портфолио с реальными продуктами, а не только концептами;</li>
  <li>опыт интервью с пользователями и работы с дизайн-системами;</li>
  <li>уверенная работа в Figma.</li>
</ul>`.trim(),
    employment_type: ['FULL_TIME'],
    remote: false,
    base_salary: { min: 180000, max: 230000, currency: 'RUB', unit: 'MONTH' },
    valid_through: null,
  },
  {
    id: 405,
    slug: 'project-manager',
    date: '2026-09-30T09:00:00Z',
    modified: '2026-09-30T09:00:00Z',
    title: 'Менеджер проектов',
    salary: null,
    city: null,
    format: null,
    description: `
<p>Ведёте два–три проекта от оценки до запуска: планирование, коммуникация с клиентом, контроль сроков и бюджета.</p>
<blockquote><p>Нам важнее умение честно говорить о рисках, чем знание всех методологий.</p></blockquote>`.trim(),
    employment_type: ['FULL_TIME', 'PART_TIME'],
    remote: false,
    base_salary: null,
    valid_through: null,
  },
];
