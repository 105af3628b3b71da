import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { operationSync } from '../offline/operation-sync';

// antd measures layout and reads media queries; jsdom has neither.
class ResizeObserverPolyfill implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverPolyfill, writable: true, configurable: true });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd reads computed styles for scrollbars; jsdom does not implement pseudo-elements.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// jsdom has no layout, so scrolling does nothing in tests; these keep antd from calling what jsdom lacks.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(async () => {
  cleanup();
  // the device's queue of list changes lives as long as the page; each test starts with none waiting
  await operationSync.forget();
  // the job tracker keeps running jobs here; each test starts with none
  window.sessionStorage.clear();
});
