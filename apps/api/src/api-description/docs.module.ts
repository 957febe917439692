import { Module } from '@nestjs/common';
import { ApiDescription, DocsController } from './docs.controller.ts';

@Module({ controllers: [DocsController], providers: [ApiDescription] })
export class DocsModule {}
