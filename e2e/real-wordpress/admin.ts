// wp-admin for the real-wordpress specs: logging in as the throw-away WordPress's admin, and the
// block editor's canvas on every supported release.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { RealWpState } from './state';

/** Who signs in where: a WordPress's address, a login and its password (a RealWpState is one). */
export type Account = Pick<RealWpState, 'url' | 'user' | 'password'>;

/**
 * Logs in at wp-login.php and lands on `path` of wp-admin (never the dashboard: its news feed
 * fails offline).
 */
export async function logIn(page: Page, state: Account, path = 'profile.php'): Promise<void> {
  await page.goto(
    `${state.url}/wp-login.php?redirect_to=${encodeURIComponent(`${state.url}/wp-admin/${path}`)}`,
  );
  // wp-login.php focuses and selects «Username» 200 ms after it loads (wp_attempt_focus): a fill
  // typing at that moment lands in the wrong field (in CI the password once replaced the login).
  // So both fields are filled until each holds what it should.
  const login = page.locator('#user_login');
  const password = page.locator('#user_pass');
  await expect(async () => {
    await login.fill(state.user);
    await password.fill(state.password);
    await expect(login).toHaveValue(state.user, { timeout: 500 });
    await expect(password).toHaveValue(state.password, { timeout: 500 });
  }).toPass();
  await page.locator('#wp-submit').click();
  await page.waitForURL(/\/wp-admin\//);
}

/**
 * The block editor's canvas, where the title and the blocks are: an iframe on WordPress 6.3 and
 * later when every block type is of block API version 3 (ours are), the page itself on 6.1.
 */
export async function editorCanvas(page: Page): Promise<Page | FrameLocator> {
  const iframe = 'iframe[name="editor-canvas"]';
  await page.locator(`${iframe}, .editor-styles-wrapper`).first().waitFor();
  return (await page.locator(iframe).count()) > 0 ? page.frameLocator(iframe) : page;
}

/** The editor's Preview menu (named «Preview» on 6.1 and «View» since 6.6). */
export function previewMenu(page: Page) {
  return page
    .getByRole('region', { name: 'Editor top bar' })
    .getByRole('button', { name: /^(Preview|View)$/ });
}

/**
 * The editor's document sidebar, opened if it is closed, with the panel named `panel` expanded:
 * the sidebar's locator.
 */
export async function sidebarPanel(page: Page, panel: string): Promise<Locator> {
  const sidebar = page.locator('.interface-complementary-area');
  if (!(await sidebar.isVisible())) {
    await page
      .getByRole('button', { name: /^Settings$|Настройки/ })
      .first()
      .click();
  }
  const toggle = sidebar.getByRole('button', { name: panel });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return sidebar;
}

/**
 * Whether a browser console error comes of the site's renders and is no error of the editor: a
 * render that did not load (the site down, or without the page; the block then shows its fields,
 * docs/wordpress-plugin.md 'Editor renders'), or the sandbox of a render's frame refusing
 * Playwright's own trace recorder, which tries to run a script in every frame (the frame runs
 * none: that is the point). A Content-Security-Policy violation never is one.
 */
export function isRenderConsoleNoise(text: string): boolean {
  if (/Content.Security.Policy/i.test(text)) return false;
  return (
    /\/editor-render\//.test(text) ||
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(
      text,
    )
  );
}

/**
 * The selected case block's fields in the canvas: its toolbar's «Поля» pressed (the canvas shows
 * the site's render of a block by default).
 */
export async function showFields(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Поля', exact: true });
  await toggle.waitFor();
  // A click in the page: on 6.8 the inserter stays open, and its preview of the hovered block
  // can lie over the block toolbar.
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
    await toggle.evaluate((button) => (button as HTMLButtonElement).click());
  }
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** A new case's block editor, the welcome guide closed: its canvas. */
export async function newCaseEditor(page: Page, state: Account): Promise<Page | FrameLocator> {
  await logIn(page, state, 'post-new.php?post_type=case');
  const welcome = page.locator('.components-modal__frame').getByRole('button', { name: /Close/ });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  return editorCanvas(page);
}

/** Inserts a case block from the inserter by its title: the block in the canvas. */
export async function insertFromInserter(
  page: Page,
  canvas: Page | FrameLocator,
  title: string,
): Promise<Locator> {
  // The inserter closes after an insertion on 6.1 and stays open on 6.8: opened only when closed.
  const search = page.getByRole('searchbox').first();
  if (!(await search.isVisible())) {
    await page
      .getByRole('button', { name: /Toggle block inserter|Block Inserter|Добавить блок/ })
      .first()
      .click();
  }
  await search.fill(title);
  await page.getByRole('option', { name: title }).first().click();
  const block = canvas.locator('.studio-block').filter({ hasText: title }).last();
  await expect(block).toBeVisible();
  return block;
}

/** Inserts studio blocks (`name` after `studio/`) with their attributes through the editor's data. */
export async function insertStudioBlocks(
  page: Page,
  blocks: { name: string; attributes: Record<string, unknown> }[],
): Promise<void> {
  await page.evaluate((list) => {
    const wp = (
      window as unknown as {
        wp: {
          blocks: { createBlock: (n: string, a: object) => unknown };
          data: { dispatch: (s: string) => { insertBlocks: (b: unknown[]) => void } };
        };
      }
    ).wp;
    wp.data
      .dispatch('core/block-editor')
      .insertBlocks(list.map((b) => wp.blocks.createBlock(`studio/${b.name}`, b.attributes)));
  }, blocks);
}

/** Opens «Предпросмотр сбоку»: its pinned button in the top bar, else its «⋮» menu item. */
export async function openSidePreview(page: Page): Promise<Locator> {
  const pinned = page.getByRole('button', { name: 'Предпросмотр сбоку' }).first();
  if (await pinned.isVisible()) {
    await pinned.click();
  } else {
    await page.getByRole('button', { name: /^Options$/ }).click();
    await page.getByRole('menuitem', { name: /Предпросмотр сбоку/ }).click();
  }
  return page.locator('.studio-side-preview');
}

/** Publishes the post open in the editor (the two-step publish panel) and waits until it is. */
export async function publishFromEditor(page: Page): Promise<void> {
  await page.locator('.editor-post-publish-panel__toggle').click();
  await page.locator('.editor-post-publish-button').click();
  await expect(page.locator('.post-publish-panel__postpublish')).toBeVisible({ timeout: 30_000 });
}
