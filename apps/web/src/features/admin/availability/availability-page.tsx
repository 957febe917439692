import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@prana/contracts';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useVillas } from '../api/villas.ts';
import { sortVillas } from './availability-format.ts';
import { useSyncProgress } from './use-sync-progress.ts';
import { VillaCard } from './villa-card.tsx';
import styles from './availability-page.module.css';

const SKELETONS = 3;

/** /admin/availability: every villa's calendar sync (the availability control centre). */
export function AvailabilityControlPage() {
  const { t } = useTranslation('sync');
  const errorText = useErrorText();
  const { t: tc } = useTranslation();
  const headingId = useId();
  const title = tc('pages.adminAvailability');
  useDocumentTitle(title);
  const { staff } = useSession();
  const canManage = staff !== null && can(staff.role, 'villas.manage');

  // Kept current by the admin live cache (a finished pull or an availability change reloads the villa).
  const villas = useVillas();
  const refetch = () => void villas.refetch();
  const live = useSyncProgress();
  // Which cards show their details: the page keeps it, so a refresh of the list never closes them.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((villaSlug: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(villaSlug)) next.add(villaSlug);
      return next;
    });
  }, []);

  const sorted = useMemo(() => (villas.data ? sortVillas(villas.data) : []), [villas.data]);

  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className="eyebrow">{t('page.eyebrow')}</p>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t('page.intro')}</p>
      </header>

      {villas.isPending ? (
        <div className={styles.grid} aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('page.loading')}
          </p>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} className={`skeleton ${styles.skeleton}`} data-testid="villa-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : villas.status === 'error' && !villas.data ? (
        <StatusMessage title={t('page.loadError')} onRetry={refetch}>
          <p>{errorText(villas.error)}</p>
        </StatusMessage>
      ) : sorted.length === 0 ? (
        <StatusMessage tone="empty" title={t('page.empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('page.listLabel')}>
          {sorted.map((villa) => (
            <VillaCard
              key={villa.slug}
              villa={villa}
              live={live}
              canManage={canManage}
              expanded={open.has(villa.slug)}
              onToggle={() => toggle(villa.slug)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
