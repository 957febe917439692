// Third baseline for the live-latency benchmark: store then publish (./store-publish.ts) served by
// NestJS on Express as a new Nest app is (its JSON body parser, no other middleware, no guard,
// interceptor or pipe): the framework's own cost, without anything Prana adds on it. The same routes
// as store-publish-server.ts. Decorators are applied as calls: Node runs this file by stripping types.
import { Body, Controller, Get, Headers, Module, Param, Post, Res } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Response } from 'express';
import { acknowledge, attachSockets, createRequest, reply as replyTo, startSession, type Answer } from './store-publish.ts';

function reply(response: Response, [status, body]: Answer): unknown {
  response.status(status);
  return body;
}

class Requests {
  health(): unknown {
    return { status: 'ok' };
  }
  async session(body: Parameters<typeof startSession>[0], response: Response): Promise<unknown> {
    return reply(response, await startSession(body));
  }
  async create(cookie: string | undefined, body: { notes: string }, response: Response): Promise<unknown> {
    return reply(response, await createRequest(cookie, body));
  }
  async acknowledge(cookie: string | undefined, id: string, response: Response): Promise<unknown> {
    return reply(response, await acknowledge(cookie, id));
  }
  async message(cookie: string | undefined, id: string, body: { text: string }, response: Response): Promise<unknown> {
    return reply(response, await replyTo(cookie, id, body));
  }
}

/** What `@Get() method(@Body() body)` compiles to. */
function route(name: keyof Requests, decorator: MethodDecorator, ...params: ParameterDecorator[]): void {
  params.forEach((param, index) => param(Requests.prototype, name, index));
  Reflect.decorate([decorator], Requests.prototype, name, Object.getOwnPropertyDescriptor(Requests.prototype, name));
}
const passthrough = () => Res({ passthrough: true });
route('health', Get());
route('session', Post('sessions'), Body(), passthrough());
route('create', Post('requests'), Headers('cookie'), Body(), passthrough());
route('acknowledge', Post('requests/:id/ack'), Headers('cookie'), Param('id'), passthrough());
route('message', Post('requests/:id/messages'), Headers('cookie'), Param('id'), Body(), passthrough());
Reflect.decorate([Controller()], Requests);

class Baseline {}
Reflect.decorate([Module({ controllers: [Requests] })], Baseline);

const port = Number(process.env.PORT ?? 3714);
const app = await NestFactory.create(Baseline, { logger: ['error'] });
attachSockets(app.getHttpServer(), port);
await app.listen(port, '127.0.0.1');
