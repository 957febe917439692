import { useState } from 'react';
import type { SyncStage } from '@prana/contracts';
import { useSocketEvent } from '../../../lib/socket.ts';

export interface LiveSync {
  villaSlug: string;
  runId: string;
  stage: SyncStage;
  percent: number;
}

/**
 * Pulls in progress anywhere (another tab, another person, the schedule), from the sync-watchers
 * room: feed id → its villa, stage and percent (the cache reloads what a finished pull changed: api/live-cache.ts).
 */
export function useSyncProgress(): Record<string, LiveSync> {
  const [live, setLive] = useState<Record<string, LiveSync>>({});

  useSocketEvent('sync.started', (payload) =>
    setLive((current) => ({ ...current, [payload.feedId]: { villaSlug: payload.villaSlug, runId: payload.runId, stage: 'queued', percent: 5 } })),
  );
  useSocketEvent('sync.progress', (payload) =>
    setLive((current) => ({ ...current, [payload.feedId]: { villaSlug: payload.villaSlug, runId: payload.runId, stage: payload.stage, percent: payload.percent } })),
  );
  useSocketEvent('sync.finished', (payload) => {
    setLive((current) => {
      const next = { ...current };
      delete next[payload.feedId];
      return next;
    });
  });
  return live;
}
