// The portfolio case page (SPEC 2.8, 2.9): its sliders (the case images and the mobile version)
// on a wide screen, at 1024px and on a phone.
import { expect, test, type Locator } from '@playwright/test';
import { block, openCase } from '../helpers/case-page';

test.describe('sliders', () => {
  async function activeIndex(slider: Locator): Promise<string | null> {
    return slider.locator('.splide__slide.is-active').first().getAttribute('id');
  }

  test('the case image slider is looped, centred, gap 60px, no arrows, and moves', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const slider = block(page, 'column_with_slider').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider).toHaveClass(/splide--loop/);
    await expect(slider.locator('.splide__arrows')).toHaveCount(0);
    const active = slider.locator('.splide__slide.is-active').first();
    await expect(active).toHaveCSS('margin-right', '60px');
    const box = (await active.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(4);
    const before = await activeIndex(slider);
    await slider.locator('.splide__pagination__page').nth(1).click();
    await expect.poll(() => activeIndex(slider)).not.toBe(before);
  });

  test('the mobile-version slider shows 4 per page with gap 45px and 10vw padding', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const slider = block(page, 'mobile_version').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider).toHaveClass(/splide--loop/);
    await expect(slider.locator('.splide__arrows')).toHaveCount(0);
    await expect(slider.locator('.splide__track')).toHaveCSS('padding-left', '144px');
    const slide = slider.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '45px');
    const width = (await slide.boundingBox())!.width;
    expect(Math.abs(width - (1440 - 2 * 144 - 3 * 45) / 4)).toBeLessThan(3);
  });

  test('at 1024px the mobile-version slider shows 3 per page, gap 20px, padding 5vw, and moves by 1', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openCase(page, 'fk-volna');
    const slider = block(page, 'mobile_version').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider.locator('.splide__track')).toHaveCSS('padding-left', '51.2px');
    const slide = slider.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '20px');
    const width = (await slide.boundingBox())!.width;
    expect(Math.abs(width - (1024 - 2 * 51.2 - 2 * 20) / 3)).toBeLessThan(3);
    const before = await activeIndex(slider);
    await slider.locator('.splide__pagination__page').nth(1).click();
    await expect.poll(() => activeIndex(slider)).not.toBe(before);
  });

  test('on a phone: one centred screen with gap 15px; the case slider gap is 30px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCase(page, 'fk-volna');
    const mobile = block(page, 'mobile_version').locator('.splide');
    await mobile.scrollIntoViewIfNeeded();
    await expect(mobile).toHaveClass(/is-initialized/);
    const slide = mobile.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '15px');
    const box = (await slide.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThan(4);
    const cases = block(page, 'column_with_slider').locator('.splide');
    await cases.scrollIntoViewIfNeeded();
    await expect(cases.locator('.splide__slide.is-active').first()).toHaveCSS(
      'margin-right',
      '30px',
    );
  });
});
