import 'reflect-metadata';
import { testEnv } from './env.ts';

// Each test file's process reads the same environment as the servers the tests start.
Object.assign(process.env, testEnv);
