import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_CHANNELS, type FeedChannel, type SyncStage, type VillaFeedResponse, type VillaResponse } from '@prana/contracts';
import { formatTime, relativeDayLabel } from '@prana/domain';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateFeed, useRemoveFeed, useRotateOutboundFeed, useSyncFeed, useUpdateFeed } from '../api/villas.ts';
import { outboundFeedUrl } from './availability-format.ts';
import type { CardMessage } from './card-message.ts';
import { copyText } from '../../../lib/copy-text.ts';
import type { LiveSync } from './use-sync-progress.ts';
import styles from './feed-list.module.css';

interface FeedListProps {
  villa: VillaResponse;
  /** Pulls in progress anywhere, by feed id. */
  live: Readonly<Record<string, LiveSync>>;
  canManage: boolean;
  /** Shown in the card's message slot. */
  onMessage: (message: CardMessage) => void;
}

/** What a pull is doing, in words: "Fetching the Airbnb calendar…". */
export function useStageText(): (stage: SyncStage, feedLabel: string | undefined) => string {
  const { t } = useTranslation('sync');
  return (stage, feedLabel) => (stage === 'fetching' ? (feedLabel ? t('progress.fetching', { feed: feedLabel }) : t('progress.fetchingAny')) : t(`progress.${stage}`));
}

