import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodedError, BookingsResponse } from '@prana/contracts';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useBookingsQuery, useSyncBookings } from '../api/bookings.ts';
import { useNotices } from './notices.tsx';

export interface BookingsStore {
  data: BookingsResponse | undefined;
  loading: boolean;
  syncing: boolean;
  /** The message of the last failure, until dismissed. */
  error: string | null;
  sync: () => Promise<void>;
  refetch: () => void;
}

/**
 * The bookings store of the dashboard: GET /api/bookings
 * on load, the rental-platform sync, and a quiet refetch whenever a calendar pull finishes.
 */
export function useBookings(): BookingsStore {
  const { t } = useTranslation('admin');
  const { toast, alert } = useNotices();
  const query = useBookingsQuery();
  const { mutateAsync: syncBookings, isPending: syncing } = useSyncBookings();
  // What failed, as codes: the message is rendered on each render, in the reader's language.
  const [syncError, setSyncError] = useState<{ villaSlug: string; failure: CodedError | null }[] | CodedError | null>(null);
  const errorText = useErrorText();
  const describe = useCallback(
    (failure: { villaSlug: string; failure: CodedError | null }[] | CodedError) =>
      Array.isArray(failure)
        ? failure
            .map((run) => t('bookings.syncFailed', { slug: run.villaSlug, error: run.failure ? errorText(run.failure) : t('bookings.unknownError') }))
            .join(' ')
        : errorText(failure),
    [errorText, t],
  );
  const { refetch } = query;

  const sync = useCallback(async () => {
    setSyncError(null);
    try {
      const result = await syncBookings();
      const results = result.results ?? [];
      const failed = results.filter((run) => run.status === 'failed');
      const total = (key: 'created' | 'updated' | 'cancelled') => results.reduce((sum, run) => sum + run.changes[key], 0);
      toast({
        tone: 'success',
        title: t('bookings.syncDone', { count: results.length - failed.length, created: total('created'), updated: total('updated'), cancelled: total('cancelled') }),
        body: results.some((run) => run.status === 'running') ? t('bookings.syncRunning') : undefined,
      });
      if (failed.length > 0) {
        const failures = failed.map((run) => ({ villaSlug: run.villaSlug, failure: run.failure }));
        setSyncError(failures);
        alert(describe(failures));
      }
    } catch (error) {
      const failure = codedErrorOf(error);
      setSyncError(failure);
      alert(describe(failure));
    }
  }, [alert, describe, syncBookings, t, toast]);

  const loadError = query.status === 'error' ? errorText(query.error) : null;
  return {
    data: query.data,
    loading: query.isPending,
    syncing,
    error: syncError ? describe(syncError) : loadError,
    sync,
    refetch: () => void refetch(),
  };
}
