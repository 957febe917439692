import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createWorker } from './bootstrap/create-worker.ts';

const worker = await createWorker();
const logger = new Logger('Prana');
logger.log('worker started: processing queues');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.log(`${signal}: finishing running jobs, then exiting`);
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  });
}
