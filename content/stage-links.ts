// Cards of the five development stages, for the services overview and the stage pages.
import { STAGES } from './stages';
import type { LinkCard } from './types';

const SUMMARIES: Record<string, string> = {
  '/services/analytics/':
    'Исследуем пользователей и процессы, проектируем сценарии и прототип, пишем техническое задание и оцениваем проект.',
  '/services/design/':
    'Рисуем интерфейс и дизайн-систему: все экраны, состояния и адаптивные версии, готовые к разработке.',
  '/services/frontend/':
    'Собираем быстрый, доступный и адаптивный интерфейс на React или Vue из компонентов дизайн-системы.',
  '/services/backend/':
    'Пишем серверную логику, API и интеграции, проектируем базу данных и инфраструктуру на вырост.',
  '/services/seo/':
    'Закладываем поисковую оптимизацию в код и структуру сайта и выводим его к клиентам из Яндекса и Google.',
};

/** All five stages in order, each with a one-line summary. */
export function stageCards(): LinkCard[] {
  return STAGES.map((stage, index) => ({
    kicker: `Этап ${index + 1}`,
    title: stage.label,
    text: SUMMARIES[stage.href] ?? '',
    href: stage.href,
  }));
}

/** The stages other than the current one. */
export function otherStageCards(currentPath: string): LinkCard[] {
  return stageCards().filter((card) => card.href !== currentPath);
}

/** The stage label for a path (the stage pages use it letter for letter as their h1). */
export function stageLabel(path: string): string {
  const stage = STAGES.find((s) => s.href === path);
  if (!stage) throw new Error(`Not a development stage: ${path}`);
  return stage.label;
}

/** «Этап 2 из 5». */
export function stageEyebrow(path: string): string {
  const index = STAGES.findIndex((s) => s.href === path);
  return `Этап ${index + 1} из ${STAGES.length}`;
}
