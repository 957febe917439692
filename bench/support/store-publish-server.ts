// Second baseline for the live-latency benchmark: store then publish (./store-publish.ts) served by
// plain node:http, no framework.
//   POST /requests          Cookie: sid=<token> (a guest) → 201 {id}
//   POST /requests/:id/ack  Cookie: sid=<token> (staff)   → 200
//   POST /requests/:id/messages {text}, Cookie: sid=<token> (staff) → 201
//   POST /sessions          {kind: 'guest' | 'staff', bookingId?} → {token} (set-up only)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { acknowledge, attachSockets, createRequest, reply, startSession, type Answer } from './store-publish.ts';

const ACK = /^\/requests\/([0-9a-f-]{36})\/ack$/;
const MESSAGES = /^\/requests\/([0-9a-f-]{36})\/messages$/;

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function answer(request: IncomingMessage): Promise<Answer> {
  if (request.method === 'GET') return [200, { status: 'ok' }];
  if (request.url === '/sessions') return startSession((await body(request)) as Parameters<typeof startSession>[0]);
  if (request.url === '/requests') return createRequest(request.headers.cookie, (await body(request)) as { notes: string });
  const ack = ACK.exec(request.url ?? '');
  if (ack) return acknowledge(request.headers.cookie, ack[1]!);
  const messages = MESSAGES.exec(request.url ?? '');
  if (messages) return reply(request.headers.cookie, messages[1]!, (await body(request)) as { text: string });
  return [404, { error: 'not found' }];
}

function send(response: ServerResponse, [status, payload]: Answer): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
}

const http = createServer((request, response) => {
  answer(request).then(
    (result) => send(response, result),
    (error: unknown) => send(response, [500, { error: String(error) }]),
  );
});
const port = Number(process.env.PORT ?? 3713);
attachSockets(http, port);
http.listen(port, '127.0.0.1');
