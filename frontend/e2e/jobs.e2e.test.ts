/**
 * The app's job tracker in a real browser: a job outlives the screen that started it and a reload.
 *
 * Making "mid-job" reliable without timing luck: a plan is generated in ~0.1-1 s, often before the
 * test could leave the screen or reload. The test does not slow the product down; it holds the
 * browser's own requests for the job's status (GET /api/jobs/:id) at the network layer until it has
 * done what it means to do mid-job, then lets them through. Until then the page cannot know the job
 * ended — exactly the page's view of a slow job — while the server runs it as usual. Before the
 * reload, the test waits for the tracker's sessionStorage entry, which proves the job was accepted
 * and is what the reloaded page resumes from. (The reload aborts the read held at that moment, as a
 * real reload aborts the poll in flight: the tracker must keep the job through that.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpNewUser, useBrowser } from './browser';

const session = useBrowser({ viewport: { width: 1440, height: 1000 } });

const PLAN_SUCCESS = 'A new meal plan has been generated.';
const JOBS_STORAGE_KEY = 'forkcast.jobs';

/** Holds every GET /api/jobs/:id of the page until `release()`; `held()` counts the reads asked for. */
async function holdJobStatus(page: Page) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  const isJobStatus = (url: URL) => url.pathname.startsWith('/api/jobs/');
  await page.route(isJobStatus, async (route) => {
    held += 1;
    await gate;
    // a request of a page that has since reloaded has nowhere to go
    await route.continue().catch(() => undefined);
  });
  return {
    held: () => held,
    release: async () => {
      open();
      await page.unroute(isJobStatus);
    },
  };
}

/** The plan jobs the tracker keeps in sessionStorage (kind and job id). */
function keptPlanJobs(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const kept = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as { kind: string; jobId: string }[];
    return kept.filter((job) => job.kind === 'plan').map((job) => job.jobId);
  }, JOBS_STORAGE_KEY);
}

/** Creates a one-food custom plan through the API (same-origin fetch in the page, session cookie). */
async function createPlanViaApi(page: Page, name: string): Promise<string> {
  return page.evaluate(async (planName) => {
    const res = await fetch('/api/meal-plans', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: planName,
        weekStartDate: '2026-11-22',
        meals: [
          {
            dayOfWeek: 0,
            mealType: 'lunch',
            recipeId: null,
            foodItem: { name: '1 piece Apple', calories: 52, protein: 0.3, quantity: 1, unit: 'piece', fdcId: null },
            date: '2026-11-22',
          },
        ],
      }),
    });
    return ((await res.json()) as { id: string }).id;
  }, name);
}

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

describe('a job outlives its screen and a reload', () => {
  it('"Generate New Plan", then straight to Recipes: the success toast still comes there, and Meal Plans shows the new plan', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await nav(page).getByRole('link', { name: 'Meal Plans' }).click();
    await page.getByText('No Meal Plans Yet').waitFor();

    let generateCalls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/meal-plans/generate') generateCalls += 1;
    });
    const status = await holdJobStatus(page);
    await page.getByRole('button', { name: 'Generate New Plan' }).first().click();
    await page
      .getByRole('button', { name: /Generating\.\.\./ })
      .first()
      .waitFor();
    await nav(page).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('heading', { name: 'Recipe Discovery' }).waitFor();

    // back on Meal Plans mid-job: the button shows the run and a click starts no second plan
    await nav(page).getByRole('link', { name: 'Meal Plans' }).click();
    const running = page.getByRole('button', { name: /Generating\.\.\./ }).first();
    await running.waitFor();
    await running.click({ force: true });
    await nav(page).getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('heading', { name: 'Recipe Discovery' }).waitFor();
    expect(await page.getByText(PLAN_SUCCESS).count()).toBe(0);
    expect(status.held()).toBeGreaterThan(0);
    expect(generateCalls).toBe(1);

    await status.release();
    await page.getByText(PLAN_SUCCESS).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/recipes');
    expect(await page.getByRole('heading', { name: 'Recipe Discovery' }).isVisible()).toBe(true);

    await nav(page).getByRole('link', { name: 'Meal Plans' }).click();
    await page.getByTestId('week-grid').waitFor();
    expect(await page.getByTestId('plan-list-item').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Generate New Plan' }).first().isEnabled()).toBe(true);
    expect(await keptPlanJobs(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  it('a reload mid-job: the job is picked up again and followed to its end — the toast, and the new plan selected', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await createPlanViaApi(page, 'Plain week');
    await page.goto('/meal-plans');
    await page.getByTestId('plan-list-item').filter({ hasText: 'Plain week' }).waitFor();

    const status = await holdJobStatus(page);
    await page.getByRole('button', { name: 'Generate New Plan' }).first().click();
    // the server accepted the job and the tracker keeps its id: what the reloaded page resumes from
    await page.waitForFunction(
      (key) =>
        (JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as { kind: string; jobId?: string }[]).some(
          (job) => job.kind === 'plan' && job.jobId,
        ),
      JOBS_STORAGE_KEY,
    );
    const [jobId] = await keptPlanJobs(page);
    expect(jobId).toBeTruthy();

    const heldBeforeReload = status.held();
    await page.reload();
    await page.getByRole('heading', { name: 'Meal Plans', exact: true }).waitFor();
    // straight after the reload the button shows the job running again, before any status was read
    await page
      .getByRole('button', { name: /Generating\.\.\./ })
      .first()
      .waitFor();
    expect(await keptPlanJobs(page)).toEqual([jobId]);
    // the person looks at the older plan meanwhile
    const plain = page.getByTestId('plan-list-item').filter({ hasText: 'Plain week' });
    await plain.click();
    expect(await plain.getAttribute('aria-current')).toBe('true');
    // the reloaded page asked for the job's status (held like the one before the reload)
    await expect.poll(() => status.held()).toBeGreaterThan(heldBeforeReload);

    await status.release();
    await page.getByText(PLAN_SUCCESS).waitFor({ timeout: 30_000 });
    // the generated plan is selected, not the one the person was looking at
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="plan-list-item"]').length === 2);
    const selected = page.locator('[data-testid="plan-list-item"][aria-current="true"]');
    await selected.waitFor();
    expect(await selected.textContent()).not.toContain('Plain week');
    expect(await plain.getAttribute('aria-current')).toBe('false');
    // the selected plan's week is read after it is selected: wait for it rather than count what is there at once
    await expect.poll(() => page.getByTestId('week-grid').locator('.fc-meal-item__recipe').count()).toBe(21);
    await page.getByRole('button', { name: 'Generate New Plan' }).first().waitFor();
    expect(await keptPlanJobs(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
