import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApi } from './bootstrap/create-api.ts';
import { APP_CONFIG } from './config/config.module.ts';
import type { AppConfig } from './config/app-config.ts';

const app = await createApi();
const config = app.get<AppConfig>(APP_CONFIG);
await app.listen(config.port);
new Logger('Prana').log(`api listening on http://localhost:${config.port}`);
