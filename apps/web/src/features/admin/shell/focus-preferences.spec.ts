import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS_WORKSTREAMS, FOCUS_WORKSTREAMS } from '@prana/catalogue';
import { DEFAULT_FOCUS, FOCUS_WORKSTREAM_IDS } from '@prana/contracts';
import { deviceFocus, orderedFocus } from './focus-preferences.ts';

describe('focus preferences', () => {
  it('use the same workstreams and defaults in the api contract and the catalogue', () => {
    expect(FOCUS_WORKSTREAMS.map((workstream) => workstream.id)).toEqual([...FOCUS_WORKSTREAM_IDS]);
    expect([...DEFAULT_FOCUS]).toEqual([...DEFAULT_FOCUS_WORKSTREAMS]);
    expect([...DEFAULT_FOCUS]).toEqual(['financials', 'operations']);
  });

  it('keeps the canonical order whatever order the boxes were ticked', () => {
    expect(orderedFocus(['governance', 'financials', 'content'])).toEqual(['financials', 'content', 'governance']);
  });

  it('falls back to the defaults when nothing can be read on this device', () => {
    expect(deviceFocus()).toEqual(['financials', 'operations']);
  });
});
