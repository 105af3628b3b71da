/**
 * What the phone checks measure in the page (element boxes as Chromium lays them out): what sticks out past the
 * screen's right edge, which controls or headings overlap each other, which controls are smaller than a thumb.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

/** A screenshot kept as a test artifact (frontend/test-results/phone-<name>.png): the whole page, or what the screen shows. */
export async function keepScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  // a drawer or dialog still sliding in is half-transparent: wait for every animation that ends
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const path = `${RESULTS_DIR}phone-${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

export interface Overflow {
  scrollWidth: number;
  viewportWidth: number;
  /** Visible elements whose box goes past the screen's right edge, unless a scrolling or clipping box holds them. */
  wide: string[];
}

/** The document's width and the elements wider than the screen. */
export function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' && p !== document.documentElement && p !== document.body) return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        return (box.right > viewportWidth + 1 || box.left < -1) && !clipped(el);
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, wide };
  });
}

/**
 * Pairs of visible controls and headings whose boxes overlap (neither inside the other), leaving out what floats on
 * purpose (fixed boxes: the assistant's button, dialogs, toasts). Measure at the top of the page, where sticky
 * boxes (the top bar, the list's header) are in their place.
 */
export function overlapsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = (el: Element) => {
      for (let p: Element | null = el; p; p = p.parentElement) {
        if (getComputedStyle(p).position === 'fixed') return true;
      }
      return false;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const boxes = [
      ...document.body.querySelectorAll(
        'button, a[href], [role="button"], [role="switch"], label, h1, h2, h3, h4, .ant-select, .ant-input-number',
      ),
    ]
      .filter((el) => !floating(el) && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 1 && h > 1) found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    return found;
  });
}

/** The controls among `targets` that are less than `min` px tall (or wide), with their sizes. */
export async function smallTargets(targets: Locator, min = 44): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box || box.height + 0.5 < min || box.width + 0.5 < min) {
      const label = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
      small.push(`"${label.trim().slice(0, 40)}" ${box ? `${Math.round(box.width)}×${Math.round(box.height)}` : 'no box'}`);
    }
  }
  return small;
}
