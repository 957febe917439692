import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VillaResponse } from '@prana/contracts';
import { relativeDayLabel } from '@prana/domain';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSetIcalUrl, useSyncVilla } from '../api/villas.ts';
import { outboundFeedUrl, syncResultMessage } from './availability-format.ts';
import { useCardMessageText, type CardMessage } from './card-message.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { FeedList, useStageText } from './feed-list.tsx';
import type { LiveSync } from './use-sync-progress.ts';
import { VillaDetails } from './villa-details.tsx';
import styles from './villa-card.module.css';

interface VillaCardProps {
  villa: VillaResponse;
  /** Pulls in progress anywhere, by feed id (this villa's among them). */
  live: Readonly<Record<string, LiveSync>>;
  canManage: boolean;
  /** Whether the details are open; kept by the page so they stay open while the list refreshes. */
  expanded: boolean;
  onToggle: () => void;
}

/** One villa: its sync status, the Airbnb link, Sync Airbnb, Copy outbound iCal, its channel feeds, and the details. */
export function VillaCard({ villa, live, canManage, expanded, onToggle }: VillaCardProps) {
  const { t } = useTranslation('sync');
  const { language } = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const detailsId = useId();
  const [url, setUrl] = useState('');
  const { mutateAsync: setIcalUrl, isPending: saving } = useSetIcalUrl();
  const { mutateAsync: syncVilla, isPending: syncing } = useSyncVilla();
  const [message, setMessage] = useState<CardMessage | null>(null);
  const messageText = useCardMessageText();
  const stageText = useStageText();
  const calendar = villa.calendar;
  const feedAddress = villa.outboundFeedToken ? outboundFeedUrl(window.location.origin, villa.outboundFeedToken) : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    try {
      await setIcalUrl({ slug: villa.slug, airbnbIcalUrl: value || null });
      setUrl('');
      setMessage({ tone: 'success', key: value ? 'icalStored' : 'icalRemoved', values: { villa: villa.name } });
    } catch (error) {
      setMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  async function sync() {
    setMessage(null);
    try {
      // The card and, while expanded, the details reload.
      const result = await syncVilla(villa.slug);
      setMessage(syncResultMessage(villa.slug, result));
    } catch (error) {
      setMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  async function copy() {
    if (!feedAddress) {
      setMessage({ tone: 'error', key: 'outboundMissing', values: { villa: villa.name } });
      return;
    }
    try {
      await copyText(feedAddress);
      setMessage({ tone: 'success', key: 'copied', values: { villa: villa.name } });
    } catch {
      setMessage({ tone: 'error', key: 'copyError' });
    }
  }

  // The card shows the first of its feeds being pulled; each feed shows its own below.
  const liveFeedId = Object.keys(live).find((feedId) => live[feedId]!.villaSlug === villa.slug);
  const liveFeed = villa.feeds?.find((feed) => feed.id === liveFeedId);
  const progress = (liveFeedId ? live[liveFeedId] : undefined) ?? (syncing ? { stage: 'queued' as const, percent: 5 } : undefined);
  const lastSynced = calendar?.lastSyncedAt ? relativeDayLabel(calendar.lastSyncedAt, new Date(), { lang: language }) : null;

  return (
    <li className={styles.card} data-expanded={expanded} data-testid="villa-card" data-villa={villa.slug}>
      <div className={styles.head}>
        <p className="eyebrow">{villa.site ?? t('card.unassigned')}</p>
        <h2 className={styles.name}>{villa.name}</h2>
        <span className={styles.status} data-status={villa.status}>
          {t(`card.status.${villa.status}`)}
        </span>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{t('card.feed')}</dt>
          <dd data-on={villa.hasAirbnbFeed}>{villa.hasAirbnbFeed ? t('card.feedStored') : t('card.feedMissing')}</dd>
        </div>
        <div>
          <dt>{t('card.outbound')}</dt>
          <dd data-on={villa.outboundFeedConfigured}>{villa.outboundFeedConfigured ? t('card.outboundActive') : t('card.outboundPending')}</dd>
        </div>
        <div>
          <dt>{t('card.guests')}</dt>
          <dd>{villa.maxGuests === null ? t('card.guestsTbd') : t('card.guestsCount', { count: villa.maxGuests })}</dd>
        </div>
        {villa.hasAirbnbFeed || calendar?.lastSyncedAt ? (
          <div>
            <dt>{t('card.lastSynced')}</dt>
            <dd>{lastSynced ?? t('card.neverSynced')}</dd>
          </div>
        ) : null}
      </dl>

      {calendar?.failing ? <p className={styles.flag}>{t('card.failing', { count: calendar.consecutiveFailures })}</p> : null}
      {calendar && calendar.conflicts > 0 ? (
        <p className={styles.flag} data-testid="conflict-flag">
          {t('card.conflicts', { count: calendar.conflicts })}
        </p>
      ) : null}

      {progress ? (
        <div className={styles.progress} data-testid="sync-progress">
          <label className={styles.progressLabel}>
            {stageText(progress.stage, liveFeed?.label)}
            <progress max={100} value={progress.percent} aria-label={t('progress.label')} />
          </label>
        </div>
      ) : null}

      <div className={styles.actions}>
        {canManage ? (
          <button type="button" className="button" onClick={() => void sync()} disabled={syncing || !villa.hasAirbnbFeed} title={villa.hasAirbnbFeed ? undefined : t('card.noFeedHint')}>
            {syncing ? t('card.syncing') : t('card.syncAirbnb')}
          </button>
        ) : null}
        {canManage ? (
          <button type="button" className="button button-quiet" onClick={() => void copy()} title={feedAddress}>
            {t('card.copy')}
          </button>
        ) : null}
        <button type="button" className="button button-quiet" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
          {expanded ? t('card.hideDetails') : t('card.showDetails')}
        </button>
      </div>

      {canManage ? (
        <form className={styles.feedForm} onSubmit={(event) => void save(event)} noValidate>
          <label htmlFor={inputId} className={styles.feedLabel}>
            {t('card.icalLabel')}
          </label>
          <div className={styles.feedRow}>
            <input
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              className={styles.input}
              value={url}
              placeholder={t('card.icalPlaceholder')}
              aria-describedby={hintId}
              onChange={(event) => setUrl(event.target.value)}
            />
            <button type="submit" className="button button-accent" disabled={saving}>
              {saving ? t('card.saving') : t('card.save')}
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            {t('card.icalHint')}
          </p>
        </form>
      ) : null}

      {villa.feeds ? <FeedList villa={villa} live={live} canManage={canManage} onMessage={setMessage} /> : null}

      <div aria-live="polite" className={styles.messageSlot}>
        {message ? (
          <p className={styles.message} data-tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="card-message">
            <span>{messageText(message)}</span>
            <button type="button" className={styles.dismiss} onClick={() => setMessage(null)}>
              {t('card.dismiss')}
            </button>
          </p>
        ) : null}
      </div>

      <div id={detailsId} className={styles.details} hidden={!expanded}>
        {expanded ? <VillaDetails villa={villa} /> : null}
      </div>
    </li>
  );
}
