// @vitest-environment node
// The demo WordPress's content knob (POST /__content): a renamed case is renamed on its page, in
// the lists and in its neighbours' links, and undone by title null or /__content/reset.
import { startDemoWp, type DemoWp } from '../../demo-wp/server.mjs';

let wp: DemoWp;

beforeAll(async () => {
  wp = await startDemoWp({ port: 0, mode: 'ok', latencyMs: 0, match: null });
});

afterAll(async () => {
  await wp.close();
});

type Card = { slug: string; title: string };

const getJson = async (path: string) => (await fetch(`${wp.apiUrl}${path}`)).json();
const edit = (body: unknown) =>
  fetch(`${wp.url}/__content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function firstTwoCases(): Promise<[Card, Card]> {
  const list = await getJson('/portfolio?page=1&count=2');
  return list.data.portfolio as [Card, Card];
}

describe('POST /__content', () => {
  afterEach(async () => {
    await fetch(`${wp.url}/__content/reset`, { method: 'POST' });
  });

  it('renames a case everywhere it is shown', async () => {
    const [first, second] = await firstTwoCases();
    const res = await edit({ case: first.slug, title: 'Новое имя кейса' });
    expect(res.status).toBe(200);

    expect((await getJson(`/portfolio/${first.slug}`)).data.case.title).toBe('Новое имя кейса');
    const [listed] = await firstTwoCases();
    expect(listed.title).toBe('Новое имя кейса');
    const neighbour = (await getJson(`/portfolio/${second.slug}`)).data.prev_case as Card;
    expect(neighbour.slug).toBe(first.slug);
    expect(neighbour.title).toBe('Новое имя кейса');
    // Other cases keep their titles.
    expect((await getJson(`/portfolio/${second.slug}`)).data.case.title).toBe(second.title);
  });

  it('undoes an edit with title null, and all edits with reset', async () => {
    const [first] = await firstTwoCases();
    await edit({ case: first.slug, title: 'Временное имя' });
    await edit({ case: first.slug, title: null });
    expect((await getJson(`/portfolio/${first.slug}`)).data.case.title).toBe(first.title);

    await edit({ case: first.slug, title: 'Временное имя' });
    await fetch(`${wp.url}/__content/reset`, { method: 'POST' });
    expect((await getJson(`/portfolio/${first.slug}`)).data.case.title).toBe(first.title);
  });

  it.each([
    [{ title: 'Без кейса' }, /case must be/],
    [{ case: 'x', title: '   ' }, /title must be/],
    [[], /expected a JSON object/],
  ])('refuses %j with 400', async (body, error) => {
    const res = await edit(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(error);
  });
});
