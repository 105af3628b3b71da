import { pageWithAuthMode } from './spa.js';

describe('pageWithAuthMode', () => {
  const html =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Forkcast</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

  it.each(['local', 'clerk'] as const)('names the %s sign-in at the end of <head>', (mode) => {
    const page = pageWithAuthMode(html, mode);
    expect(page).toContain(`<title>Forkcast</title>\n    <meta name="forkcast-auth-mode" content="${mode}" />\n  </head>`);
    expect(page.match(/forkcast-auth-mode/g)).toHaveLength(1);
  });
});