/** A villa's channel feeds: each with its health, live progress, Sync, Edit, Remove and its channel's export link; and Add feed. */
export function FeedList({ villa, live, canManage, onMessage }: FeedListProps) {
  const { t } = useTranslation('sync');
  const headingId = useId();
  const feeds = villa.feeds ?? [];
  return (
    <section className={styles.feeds} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('feeds.title')}
      </h3>
      {feeds.length === 0 ? (
        <p className={styles.empty}>{t('feeds.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('feeds.listLabel', { villa: villa.name })} data-testid="feed-list">
          {feeds.map((feed) => (
            <FeedRow key={feed.id} villa={villa} feed={feed} live={live[feed.id]} canManage={canManage} onMessage={onMessage} />
          ))}
        </ul>
      )}
      {canManage ? <AddFeedForm villa={villa} onMessage={onMessage} /> : null}
      {canManage && villa.outboundFeedToken ? <RotateOutbound villa={villa} onMessage={onMessage} /> : null}
    </section>
  );
}

interface FeedRowProps {
  villa: VillaResponse;
  feed: VillaFeedResponse;
  live: LiveSync | undefined;
  canManage: boolean;
  onMessage: (message: CardMessage) => void;
}

function FeedRow({ villa, feed, live, canManage, onMessage }: FeedRowProps) {
  const { t } = useTranslation('sync');
  const { language } = useLanguage();
  const stageText = useStageText();
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const { mutateAsync: syncFeed, isPending: syncing } = useSyncFeed();
  const { mutateAsync: removeFeed, isPending: removing } = useRemoveFeed();
  const calendar = feed.calendar;
  const channel = t(`feeds.channels.${feed.channel}`);
  const progress = live ?? (syncing ? { stage: 'queued' as const, percent: 5 } : undefined);
  const synced = calendar.lastSyncedAt
    ? t('feeds.lastSynced', { when: `${relativeDayLabel(calendar.lastSyncedAt, new Date(), { lang: language })} ${formatTime(calendar.lastSyncedAt)}` })
    : t('feeds.neverSynced');
  const health = calendar.failing || calendar.lastRun?.status === 'failed' ? 'failing' : calendar.stale ? 'stale' : 'ok';

  async function sync() {
    try {
      const result = await syncFeed({ slug: villa.slug, id: feed.id });
      if (result.status === 'success') onMessage({ tone: 'success', key: 'feedSyncSuccess', values: { feed: feed.label, ...result.changes } });
      else if (result.status === 'running') onMessage({ tone: 'info', key: 'feedSyncRunning', values: { feed: feed.label } });
      else onMessage({ tone: 'error', key: 'feedSyncFailed', values: { feed: feed.label }, failure: result.failure });
    } catch (error) {
      onMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  async function remove() {
    try {
      await removeFeed({ slug: villa.slug, id: feed.id });
      onMessage({ tone: 'success', key: 'feedRemoved', values: { feed: feed.label } });
    } catch (error) {
      setMode('view');
      onMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  async function copyExport() {
    if (!villa.outboundFeedToken) {
      onMessage({ tone: 'error', key: 'outboundMissing', values: { villa: villa.name } });
      return;
    }
    try {
      await copyText(outboundFeedUrl(window.location.origin, villa.outboundFeedToken, feed.channel));
      onMessage({ tone: 'success', key: 'exportCopied', values: { channel, villa: villa.name } });
    } catch {
      onMessage({ tone: 'error', key: 'copyError' });
    }
  }

  return (
    <li className={styles.feed} data-testid="feed" data-channel={feed.channel} data-health={health}>
      <div className={styles.feedHead}>
        <span className={styles.label}>{feed.label}</span>
        <span className={styles.channel}>{channel}</span>
      </div>
      <p className={styles.status}>
        <span>{synced}</span>
        <span className={styles.health} data-health={health} title={health === 'stale' ? t('feeds.staleHint') : undefined} data-testid="feed-health">
          {health === 'failing' ? t('feeds.failing', { count: Math.max(1, calendar.consecutiveFailures) }) : t(`feeds.${health}`)}
        </span>
      </p>
      {progress ? (
        <label className={styles.progress} data-testid="feed-progress">
          {stageText(progress.stage, feed.label)}
          <progress max={100} value={progress.percent} aria-label={t('progress.label')} />
        </label>
      ) : null}

      {mode === 'edit' ? (
        <EditFeedForm villa={villa} feed={feed} onDone={() => setMode('view')} onMessage={onMessage} />
      ) : mode === 'remove' ? (
        <div className={styles.confirm} role="group" aria-label={t('feeds.removeLabel', { feed: feed.label })}>
          <p>{t('feeds.confirmRemove', { feed: feed.label })}</p>
          <div className={styles.actions}>
            <button type="button" className="button button-accent" onClick={() => void remove()} disabled={removing}>
              {t('feeds.confirm')}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setMode('view')}>
              {t('feeds.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {canManage ? (
            <>
              <button type="button" className="button" onClick={() => void sync()} disabled={syncing} aria-label={t('feeds.syncLabel', { feed: feed.label })}>
                {syncing ? t('feeds.syncing') : t('feeds.sync')}
              </button>
              <button type="button" className="button button-quiet" onClick={() => setMode('edit')} aria-label={t('feeds.editLabel', { feed: feed.label })}>
                {t('feeds.edit')}
              </button>
              <button type="button" className="button button-quiet" onClick={() => setMode('remove')} aria-label={t('feeds.removeLabel', { feed: feed.label })}>
                {t('feeds.remove')}
              </button>
              <button type="button" className="button button-quiet" onClick={() => void copyExport()} aria-label={t('feeds.copyExportLabel', { channel })}>
                {t('feeds.copyExport')}
              </button>
            </>
          ) : null}
        </div>
      )}
    </li>
  );
}

function ChannelSelect({ id, value, onChange }: { id: string; value: FeedChannel; onChange: (channel: FeedChannel) => void }) {
  const { t } = useTranslation('sync');
  return (
    <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value as FeedChannel)}>
      {FEED_CHANNELS.map((channel) => (
        <option key={channel} value={channel}>
          {t(`feeds.channels.${channel}`)}
        </option>
      ))}
    </select>
  );
}

function EditFeedForm({ villa, feed, onDone, onMessage }: { villa: VillaResponse; feed: VillaFeedResponse; onDone: () => void; onMessage: (message: CardMessage) => void }) {
  const { t } = useTranslation('sync');
  const ids = { label: useId(), channel: useId(), url: useId() };
  const [label, setLabel] = useState(feed.label);
  const [channel, setChannel] = useState<FeedChannel>(feed.channel);
  const [url, setUrl] = useState('');
  const { mutateAsync: updateFeed, isPending } = useUpdateFeed();

  async function save(event: FormEvent) {
    event.preventDefault();
    // Only what changed; a blank URL keeps the stored one (it is never shown).
    const changes = { label: label !== feed.label ? label : undefined, channel: channel !== feed.channel ? channel : undefined, url: url.trim() || undefined };
    if (changes.label === undefined && changes.channel === undefined && changes.url === undefined) {
      onDone();
      return;
    }
    try {
      const saved = await updateFeed({ slug: villa.slug, id: feed.id, ...changes });
      onMessage({ tone: 'success', key: 'feedSaved', values: { feed: saved.label } });
      onDone();
    } catch (error) {
      onMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={t('feeds.editLabel', { feed: feed.label })}>
      <label htmlFor={ids.label}>{t('feeds.label')}</label>
      <input id={ids.label} className={styles.input} value={label} onChange={(event) => setLabel(event.target.value)} autoComplete="off" />
      <label htmlFor={ids.channel}>{t('feeds.channel')}</label>
      <ChannelSelect id={ids.channel} value={channel} onChange={setChannel} />
      <label htmlFor={ids.url}>{t('feeds.urlKeep')}</label>
      <input id={ids.url} className={styles.input} type="url" inputMode="url" spellCheck={false} autoComplete="off" value={url} onChange={(event) => setUrl(event.target.value)} />
      <div className={styles.actions}>
        <button type="submit" className="button button-accent" disabled={isPending}>
          {isPending ? t('feeds.saving') : t('feeds.save')}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          {t('feeds.cancel')}
        </button>
      </div>
    </form>
  );
}

function AddFeedForm({ villa, onMessage }: { villa: VillaResponse; onMessage: (message: CardMessage) => void }) {
  const { t } = useTranslation('sync');
  const ids = { label: useId(), channel: useId(), url: useId() };
  const [label, setLabel] = useState('');
  const [channel, setChannel] = useState<FeedChannel>('booking');
  const [url, setUrl] = useState('');
  // Closed until asked for: seventeen open forms would bury the feeds.
  const [open, setOpen] = useState(false);
  const { mutateAsync: createFeed, isPending } = useCreateFeed();

  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await createFeed({ slug: villa.slug, label, channel, url });
      setLabel('');
      setUrl('');
      setOpen(false);
      onMessage({ tone: 'success', key: 'feedAdded', values: { feed: created.label, villa: villa.name } });
    } catch (error) {
      onMessage({ tone: 'error', failure: codedErrorOf(error) });
    }
  }

  if (!open) {
    return (
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" onClick={() => setOpen(true)}>
          {t('feeds.addTitle')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void add(event)} noValidate aria-label={t('feeds.addTitle')}>
      <p className={styles.formTitle}>{t('feeds.addTitle')}</p>
      <label htmlFor={ids.label}>{t('feeds.label')}</label>
      <input id={ids.label} className={styles.input} value={label} onChange={(event) => setLabel(event.target.value)} autoComplete="off" />
      <label htmlFor={ids.channel}>{t('feeds.channel')}</label>
      <ChannelSelect id={ids.channel} value={channel} onChange={setChannel} />
      <label htmlFor={ids.url}>{t('feeds.url')}</label>
      <input id={ids.url} className={styles.input} type="url" inputMode="url" spellCheck={false} autoComplete="off" value={url} onChange={(event) => setUrl(event.target.value)} />
      <div className={styles.actions}>
        <button type="submit" className="button button-accent" disabled={isPending}>
          {isPending ? t('feeds.adding') : t('feeds.add')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
          {t('feeds.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A new outbound token, after a confirmation: the old links stop working at once. */
function RotateOutbound({ villa, onMessage }: { villa: VillaResponse; onMessage: (message: CardMessage) => void }) {
  const { t } = useTranslation('sync');
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync: rotate, isPending } = useRotateOutboundFeed();

  async function confirm() {
    try {
      await rotate({ slug: villa.slug });
      onMessage({ tone: 'success', key: 'rotated', values: { villa: villa.name } });
    } catch (error) {
      onMessage({ tone: 'error', failure: codedErrorOf(error) });
    } finally {
      setConfirming(false);
    }
  }

  return confirming ? (
    <div className={styles.confirm} role="group" aria-label={t('feeds.rotate')}>
      <p>{t('feeds.confirmRotate')}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-accent" onClick={() => void confirm()} disabled={isPending}>
          {t('feeds.rotateConfirm')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
          {t('feeds.cancel')}
        </button>
      </div>
    </div>
  ) : (
    <div className={styles.actions}>
      <button type="button" className="button button-quiet" onClick={() => setConfirming(true)}>
        {t('feeds.rotate')}
      </button>
    </div>
  );
}
