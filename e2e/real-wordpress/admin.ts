// wp-admin for the real-wordpress specs: logging in as the throw-away WordPress's admin.
import type { Page } from '@playwright/test';
import type { RealWpState } from './state';

/** Logs in at wp-login.php and lands on `path` of wp-admin (not the dashboard). */
export async function logIn(page: Page, state: RealWpState, path = 'profile.php'): Promise<void> {
  await page.goto(
    `${state.url}/wp-login.php?redirect_to=${encodeURIComponent(`${state.url}/wp-admin/${path}`)}`,
  );
  await page.locator('#user_login').fill(state.user);
  await page.locator('#user_pass').fill(state.password);
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
}
