import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('server Node flags', () => {
  it('are the image’s NODE_OPTIONS, so a container runs as npm start does', () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const options = /^ENV .*\bNODE_OPTIONS="([^"]*)"/m.exec(dockerfile)?.[1];
    expect(options).toBe(SERVER_NODE_FLAGS.join(' '));
  });
});
