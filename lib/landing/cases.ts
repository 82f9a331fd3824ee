// The personal-account landing's portfolio load (SPEC 7.4, 9 'Account page cases: (1, 59)';
// WP-API.md: portfolio?page=1&count=4&categories[]=59).
import { PORTFOLIO_PAGE_SIZE } from '../constants';

/** The portfolio category of personal-account cases. */
export const ACCOUNT_CASES_CATEGORY = '59';

export const ACCOUNT_CASES = {
  page: 1,
  count: PORTFOLIO_PAGE_SIZE,
  category: ACCOUNT_CASES_CATEGORY,
} as const;
