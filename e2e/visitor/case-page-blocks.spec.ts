// The portfolio case page (SPEC 2.8, 2.9): every constructor block type on the demo cases, in
// order, with its options; a case without the constructor and unknown blocks.
import { expect, test } from '@playwright/test';
import { block, blockTypes, openCase } from '../helpers/case-page';
import { WP_API } from '../helpers/wp';

test.describe('constructor blocks', () => {
  test('blocks render in order; offering shows client, year, tasks, offers and technologies', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    expect(await blockTypes(page)).toEqual([
      'offering',
      'case_page',
      'column_with_slider',
      'mobile_version',
      'review',
      'case_cooperation_with_list',
      'list',
      'create_solutions',
    ]);
    const offering = block(page, 'offering');
    await expect(offering.getByText('Клиент')).toBeVisible();
    await expect(offering.getByText('Год')).toBeVisible();
    await expect(offering).toContainText('2025');
    await expect(offering.getByRole('heading', { name: 'Задача' })).toBeVisible();
    await expect(offering.getByRole('heading', { name: 'Что мы предложили' })).toBeVisible();
    await expect(offering.getByRole('heading', { name: 'Технологии' })).toBeVisible();
    await expect(offering.locator('h3 + ul > li')).toHaveText([
      'Laravel',
      'Vue.js + NUXT',
      'PostgreSQL',
      'Redis',
      'Flutter',
    ]);
  });

  test("offering hides 'Технологии' without technologies and defaults its colours to white", async ({
    page,
  }) => {
    await openCase(page, 'beg-goroda');
    await expect(block(page, 'offering')).toBeVisible();
    await expect(block(page, 'offering').getByText('Технологии')).toHaveCount(0);
    await openCase(page, 'lavka-severa');
    await expect(block(page, 'offering').locator('h2').first()).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
  });

  test("case_page: the image is on the left for 'Слева', on the right otherwise", async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    await expect(block(page, 'case_page').locator('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'left',
    );
    const left = block(page, 'case_page');
    const imageX = (await left.locator('figure').boundingBox())!.x;
    const textX = (await left.getByRole('heading').boundingBox())!.x;
    expect(imageX).toBeLessThan(textX);
    await openCase(page, 'severnyy-put');
    await expect(block(page, 'case_page').locator('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'right',
    );
  });

  test('case_design, opportunity, list (marker colour), column and morphing_link', async ({
    page,
  }) => {
    await openCase(page, 'lavka-severa');
    await expect(block(page, 'case_design').getByRole('heading', { name: 'Дизайн' })).toBeVisible();
    await expect(block(page, 'opportunity').getByRole('heading')).toHaveText('Каталог и фильтры');
    const marker = block(page, 'list').locator('li > span[aria-hidden="true"]').first();
    await expect(marker).toHaveCSS('background-color', 'rgb(111, 143, 58)');
    const slider = block(page, 'column').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    const link = block(page, 'morphing_link').getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://lavka-severa.example/catalog/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('functional-create (white title), opportunity_with_list, column_with_list, cooperation without wave', async ({
    page,
  }) => {
    await openCase(page, 'teatr-na-naberezhnoy');
    await expect(block(page, 'functional-create').locator('h2')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
    await expect(block(page, 'opportunity_with_list').getByRole('listitem')).toHaveCount(4);
    await expect(
      block(page, 'column_with_list').locator('ul').first().getByRole('listitem'),
    ).toHaveCount(3);
    const cooperation = block(page, 'case_cooperation_with_list');
    await expect(cooperation.getByText('Сотрудничество', { exact: true })).toBeVisible();
    await expect(cooperation.locator('[data-wave]')).toHaveCount(0);
  });

  test('review, cooperation with its wave, control_system numbered from 1', async ({ page }) => {
    await openCase(page, 'fk-volna');
    const review = block(page, 'review');
    await expect(review.getByRole('heading', { name: 'Отзыв о проекте' })).toBeVisible();
    await expect(review).toContainText('Игорь Шестаков');
    await expect(review).toContainText('директор по маркетингу ФК «Волна»');
    const cooperation = block(page, 'case_cooperation_with_list');
    await expect(cooperation.getByText('Сотрудничество', { exact: true })).toBeVisible();
    await expect(cooperation.locator('[data-wave] path')).toHaveAttribute('fill', '#ffffff');
    await expect(cooperation.locator('img').first()).toBeVisible();

    await openCase(page, 'prilozhenie-kolos');
    const numbers = block(page, 'control_system').locator('ol > li > span:first-child');
    await expect(numbers).toHaveText(['1', '2', '3', '4']);
    await expect(block(page, 'functional-create').locator('h2')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
  });

  test("create_solutions: only when show, one promo per category with 'Подробнее'", async ({
    page,
  }) => {
    const expected: [string, string][] = [
      ['fk-volna', '/sportsite/'],
      ['lavka-severa', '/ecommerce/'],
      ['teatr-na-naberezhnoy', '/culture/'],
      ['kabinet-dilera-teploliniya', '/webapps/'],
    ];
    for (const [slug, href] of expected) {
      await openCase(page, slug);
      const promo = block(page, 'create_solutions');
      await expect(promo.getByRole('article').getByRole('listitem')).toHaveCount(3);
      await expect(promo.getByRole('article').getByRole('img')).toBeVisible();
      await expect(promo.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', href);
    }
    // create_solution is one site-wide setting (WP-API.md): every case shows the same options.
    const res = await page.request.get(`${WP_API}/portfolio/fk-volna`);
    const options = ((await res.json()) as { data: { create_solution: { title_span: string } } })
      .data.create_solution;
    expect(options.title_span).toBe('для вашего бизнеса');
    for (const slug of ['fk-volna', 'teatr-na-naberezhnoy']) {
      await openCase(page, slug);
      await expect(block(page, 'create_solutions').locator('h2')).toHaveText(
        /^Создадим\s+сайт\s+для\s+вашего\s+бизнеса$/,
      );
    }
    await openCase(page, 'restorany-kalina');
    await expect(block(page, 'create_solutions')).toHaveCount(0);
  });

  test('no blocks when is_constructor is false; unknown blocks skipped while the rest renders', async ({
    page,
  }) => {
    await openCase(page, 'muzey-chasov');
    expect(await blockTypes(page)).toEqual([]);
    await expect(page.getByText('Конструктор кейса выключен')).toHaveCount(0);
    await openCase(page, 'severnyy-put');
    expect(await blockTypes(page)).toEqual([
      'offering',
      'column',
      'case_page',
      'opportunity',
      'list',
      'create_solutions',
    ]);
    await expect(
      block(page, 'create_solutions').getByRole('link', { name: 'Подробнее' }),
    ).toHaveAttribute('href', '/webapps/');
  });
});
