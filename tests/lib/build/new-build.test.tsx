import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullLoadFromNowOn, isNewBuild, sameSiteNavigation } from '@/lib/build/new-build';
import { clickReaches, link } from '../../support/links';

/** What Next.js throws when the server does not know an old page's action id. */
function unrecognizedAction() {
  return Object.assign(new Error('Server Action "ab12" was not found on the server.'), {
    name: 'UnrecognizedActionError',
  });
}

describe('isNewBuild', () => {
  it('is false for the same build and true for another', async () => {
    expect(await isNewBuild('b1', async () => 'b1')).toBe(false);
    expect(await isNewBuild('b1', async () => 'b2')).toBe(true);
  });

  it('takes an action the server does not know for a new build', async () => {
    expect(
      await isNewBuild('b1', async () => {
        throw unrecognizedAction();
      }),
    ).toBe(true);
  });

  it('is false when the server cannot be reached or says nothing', async () => {
    expect(
      await isNewBuild('b1', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
    expect(await isNewBuild('b1', async () => '')).toBe(false);
  });
});

describe('fullLoadFromNowOn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps same-site link clicks from the client router, and only those', () => {
    const undo = fullLoadFromNowOn(window);
    expect(clickReaches(link('/cases/'))).toBe(false);
    expect(clickReaches(link('https://t.me/orbita_studio'))).toBe(true);
    expect(clickReaches(link('/cases/', { target: '_blank' }))).toBe(true);
    expect(clickReaches(link('/price.pdf', { download: '' }))).toBe(true);
    expect(clickReaches(link('/cases/'), { ctrlKey: true })).toBe(true);
    expect(clickReaches(link('#discussion'))).toBe(true);
    undo();
    expect(clickReaches(link('/cases/'))).toBe(true);
  });

  it('reloads the page that back/forward lands on', () => {
    const reload = vi.fn();
    const fake = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    const undo = fullLoadFromNowOn(fake);
    fake.dispatchEvent(new Event('popstate'));
    expect(reload).toHaveBeenCalledOnce();
    undo();
    fake.dispatchEvent(new Event('popstate'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reads a click inside a link (an icon) as a click on the link', () => {
    const a = link('/about/');
    const icon = document.createElement('span');
    a.append(icon);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'target', { value: icon });
    expect(sameSiteNavigation(event, window.location)).toBe(true);
  });
});
