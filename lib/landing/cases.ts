// The personal-account landing's portfolio load (SPEC 7.4, 9 'Account page cases: (1, 59)';
// WP-API.md: portfolio?page=1&count=4&categories[]=59). The category is run-time configuration,
// ACCOUNT_CASES_CATEGORY (lib/config.ts, default '59'): a real WordPress gives the 'Личные
// кабинеты' direction whatever id its database gives. Server-only, as the configuration is.
import { config } from '../config';
import { PORTFOLIO_PAGE_SIZE } from '../constants';

/** Page `page` of the personal-account cases: 4 per page, in the configured category. */
export function accountCasesQuery(page = 1): { page: number; count: number; category: string } {
  return { page, count: PORTFOLIO_PAGE_SIZE, category: config().ACCOUNT_CASES_CATEGORY };
}
