import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRecipePage, isPrivateAddress } from './page-fetch.js';

describe('recipe page fetch', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/recipe') {
        res.setHeader('content-type', 'text/html');
        res.end('<html>ok</html>');
        return;
      }
      if (req.url === '/moved') {
        res.statusCode = 301;
        res.setHeader('location', '/recipe');
        res.end();
        return;
      }
      if (req.url === '/loop') {
        res.statusCode = 302;
        res.setHeader('location', '/loop');
        res.end();
        return;
      }
      if (req.url === '/huge') {
        res.write('x'.repeat(2 * 1024 * 1024));
        res.end('y'.repeat(2 * 1024 * 1024));
        return;
      }
      if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 1500);
        return;
      }
      res.statusCode = 404;
      res.end('nope');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('refuses private and loopback addresses unless allowed', async () => {
    await expect(fetchRecipePage(`${base}/recipe`)).rejects.toThrow(
      'Could not fetch that page: addresses on a private network cannot be imported',
    );
    expect(
      ['127.0.0.1', '10.1.2.3', '192.168.0.4', '172.20.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1', '100.64.0.1'].every(
        isPrivateAddress,
      ),
    ).toBe(true);
    expect(['8.8.8.8', '172.32.0.1', '2606:4700::1111'].some(isPrivateAddress)).toBe(false);
  });

  it('fetches, follows redirects, and names what went wrong', async () => {
    const allow = { allowPrivate: true };
    expect(await fetchRecipePage(`${base}/recipe`, allow)).toBe('<html>ok</html>');
    expect(await fetchRecipePage(`${base}/moved`, allow)).toBe('<html>ok</html>');
    await expect(fetchRecipePage(`${base}/loop`, allow)).rejects.toThrow('Could not fetch that page: too many redirects');
    await expect(fetchRecipePage(`${base}/missing`, allow)).rejects.toThrow('Could not fetch that page: the site answered 404');
    await expect(fetchRecipePage(`${base}/huge`, allow)).rejects.toThrow('Could not fetch that page: the page is larger than 3 MB');
    await expect(fetchRecipePage(`${base}/slow`, { ...allow, timeoutMs: 200 })).rejects.toThrow(
      'Could not fetch that page: it took too long to answer',
    );
    await expect(fetchRecipePage('file:///etc/passwd', allow)).rejects.toThrow('only http and https');
    await expect(fetchRecipePage('http://127.0.0.1:9/', allow)).rejects.toThrow('Could not fetch that page: the site could not be reached');
  });
});
