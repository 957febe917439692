import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GUIDE_ALL_TAGS_LABEL,
  GUIDE_CATEGORIES,
  guideEntriesFor,
  guideTagLabel,
  guideTagsFor,
  type GuideCategoryId,
  type GuideEntry,
} from '@prana/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useCreateRequest } from './api/requests.ts';
import { useOfferings } from './api/offerings.ts';
import { PageWait } from './page-wait.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { useConciergeChat } from '../../lib/use-concierge-chat.ts';
import styles from './guest.module.css';

function GuideCard({ entry }: { entry: GuideEntry }) {
  const { t } = useTranslation('guest');
  const localize = useLocalized();
  const storedText = useStoredText();
  const createRequest = useCreateRequest();
  const sharing = useAction(createRequest, { done: t('guide.shared') });
  const share = () =>
    createRequest.mutate({
      category: 'concierge',
      title: storedText({ kind: 'guide-share', entryId: entry.id }),
      notes: t('guide.shareNotes', { name: entry.name }),
      metadata: { type: 'guide-share', guideEntryId: entry.id },
    });
  return (
    <li className={styles.card} data-testid="guide-card">
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{entry.name}</p>
        {entry.priceLevel ? (
          <span className={styles.price} aria-label={t('guide.priceLevel', { level: entry.priceLevel.length })}>
            {entry.priceLevel}
          </span>
        ) : null}
      </div>
      <p className={styles.muted}>{localize(entry.description)}</p>
      <div className={styles.row}>
        {entry.tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            {localize(guideTagLabel(tag))}
          </span>
        ))}
      </div>
      <div className={styles.actions}>
        <a className={`button button-quiet ${styles.small}`} href={entry.link} target="_blank" rel="noreferrer">
          {t('guide.explore')}
        </a>
        <button type="button" className={`button ${styles.small}`} disabled={sharing.busy} onClick={share}>
          {t('guide.share')}
        </button>
      </div>
      <ActionMessage action={sharing} />
    </li>
  );
}

/** /app/guide: tabs, search over name and description, tag chips; share a place with the concierge. */
export function GuidePage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestGuide'));
  const localize = useLocalized();
  const chat = useConciergeChat();
  const searchId = useId();
  const [category, setCategory] = useState<GuideCategoryId>('dining');
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);

  const offerings = useOfferings();
  const published = offerings.data?.guide;
  const entries = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return guideEntriesFor(published ?? [], category).filter(
      (entry) =>
        (tag === null || entry.tags.includes(tag)) &&
        (needle === '' || `${entry.name} ${entry.description.en} ${entry.description.id}`.toLowerCase().includes(needle)),
    );
  }, [published, category, query, tag]);

  // Switching tab resets the search and the tag.
  const switchTab = (next: GuideCategoryId) => {
    setCategory(next);
    setQuery('');
    setTag(null);
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestGuide')}</p>
        <h1 className={styles.title}>{t('guide.title')}</h1>
        <p className={styles.lead}>{t('guide.lead')}</p>
      </header>
      <div role="tablist" aria-label={t('guide.tabs')} className={styles.chips}>
        {GUIDE_CATEGORIES.map((tab) => (
          <button key={tab.id} type="button" role="tab" aria-selected={tab.id === category} className={styles.chip} onClick={() => switchTab(tab.id)}>
            {localize(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.section}>
        <label className={styles.field} htmlFor={searchId}>
          <span className={styles.label}>{t('guide.search')}</span>
          <input id={searchId} type="search" className={styles.input} value={query} placeholder={t('guide.searchPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <div className={styles.chips} role="group" aria-label={t('guide.tags')}>
          <button type="button" className={styles.chip} aria-pressed={tag === null} onClick={() => setTag(null)}>
            {localize(GUIDE_ALL_TAGS_LABEL)}
          </button>
          {guideTagsFor(published ?? [], category).map((id) => (
            <button key={id} type="button" className={styles.chip} aria-pressed={tag === id} onClick={() => setTag(id)}>
              {localize(guideTagLabel(id))}
            </button>
          ))}
        </div>
        {!published ? (
          <PageWait reads={[offerings]} onRetry={() => void offerings.refetch()} />
        ) : entries.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('guide.empty')}</p>
            <div className={styles.actions}>
              <a className={`button button-accent ${styles.small}`} href={chat()} target="_blank" rel="noreferrer">
                {t('guide.messageConcierge')}
              </a>
            </div>
          </div>
        ) : (
          <ul className={`${styles.grid} ${styles.grid3}`}>
            {entries.map((entry) => (
              <GuideCard key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
