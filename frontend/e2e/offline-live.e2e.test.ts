/**
 * Issue #21 in a real browser, on a phone (390×844, isMobile, touch): a list used with the network off (kept on the
 * device, changes queued, sent when it returns), and the same list on two devices (live, and merged after both
 * edited offline).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, signUpNewUser, useBrowser, type TestUser } from './browser';

const session = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

interface Line {
  id: string;
  name: string;
  quantity: number;
  isChecked: boolean;
}
interface List {
  items: Line[];
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, ...PHONE });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** The same person on another device: signed in through the sign-in route, so the cookie is that device's own. */
async function signIn(page: Page, user: TestUser): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl },
  });
  expect(answer.status()).toBe(200);
}

/** A plan of seven foods and its list, through the API (building a list is tested on its own). */
async function planWithList(page: Page, name: string): Promise<string> {
  const foods = ['Eggs', 'Whole milk', 'Chicken breast', 'Spaghetti pasta', 'Carrots', 'Bananas', 'Cheddar cheese'];
  const created = await page.request.post('/api/meal-plans', {
    data: {
      name,
      weekStartDate: '2026-11-22',
      meals: foods.map((food, day) => ({
        dayOfWeek: day,
        mealType: 'breakfast',
        foodItem: { name: food, calories: 100, protein: 5, quantity: 2, unit: 'cup' },
      })),
    },
    headers: { origin: baseUrl },
  });
  expect(created.status()).toBe(201);
  const planId = ((await created.json()) as { id: string }).id;
  const started = await page.request.post(`/api/meal-plans/${planId}/generate-grocery-list`, { headers: { origin: baseUrl } });
  expect(started.status()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  for (let i = 0; i < 300; i++) {
    const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string };
    if (job.state === 'completed') return planId;
    if (job.state === 'failed') throw new Error('the list could not be built');
    await page.waitForTimeout(100);
  }
  throw new Error('the list was not built in time');
}

