import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { StatusMessage } from '../../components/status-message.tsx';

type Read = Pick<UseQueryResult, 'status' | 'fetchStatus'>;

/**
 * Whether a read has no data and waits for the connection: offline, TanStack pauses it until the
 * device is back online, so a "Loading…" would never end. Nothing of it was kept on this device.
 */
export const waitsOffline = (reads: readonly Read[]): boolean => reads.some((read) => read.status === 'pending' && read.fetchStatus === 'paused');

/** Says the device is offline and this part was not saved on it yet; it loads once back online. */
export function OfflineNotice() {
  const { t } = useTranslation('guest');
  return (
    <StatusMessage tone="empty" title={t('offline.title')}>
      <p>{t('offline.body')}</p>
    </StatusMessage>
  );
}

/** What a page shows before its reads have data: a failure with Retry, the offline notice, or loading. */
export function PageWait({ reads, onRetry }: { reads: readonly Read[]; onRetry: () => void }) {
  const { t } = useTranslation('guest');
  if (reads.some((read) => read.status === 'error')) return <StatusMessage title={t('common.loadError')} onRetry={onRetry} />;
  return waitsOffline(reads) ? <OfflineNotice /> : <PageLoader />;
}
