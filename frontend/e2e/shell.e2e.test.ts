import { describe, expect, it } from 'vitest';
import { baseUrl, GREETING, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

const LANDING_HEADING = /Plan a week of meals/;

describe('signed out', () => {
  it('a visitor sees the landing page on / and on an unknown path', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
    expect(await page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Learn More' }).isVisible()).toBe(true);
    // this installation has no delivery partner: the landing page does not claim delivery
    await page.getByTestId('feature-card').first().waitFor();
    expect(await page.getByTestId('feature-card').count()).toBe(5);
    expect(await page.getByText('Grocery delivery integration').count()).toBe(0);
    expect(await page.getByText('© 2025 Forkcast. All rights reserved.').isVisible()).toBe(true);

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });

  it('Learn More scrolls to the features', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('features')?.getBoundingClientRect().top ?? 9999)))
      .toBeLessThan(200);
  });

  it.each([
    ['/terms', 'Terms & Conditions', ['Third-party services', 'Health and nutrition disclaimer', 'Governing law']],
    ['/privacy', 'Privacy Policy', ['Information we collect', 'Children', 'We never sell your data to advertisers']],
  ])('%s is readable without signing in', async (path, title, texts) => {
    const { page } = session;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText('Last updated: January 26, 2025').isVisible()).toBe(true);
    for (const text of texts) expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Forkcast' }).click();
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
  });
});

describe('signing up and out', () => {
  it('sign-up from the Get Started modal lands on the dashboard; a reload keeps the session', async () => {
    const { page } = session;
    await signUpNewUser(page, { firstName: 'Robin' });
    expect(page.url()).toBe(`${new URL(page.url()).origin}/`);
    expect(await page.getByRole('heading', { name: GREETING }).textContent()).toMatch(/, Robin$/);
    expect(await page.getByText("Ready to plan your week? Let's create something delicious.").isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: GREETING }).waitFor();
    expect(await page.getByRole('heading', { name: LANDING_HEADING }).count()).toBe(0);
  });

  it('a second sign-up with the same email shows the server message', async () => {
    const { page, browser } = session;
    const user = await signUpNewUser(page);

    const other = await browser.newContext({ baseURL: baseUrl });
    try {
      const visitor = await other.newPage();
      await visitor.goto('/sign-up');
      await visitor.getByLabel('Email').fill(user.email);
      await visitor.getByLabel('Password').fill('another-password');
      await visitor.getByRole('button', { name: 'Create account' }).click();
      await visitor.getByRole('alert').filter({ hasText: 'An account with this email already exists' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('the profile menu shows the initial, name and email; Sign out returns to the landing page', async () => {
    const { page } = session;
    const user = await signUpNewUser(page, { firstName: 'Quinn', lastName: 'Avery' });
    const trigger = page.getByRole('button', { name: 'Open profile menu' });
    expect((await trigger.textContent())?.trim()).toBe('Q');
    await trigger.click();
    const summary = page.getByTestId('profile-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Quinn Avery');
    expect(await summary.textContent()).toContain(user.email);

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload();
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
  });

  it('signed in, an unknown path shows the 404 screen and the nav highlights the current link', async () => {
    const { page } = session;
    await signUpNewUser(page);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Recipes' }).click();
    await page.getByRole('heading', { name: 'Recipe Discovery' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Recipes' }).getAttribute('aria-current')).toBe('page');
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });

  it('/api/login sends a logged-out browser to the sign-in page, which signs in and goes to /', async () => {
    const { page, browser } = session;
    const user = await signUpNewUser(page);
    const fresh = await browser.newContext({ baseURL: baseUrl });
    try {
      const visitor = await fresh.newPage();
      await visitor.goto('/api/login');
      await visitor.getByRole('heading', { name: 'Sign in to Forkcast' }).waitFor();
      await visitor.getByLabel('Email').fill(user.email);
      await visitor.getByLabel('Password').fill('not the password');
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await visitor.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      await visitor.getByLabel('Password').fill(user.password);
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await visitor.getByRole('heading', { name: GREETING }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/');
    } finally {
      await fresh.close();
    }
  });
});

describe('app shell', () => {
  it('registers the service worker', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: LANDING_HEADING }).waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });
});
