import 'server-only';
import { cache } from 'react';
import { wpRequest, type WpResult } from './client';
import { vacancyDetailSchema, vacancyListSchema, type Vacancy } from './schemas';
import { TAGS } from './tags';

export const getVacancies = cache(async (): Promise<WpResult<Vacancy[]>> => {
  const result = await wpRequest(vacancyListSchema, {
    path: ['vacancies'],
    tags: [TAGS.vacancies],
  });
  return result.ok ? { ok: true, data: result.data.data.vacancies } : result;
});

export const getVacancy = cache(async (slug: string): Promise<WpResult<Vacancy>> => {
  const result = await wpRequest(vacancyDetailSchema, {
    path: ['vacancies', slug],
    tags: [TAGS.vacancies, TAGS.vacancy(slug)],
  });
  return result.ok ? { ok: true, data: result.data.data.vacancy } : result;
});
