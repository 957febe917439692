import { describe, expect, it } from 'vitest';
import { valuesCodec, type RowValues } from './row-codec.ts';

interface Template {
  id: string;
  title: string;
  stage: string | null;
  seedKey: string | null;
}

describe('valuesCodec', () => {
  const restored: [string, Omit<Template, 'id'> | null][] = [];
  const codec = valuesCodec(
    'reply-template',
    { title: true, stage: true, seedKey: true },
    async (id: string, before: Omit<Template, 'id'> | null) => void restored.push([id, before]),
    { stage: null },
  );

  it('keeps the row’s values without its id, and writes them back as they were', async () => {
    const image = codec.snapshot({ id: 't1', title: 'Welcome', stage: 'pre-arrival', seedKey: null });
    expect(image).toEqual({ title: 'Welcome', stage: 'pre-arrival', seedKey: null });
    await codec.restore('t1', image);
    expect(restored.at(-1)).toEqual(['t1', { title: 'Welcome', stage: 'pre-arrival', seedKey: null }]);
  });

  it('gives a key that an older image lacks its default, keeps a stored null, and passes no image on', async () => {
    const older: RowValues = { title: 'Towels', seedKey: null };
    await codec.restore('t2', older);
    expect(restored.at(-1)).toEqual(['t2', { title: 'Towels', stage: null, seedKey: null }]);
    await codec.restore('t3', null);
    expect(restored.at(-1)).toEqual(['t3', null]);
  });
});
