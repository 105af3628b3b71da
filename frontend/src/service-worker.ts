/** The build's own files (hashed names under /assets/): what the page needs to start again offline. */
const isBuildFile = (url: string) => new URL(url, window.location.href).pathname.startsWith('/assets/');

/**
 * Tells the service worker which build files the page has loaded, so it keeps them: the files the page loaded
 * before the worker took control (the first visit) never passed through it, and a reload offline needs them
 * (issue #21). Later files are reported as they load.
 */
function reportLoadedFiles(worker: ServiceWorker): void {
  const report = (urls: string[]) => {
    const files = urls.filter(isBuildFile);
    if (files.length > 0) worker.postMessage({ type: 'keep-files', urls: files });
  };
  report(performance.getEntriesByType('resource').map((entry) => entry.name));
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((entries) => report(entries.getEntries().map((entry) => entry.name))).observe({ type: 'resource' });
}

/** Registers public/sw.js once the page has loaded (production builds only; spec §1). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed.', error);
    });
    void navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) reportLoadedFiles(registration.active);
    });
  });
}
