import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { FEED_USER_AGENT, feedAddressGuard, fetchFeed, FeedFetchError } from './feed-fetcher.ts';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('fetchFeed', () => {
  let server: http.Server;
  let port: number;
  const loopback = feedAddressGuard(['127.0.0.1']);

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      switch (request.url) {
        case '/plain':
          return void response.writeHead(200, { ETag: '"v1"', 'Last-Modified': 'Fri, 20 Nov 2026 10:00:00 GMT' }).end(`\uFEFF${CALENDAR}`);
        case '/gzip':
          return void response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync(CALENDAR));
        case '/declared-large':
          return void response.writeHead(200, { 'Content-Length': String(10_000) }).end('x'.repeat(10_000));
        case '/loop':
          return void response.writeHead(302, { Location: '/loop' }).end();
        case '/to-ftp':
          return void response.writeHead(301, { Location: 'ftp://127.0.0.1/feed.ics' }).end();
        case '/echo-ua':
          return void response.writeHead(200).end(request.headers['user-agent']);
        default:
          return void response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the body without a byte-order mark, with its validators', async () => {
    expect(await fetchFeed(`http://127.0.0.1:${port}/plain`, loopback)).toEqual({
      kind: 'ok',
      body: CALENDAR,
      etag: '"v1"',
      lastModified: 'Fri, 20 Nov 2026 10:00:00 GMT',
      bytes: Buffer.byteLength(`\uFEFF${CALENDAR}`),
    });
  });

  it('decompresses gzip and sends a User-Agent', async () => {
    expect(await fetchFeed(`http://127.0.0.1:${port}/gzip`, loopback)).toMatchObject({ kind: 'ok', body: CALENDAR });
    expect(await fetchFeed(`http://127.0.0.1:${port}/echo-ua`, loopback)).toMatchObject({ body: FEED_USER_AGENT });
  });

  it('refuses a host whose DNS answer is private (checked at connect time)', async () => {
    // Refused without naming what localhost resolved to.
    await expect(fetchFeed(`http://localhost:${port}/plain`, feedAddressGuard([]))).rejects.toThrow(/^The calendar link points to a private or local address, which is not allowed\.$/);
    // Allowed by name, the same host may be used.
    await expect(fetchFeed(`http://localhost:${port}/plain`, feedAddressGuard(['localhost']))).resolves.toMatchObject({ kind: 'ok' });
  });

  it('refuses other schemes, link-local metadata addresses and IPv6 loopback', async () => {
    await expect(fetchFeed('file:///etc/passwd', loopback)).rejects.toThrow('Only http and https calendar links are allowed.');
    await expect(fetchFeed(`http://127.0.0.1:${port}/to-ftp`, loopback)).rejects.toThrow('Only http and https calendar links are allowed.');
    await expect(fetchFeed('http://169.254.169.254/latest/meta-data/', loopback)).rejects.toThrow(/private or local address/);
    await expect(fetchFeed('http://[::1]:9/feed.ics', loopback)).rejects.toThrow(/private or local address/);
    // Other spellings of loopback are normalised by the URL parser and refused the same way,
    // as are the IPv6 forms that embed an IPv4 address.
    for (const spelling of ['http://2130706433/', 'http://0x7f.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[::127.0.0.1]/', 'http://[::ffff:0:7f00:1]/', 'http://[64:ff9b:1::7f00:1]/', 'http://[2001::7f00:1]/']) {
      await expect(fetchFeed(spelling, feedAddressGuard([])), spelling).rejects.toThrow(/private or local address/);
    }
  });

  it('stops a body whose declared length is over the cap, and an endless redirect loop', async () => {
    await expect(fetchFeed(`http://127.0.0.1:${port}/declared-large`, loopback, { maxBytes: 5_000 })).rejects.toThrow(/larger than/);
    await expect(fetchFeed(`http://127.0.0.1:${port}/loop`, loopback)).rejects.toThrow('The calendar link redirects more than 5 times.');
  });

  it('marks server errors as transient and client errors as final', async () => {
    const error = await fetchFeed(`http://127.0.0.1:${port}/missing`, loopback).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect(error).toMatchObject({ transient: false, message: 'The calendar server answered 404 (Not Found).' });
    const refused = await fetchFeed('http://127.0.0.1:1/feed.ics', loopback).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ transient: true, message: 'Could not reach the calendar server (ECONNREFUSED).' });
  });
});
