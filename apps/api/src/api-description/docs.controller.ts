import { Controller, Get, Header, Injectable, Param, Res } from '@nestjs/common';
import { ApiOperation, type OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Public } from '../auth/access.ts';
import { RespondsAs } from '../docs/responds.ts';
import { ApiException } from '../common/api-exception.ts';
import type { AsyncApiDocument } from './live-events.ts';

interface Descriptions {
  openapi: OpenAPIObject;
  asyncapi: AsyncApiDocument;
}

/** Holds how to build the descriptions; createApi hands it the app once Nest built it. Each built on first read. */
@Injectable()
export class ApiDescription {
  private builders?: { [K in keyof Descriptions]: () => Descriptions[K] };
  private documents: Partial<Descriptions> = {};

  use(builders: { [K in keyof Descriptions]: () => Descriptions[K] }): void {
    this.builders = builders;
    this.documents = {};
  }

  get<K extends keyof Descriptions>(kind: K): Descriptions[K] {
    if (!this.builders) throw new Error('The api description was not set up (createApi does it).');
    return (this.documents[kind] ??= this.builders[kind]());
  }
}

const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

// Scripts are files of our origin (no inline script), so the app's content security policy holds here too.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prana API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/**
 * The api's OpenAPI 3.1 description (`/api/docs/openapi.json`), a page to read it (`/api/docs`), and
 * the AsyncAPI 3 description of its live events (`/api/docs/asyncapi.json`).
 */
@Controller('docs')
@Public()
export class DocsController {
  constructor(private readonly description: ApiDescription) {}

  @ApiOperation({ summary: 'This description as a page' })
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @RespondsAs('text/html', 'A page that shows this description (Swagger UI).')
  page(): string {
    return PAGE;
  }

  @ApiOperation({ summary: 'This description (OpenAPI 3.1)' })
  @Get('openapi.json')
  @RespondsAs('application/json', 'This description: OpenAPI 3.1.')
  document(): OpenAPIObject {
    return this.description.get('openapi');
  }

  @ApiOperation({ summary: 'The live events over Socket.IO (AsyncAPI 3)' })
  @Get('asyncapi.json')
  @RespondsAs('application/json', 'The Socket.IO server, its rooms and who joins them, and each event with its payload: AsyncAPI 3.')
  liveEvents(): AsyncApiDocument {
    return this.description.get('asyncapi');
  }

  @ApiOperation({ summary: 'The description page’s start script' })
  @Get('init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @RespondsAs('text/javascript', "The page's start script.")
  init(): string {
    return INIT;
  }

  @ApiOperation({ summary: 'The description page’s script and style sheet' })
  @Get('assets/:file')
  @RespondsAs('application/octet-stream', 'Swagger UI’s script and style sheet.')
  asset(@Param('file') file: string, @Res() response: Response): void {
    if (!UI_FILES.has(file)) throw new ApiException('http.notFound');
    response.sendFile(path.join(SWAGGER_UI, file), { maxAge: '1h' });
  }
}
