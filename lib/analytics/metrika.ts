// The one door to Yandex Metrika in the browser (issue 32, item 5): the counter starts here, after
// the visitor agreed, and components report goals through reachGoal() without touching window.ym.
// With the counter off at build time (YANDEX_METRIKA_ID inlined as ''), every function returns at
// its first line and the minifier drops the rest.

/** The goals the site reports; the names to create in Metrika's goals ('JavaScript event'). */
export const GOALS = {
  /** A lead the server accepted (the form's success). */
  leadSent: 'lead_sent',
  /** A click on the 'Написать в …' messenger link. */
  messengerOpened: 'messenger_opened',
} as const;

export type Goal = (typeof GOALS)[keyof typeof GOALS];

type Ym = ((counter: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};

type MetrikaWindow = Window & { ym?: Ym };

/** The counter this page started, or null: not agreed, not loaded, or off. */
let started: number | null = null;

/**
 * Pages the counter never starts on or reports: an approval link's page carries its secret token
 * in the URL (docs/WP-API.md 'Approval links'), which Metrika would store and show; so does an
 * editor render's (docs/WP-API.md 'Editor renders'), which is read by wp-admin, never visited.
 */
const UNTRACKED_SECTIONS = ['/approval', '/editor-render'] as const;

export function isUntrackedPath(pathname: string): boolean {
  return UNTRACKED_SECTIONS.some(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

/** The counter number of this build ('' when Metrika is off). */
export function metrikaId(): string {
  return process.env.YANDEX_METRIKA_ID ?? '';
}

/** The counter's script URL of this build (Yandex's tag, or a test's stand-in). */
export function metrikaScriptUrl(): string {
  return process.env.METRIKA_SCRIPT_URL ?? '';
}

/**
 * Starts the counter once per page: the queue Yandex's snippet sets up, the script (async), and
 * `init` without the automatic first hit (`defer`): the caller reports each page with hit(), the
 * first and every client-side navigation alike. Session replay (webvisor) stays off.
 */
export function startMetrika(id = metrikaId(), scriptUrl = metrikaScriptUrl()): void {
  if (!process.env.YANDEX_METRIKA_ID) return;
  const counter = Number(id);
  if (started !== null || !Number.isSafeInteger(counter) || counter <= 0 || !scriptUrl) return;
  const w = window as MetrikaWindow;
  if (!w.ym) {
    const queue: Ym = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    w.ym = queue;
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  document.head.appendChild(script);
  w.ym(counter, 'init', {
    defer: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    webvisor: false,
  });
  started = counter;
}

/** Reports a page view (the first and each client-side navigation). */
export function hit(url: string, referer?: string): void {
  if (!process.env.YANDEX_METRIKA_ID) return;
  const w = window as MetrikaWindow;
  if (started === null || !w.ym) return;
  w.ym(started, 'hit', url, referer ? { referer } : {});
}

/** Reports a goal; nothing happens before the visitor agreed, or with the counter off. */
export function reachGoal(goal: Goal): void {
  if (!process.env.YANDEX_METRIKA_ID) return;
  const w = window as MetrikaWindow;
  if (started === null || !w.ym) return;
  w.ym(started, 'reachGoal', goal);
}

/** Forgets the started counter (tests). */
export function resetMetrikaForTests(): void {
  started = null;
}