/** What the server holds (read through the API, not the page). */
async function serverList(page: Page, planId: string): Promise<List> {
  const answer = await page.request.get(`/api/grocery-lists/${planId}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as List;
}

/** Opens the person's one list on the Grocery Lists screen: shown first, or chosen from "Your lists" (in a drawer on a phone). */
async function openList(page: Page, planName: string): Promise<void> {
  await page.goto('/grocery-lists');
  const title = page.getByTestId('grocery-list-title').filter({ hasText: planName });
  const entry = page.getByTestId('grocery-list-entry').filter({ hasText: planName }).first();
  await title.or(entry).first().waitFor();
  if (!(await title.isVisible())) {
    const drawer = page.getByRole('button', { name: 'Lists & stores' });
    if (await drawer.isVisible()) await drawer.tap();
    await entry.tap();
  }
  await title.waitFor();
  await page.getByTestId('grocery-item').first().waitFor();
}

/** Opens a line's quantity box (behind the line's "More for …" where the phone layout folds its controls). */
async function openQuantity(page: Page, name: string): Promise<void> {
  const pencil = page.getByRole('button', { name: `Change quantity of ${name}` });
  if (!(await pencil.isVisible())) await page.getByRole('button', { name: `More for ${name}` }).tap();
  await pencil.tap();
}

/** Once the service worker controls the page, a reload with the network off starts the app from its cache. */
async function shellKept(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await page.getByTestId('grocery-item').first().waitFor();
}

/** A request of the page itself really fails: what the test sees offline is the device's, not the network's. */
async function reallyOffline(page: Page): Promise<void> {
  const outcome = await page.evaluate(() =>
    fetch('/api/auth/user', { credentials: 'include' }).then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');
}

const row = (page: Page, name: string) =>
  page.getByTestId('grocery-item').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
const tickBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > end) throw new Error(`${what} within ${timeoutMs} ms; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  return last;
}

describe('the list offline and on two devices (issue #21), at 390×844 with touch', () => {
  it('ticks 5 lines offline, reloads still signed in and ticked, adds a line; back online the server has all 6 within 15 s', async () => {
    const { context, page } = await phone(session.browser);
    try {
      await signUpNewUser(page);
      const planName = `Offline week ${Date.now().toString(36)}`;
      const planId = await planWithList(page, planName);
      await openList(page, planName);
      await shellKept(page);
      const names = (await serverList(page, planId)).items.map((item) => item.name);
      expect(names.length).toBeGreaterThanOrEqual(6);
      const ticked = names.slice(0, 5);

      await context.setOffline(true);
      await reallyOffline(page);
      for (const name of ticked) await tickBox(page, name).tap();
      await page.getByText('Offline — 5 changes waiting').waitFor();
      // nothing reached the server: the ticks are the device's
      expect((await serverList(page, planId)).items.filter((item) => item.isChecked)).toEqual([]);

      // (a reload starts the page before the browser's offline emulation holds every request of the new document:
      // a send at start may reach the server with no answer back; the operation ids make the resend harmless)
      await page.reload();
      await page.getByTestId('grocery-list-title').filter({ hasText: planName }).waitFor();
      await reallyOffline(page);
      expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(0); // not the landing page
      for (const name of ticked) expect(await tickBox(page, name).isChecked()).toBe(true);
      expect(await tickBox(page, names[5]).isChecked()).toBe(false);
      await page.getByText('Offline — 5 changes waiting').waitFor();

      await page.getByRole('button', { name: 'Add item' }).tap();
      await page.getByRole('textbox', { name: 'Item name' }).fill('paper towels');
      await page.getByRole('button', { name: 'Add', exact: true }).tap();
      await row(page, 'paper towels').waitFor();
      await page.getByText('Offline — 6 changes waiting').waitFor();
      // the added line is the device's until the network is back
      expect((await serverList(page, planId)).items.some((item) => item.name === 'paper towels')).toBe(false);

      const back = Date.now();
      await context.setOffline(false);
      const saved = await until(
        () => serverList(page, planId),
        (list) =>
          ticked.every((name) => list.items.find((item) => item.name === name)?.isChecked) &&
          list.items.some((item) => item.name === 'paper towels'),
        15_000,
        'the server did not have the 5 ticks and the added line',
      );
      expect(Date.now() - back).toBeLessThan(15_000);
      expect(
        saved.items
          .filter((item) => item.isChecked)
          .map((item) => item.name)
          .sort(),
      ).toEqual([...ticked].sort());
      await page.getByText('All changes saved').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a tick on one device shows on the other within 2 s, without a reload', async () => {
    const first = await phone(session.browser);
    const second = await phone(session.browser);
    try {
      const user = await signUpNewUser(first.page);
      const planName = `Two phones ${Date.now().toString(36)}`;
      const planId = await planWithList(first.page, planName);
      await signIn(second.page, user);
      await openList(first.page, planName);
      await openList(second.page, planName);
      const name = (await serverList(first.page, planId)).items[0].name;
      expect(await tickBox(second.page, name).isChecked()).toBe(false);

      const sentAt = Date.now();
      await tickBox(first.page, name).tap();
      await second.page.waitForFunction(
        (label) => (document.querySelector(`input[type="checkbox"][aria-label="${label}"]`) as HTMLInputElement | null)?.checked === true,
        name,
        { timeout: 2_000 },
      );
      expect(Date.now() - sentAt).toBeLessThan(2_000);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('two devices edit offline (different lines, and the same quantity); both reconnect; server and both pages show the union and the later change', async () => {
    const first = await phone(session.browser);
    const second = await phone(session.browser);
    try {
      const user = await signUpNewUser(first.page);
      const planName = `Merged week ${Date.now().toString(36)}`;
      const planId = await planWithList(first.page, planName);
      await signIn(second.page, user);
      await openList(first.page, planName);
      await openList(second.page, planName);
      const [a, b, shared] = (await serverList(first.page, planId)).items.map((item) => item.name);

      await first.context.setOffline(true);
      await second.context.setOffline(true);
      await reallyOffline(first.page);
      await reallyOffline(second.page);

      const setQuantity = async (page: Page, quantity: number) => {
        await openQuantity(page, shared);
        await page.getByRole('spinbutton', { name: `Quantity of ${shared}` }).fill(String(quantity));
        await page.getByRole('spinbutton', { name: `Quantity of ${shared}` }).press('Enter');
        await row(page, shared)
          .getByTestId('grocery-item-quantity')
          .filter({ hasText: String(quantity) })
          .waitFor();
      };
      await tickBox(first.page, a).tap();
      await setQuantity(first.page, 3);
      await first.page.getByText('Offline — 2 changes waiting').waitFor();
      await first.page.waitForTimeout(50); // the second device's change is the later one, by the clock
      await tickBox(second.page, b).tap();
      await setQuantity(second.page, 5);
      await second.page.getByText('Offline — 2 changes waiting').waitFor();

      // the later change reconnects first: its stamp, not its arrival, decides
      await second.context.setOffline(false);
      await second.page.getByText('All changes saved').waitFor();
      await first.context.setOffline(false);
      await first.page.getByText('All changes saved').waitFor();

      const merged = await serverList(first.page, planId);
      const line = (name: string) => merged.items.find((item) => item.name === name);
      expect(line(a)?.isChecked).toBe(true);
      expect(line(b)?.isChecked).toBe(true);
      expect(line(shared)?.quantity).toBe(5);
      for (const { page } of [first, second]) {
        await until(
          async () => [
            await tickBox(page, a).isChecked(),
            await tickBox(page, b).isChecked(),
            (await row(page, shared).getByTestId('grocery-item-quantity').textContent()) ?? '',
          ],
          ([tickedA, tickedB, quantity]) => tickedA === true && tickedB === true && String(quantity).startsWith('5'),
          5_000,
          'a page did not show the merged list',
        );
      }
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
