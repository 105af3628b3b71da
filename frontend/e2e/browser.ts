/**
 * The browser suite's harness: system Chromium driven by playwright-core, a fresh context per
 * test, a screenshot in frontend/test-results/ when a test fails. The server is started by the
 * test runner (`npm test -- e2e`), which passes its address in E2E_BASE_URL.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

function requiredBaseUrl(): string {
  const value = process.env.E2E_BASE_URL;
  if (!value) {
    throw new Error(
      'E2E_BASE_URL is required: start the app (API + built SPA) and pass its address, e.g. E2E_BASE_URL=http://127.0.0.1:3000',
    );
  }
  return value.replace(/\/+$/, '');
}

export const baseUrl = requiredBaseUrl();

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions of the page during the current test. */
  readonly pageErrors: string[];
  /** console.error messages of the current test, minus the browser's own "Failed to load resource" lines (a 401 from the auth check is expected). */
  readonly consoleErrors: string[];
}

function fileSafe(name: string): string {
  return (
    name
      .replace(/[^a-z0-9-_]+/gi, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'test'
  );
}

/**
 * Registers the hooks of a browser test file: one Chromium for the file, a fresh context and page
 * for each test (no cookies or storage leak between tests), and a full-page screenshot on failure.
 */
export function useBrowser(
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean } = {},
): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    pageErrors.length = 0;
    consoleErrors.length = 0;
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 860 },
      isMobile: options.isMobile,
      hasTouch: options.hasTouch,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
    });
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const file = `${RESULTS_DIR}${fileSafe(task.name)}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`[e2e] screenshot of the failure: ${file}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get browser() {
      if (!browser) throw new Error('the browser is only available inside a test');
      return browser;
    },
    get context() {
      if (!context) throw new Error('the context is only available inside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('the page is only available inside a test');
      return page;
    },
    pageErrors,
    consoleErrors,
  };
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let userCounter = 0;

/** A never-used account: the email is unique per run, process and call. */
export function newTestUser(overrides: Partial<TestUser> = {}): TestUser {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e-${stamp}@example.com`, password: 'correct-horse-battery', firstName: 'Robin', lastName: 'Tester', ...overrides };
}

export const GREETING = /^Good (morning|afternoon|evening), /;

/** What a new person sees first after signing up: Settings, with its welcome (lib/onboarding.ts). */
export const WELCOME = 'Welcome to Forkcast!';

/**
 * Signs a new person up the way a visitor does: landing page → Get Started → Sign up tab →
 * Create account. A new person is then led to Settings (the welcome) before an empty dashboard; unless
 * `{ onboarding: true }` asks to stay there, this saves the default preferences (as Save on that screen
 * would) and goes on to the dashboard with "Skip for now", waiting for the greeting.
 */
export async function signUpNewUser(
  page: Page,
  overrides: Partial<TestUser> = {},
  options: { onboarding?: boolean } = {},
): Promise<TestUser> {
  const user = newTestUser(overrides);
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  if (user.firstName) await dialog.getByLabel('First name').fill(user.firstName);
  if (user.lastName) await dialog.getByLabel('Last name').fill(user.lastName);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(WELCOME).waitFor();
  if (options.onboarding) return user;
  const saved = await page.request.post('/api/preferences', { data: {}, headers: { origin: baseUrl } });
  if (saved.status() !== 200) throw new Error(`saving the default preferences answered ${saved.status()}`);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.getByRole('heading', { name: GREETING }).waitFor();
  return user;
}

/** Opens the assistant and sends a message as a person types it; answers the chat panel. */
export async function askAssistant(page: Page, message: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('dialog', { name: /Forkcast Assistant/ });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill(message);
  await input.press('Enter');
  return panel;
}
