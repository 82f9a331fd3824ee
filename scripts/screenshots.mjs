#!/usr/bin/env node
// Screenshots at 1440px and 390px for looking at what we built (not a test).
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /about/#menu /about/#modal /nope/
//   '#menu' opens the menu, '#modal' the contacts modal; FULL=1 takes full-page shots.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const [, , base = 'http://localhost:3000', ...routes] = process.argv;
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const out = process.env.OUT || '.screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  for (const route of routes.length ? routes : ['/']) {
    const [path, action] = route.split('#');
    await page.goto(base + path, { waitUntil: 'load' });
    if (action === 'menu')
      await page.getByRole('banner').getByRole('button', { name: /меню/ }).click();
    if (action === 'modal') await page.getByRole('button', { name: 'Позвонить' }).first().click();
    await page.waitForTimeout(700);
    const name = `${out}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}${action ? `-${action}` : ''}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !action && process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
