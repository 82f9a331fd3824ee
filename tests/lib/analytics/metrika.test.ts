import {
  GOALS,
  hit,
  isUntrackedPath,
  metrikaId,
  reachGoal,
  resetMetrikaForTests,
  startMetrika,
} from '@/lib/analytics/metrika';

type YmWindow = Window & { ym?: ((...args: unknown[]) => void) & { a?: unknown[][] } };
const w = window as YmWindow;

const calls = () => w.ym?.a ?? [];
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  resetMetrikaForTests();
  delete w.ym;
  document.head.innerHTML = '';
});

describe('the Metrika wrapper with the counter off (the build inlined an empty id)', () => {
  beforeEach(() => vi.stubEnv('YANDEX_METRIKA_ID', ''));

  it('loads nothing and reports nothing', () => {
    startMetrika('12345678', 'https://mc.yandex.ru/metrika/tag.js');
    hit('http://localhost/');
    reachGoal(GOALS.leadSent);
    expect(w.ym).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(metrikaId()).toBe('');
  });
});

describe('the Metrika wrapper with a counter', () => {
  beforeEach(() => {
    vi.stubEnv('YANDEX_METRIKA_ID', '12345678');
    vi.stubEnv('METRIKA_SCRIPT_URL', 'https://mc.yandex.ru/metrika/tag.js');
  });

  it('reports no goal before the counter was started (no consent yet)', () => {
    reachGoal(GOALS.leadSent);
    hit('http://localhost/');
    expect(w.ym).toBeUndefined();
  });

  it('starts once: Yandex’s queue, the async script, init without the automatic hit', () => {
    startMetrika();
    startMetrika();
    expect(scripts()).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
    expect((document.head.querySelector('script') as HTMLScriptElement).async).toBe(true);
    expect(calls()).toEqual([
      [
        12345678,
        'init',
        {
          defer: true,
          clickmap: true,
          trackLinks: true,
          accurateTrackBounce: true,
          webvisor: false,
        },
      ],
    ]);
  });

  it('then reports page views and goals through the queue', () => {
    startMetrika();
    hit('http://localhost/cases/', 'http://localhost/');
    reachGoal(GOALS.leadSent);
    reachGoal(GOALS.messengerOpened);
    expect(calls().slice(1)).toEqual([
      [12345678, 'hit', 'http://localhost/cases/', { referer: 'http://localhost/' }],
      [12345678, 'reachGoal', 'lead_sent'],
      [12345678, 'reachGoal', 'messenger_opened'],
    ]);
  });

  it('starts nothing for a counter number that is not one', () => {
    startMetrika('0', 'https://mc.yandex.ru/metrika/tag.js');
    startMetrika('12345678', '');
    expect(w.ym).toBeUndefined();
    expect(scripts()).toEqual([]);
  });
});

describe('isUntrackedPath', () => {
  it('is true for approval links and editor renders only', () => {
    expect(isUntrackedPath('/approval/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde/')).toBe(true);
    expect(isUntrackedPath('/approval/')).toBe(true);
    expect(isUntrackedPath('/cases/approval/')).toBe(false);
    expect(isUntrackedPath('/approvals-guide/')).toBe(false);
    expect(isUntrackedPath('/editor-render/eyJpZCI6MX0.c2ln/')).toBe(true);
    expect(isUntrackedPath('/editor-render/')).toBe(true);
    expect(isUntrackedPath('/editor-renders/')).toBe(false);
    expect(isUntrackedPath('/cases/editor-render/')).toBe(false);
    expect(isUntrackedPath('/')).toBe(false);
  });
});
