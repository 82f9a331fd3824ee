import { describe, expect, it } from 'vitest';
import {
  countFor,
  DIRECTIONS,
  MENU_SECTIONS,
  SERVICES,
  STAGES,
  TECHNOLOGIES,
  TOP_LINKS,
} from '@/lib/navigation';
import { STATIC_ROUTES } from '@/content/routes';

const pairs = (links: readonly { label: string; href: string }[]) =>
  links.map((l) => [l.label, l.href]);

describe('menu (SPEC 2.3), letter for letter', () => {
  it('top row', () => {
    expect(pairs(TOP_LINKS)).toEqual([
      ['О компании', '/about/'],
      ['Блог', '/blog/'],
      ['Портфолио', '/cases/'],
      ['Решения', '/solutions/'],
      ['Вакансии', '/vacancies/'],
      ['Контакты', '/contacts/'],
    ]);
  });

  it('directions, services, technologies and stages', () => {
    expect(pairs(DIRECTIONS)).toEqual([
      ['Веб-сервисы', '/webapps/'],
      ['Магазины', '/ecommerce/'],
      ['Спорт', '/sportsite/'],
      ['Культура', '/culture/'],
      ['Рестораны', '/restaurant/'],
      ['Личные кабинеты', '/account/'],
    ]);
    expect(pairs(SERVICES)).toEqual([
      ['Разработка ИТ-продукта', '/mvp/'],
      ['Доработка и развитие', '/development/'],
      ['Техническая поддержка', '/support/'],
      ['Мобильные приложения', '/flutter/'],
    ]);
    expect(TECHNOLOGIES.map((t) => [t.label, t.href, t.category])).toEqual([
      ['Laravel', '/laravel/', 'back'],
      ['1C-Битрикс', '/bitrix/', 'back'],
      ['WordPress', '/wordpress/', 'back'],
      ['Vue.js + NUXT', '/vue/', 'front'],
      ['React', '/react/', 'front'],
      ['Flutter', '/flutter/', 'app'],
    ]);
    expect(pairs(STAGES)).toEqual([
      ['Аналитика и UX-проектирование', '/services/analytics/'],
      ['UI-дизайн интерфейсов', '/services/design/'],
      ['Frontend разработка', '/services/frontend/'],
      ['Backend разработка', '/services/backend/'],
      ['Поисковая оптимизация (SEO)', '/services/seo/'],
    ]);
    expect(MENU_SECTIONS).toEqual({
      directions: 'Направления',
      services: 'Делаем',
      technologies: 'Технологии',
      stages: 'Этапы разработки',
    });
  });

  it('every static route is unique and has a trailing slash', () => {
    expect(new Set(STATIC_ROUTES).size).toBe(STATIC_ROUTES.length);
    for (const route of STATIC_ROUTES) expect(route).toMatch(/^\/([\w-]+\/)*$/);
  });

  it('every menu link ends with a slash and is a static route', () => {
    for (const l of [...TOP_LINKS, ...DIRECTIONS, ...SERVICES, ...TECHNOLOGIES, ...STAGES]) {
      expect(l.href).toMatch(/\/$/);
      expect(STATIC_ROUTES).toContain(l.href);
    }
  });

  it('shows counts only for blog, portfolio and vacancies, and only once known', () => {
    const counts = { articles: 12, cases: 9, vacancy: 4 };
    expect(TOP_LINKS.map((l) => countFor(l, counts))).toEqual([
      undefined,
      12,
      9,
      undefined,
      4,
      undefined,
    ]);
    expect(TOP_LINKS.map((l) => countFor(l, null)).every((c) => c === undefined)).toBe(true);
  });
});
