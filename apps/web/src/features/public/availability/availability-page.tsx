import { Suspense, lazy, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VILLAS } from '@prana/catalogue';
import {
  MAX_GUESTS,
  SEARCH_ERROR_MESSAGES,
  VILLA_TRAITS,
  guestSummary,
  isSiteId,
  todayInBali,
  totalGuests,
  type VillaTrait,
} from '@prana/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { conciergeChatUrl } from '../../../lib/concierge-chat.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import { Icon } from '../shared/icons.tsx';
import { AvailabilityHeader, searchStateOf } from './availability-header.tsx';
import { clampIndex, readAvailabilityAddress, visibleListings, type VillaListing } from './availability-listings.ts';
import { EditSearchPanel } from './edit-search-panel.tsx';
import { applyEditedSearch, type EditedSearch } from './edited-search.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { ReservationModal } from './reservation-modal.tsx';
import { useAvailabilitySearch } from './use-availability-search.ts';
import { VillaResultCard, VillaResultSkeleton } from './villa-result-card.tsx';
import styles from './availability-page.module.css';

// Leaflet is heavy and only needed when the map is shown.
const AvailabilityMap = lazy(() => import('./availability-map.tsx').then((module) => ({ default: module.AvailabilityMap })));

const SKELETONS = 6;
/** Cards in the first row on a wide screen load their image at once. */
const EAGER_CARDS = 3;
/** The most guests one villa sleeps: a larger party (up to MAX_GUESTS) needs villas combined by the concierge. */
const LARGEST_VILLA = Math.max(...VILLAS.map((villa) => villa.capacity));

/** /availability: the search in the query, real availability from the api, list or map. */
export function AvailabilityPage() {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  // Dates that do not make a stay: the page says why, lists villas as for flexible dates, no Reserve.
  const { asked, query, datesError } = useMemo(() => readAvailabilityAddress(params, todayInBali(new Date())), [params]);
  const { status, listings, error, refetch } = useAvailabilitySearch(query);
  const config = usePublicConfig();
  const editId = useId();
  const [traits, setTraits] = useState<VillaTrait[]>([]);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [editing, setEditing] = useState(false);
  const [imageIndex, setImageIndex] = useState<Record<string, number>>({});
  const [lightbox, setLightbox] = useState<{ slug: string; index: number } | null>(null);
  const [reserving, setReserving] = useState<VillaListing | null>(null);
  useDocumentTitle(t('availability.eyebrow'));

  const visible = useMemo(() => (listings ? visibleListings(listings, traits) : null), [listings, traits]);
  const party = totalGuests(query);
  const empty = !visible || visible.shown.length > 0 ? null : party > LARGEST_VILLA && party <= MAX_GUESTS ? 'party' : traits.length > 0 && visibleListings(listings ?? [], []).shown.length > 0 ? 'traits' : 'stay';
  const conciergeNumber = config?.conciergeWhatsapp ?? null;
  const lightboxVilla = lightbox ? visible?.shown.find((villa) => villa.slug === lightbox.slug) : undefined;

  // The lightbox closes when its villa or its images are no longer on the page (adjusted while
  // rendering, so it never opens again by itself when they come back).
  if (lightbox && visible && (!lightboxVilla || lightboxVilla.images.length === 0)) setLightbox(null);

  const toggleTrait = (trait: VillaTrait) =>
    setTraits((current) => (current.includes(trait) ? current.filter((item) => item !== trait) : [...current, trait]));

  const apply = (edit: EditedSearch) => {
    setParams(applyEditedSearch(params, edit));
    setEditing(false);
  };

  const closeReservation = useCallback(() => setReserving(null), []);
  const closeLightbox = useCallback(() => setLightbox(null), []);

  return (
    <div className={`container ${styles.page}`}>
      <AvailabilityHeader query={asked} count={visible ? visible.shown.length : null} />

      <div className={styles.toolbar}>
        <div role="group" aria-label={t('availability.traitsLabel')} className={styles.chips}>
          {VILLA_TRAITS.map((trait) => (
            <button key={trait} type="button" className={styles.chip} aria-pressed={traits.includes(trait)} onClick={() => toggleTrait(trait)}>
              {t(`availability.traits.${trait}`)}
            </button>
          ))}
        </div>
        <div className={styles.tools}>
          <div role="group" aria-label={t('availability.viewLabel')} className={styles.toggle}>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <Icon name="list" size={18} />
              {t('availability.list')}
            </button>
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              <Icon name="map" size={18} />
              {t('availability.map')}
            </button>
          </div>
          <button type="button" className={styles.editToggle} aria-expanded={editing} aria-controls={editId} onClick={() => setEditing((open) => !open)}>
            <Icon name="sliders" size={18} />
            {t('availability.edit')}
          </button>
        </div>
      </div>

      {datesError ? (
        <p className={styles.datesError} role="alert" data-testid="stay-error">
          {SEARCH_ERROR_MESSAGES[datesError][language]}
        </p>
      ) : null}

      {editing ? <EditSearchPanel key={params.toString()} id={editId} query={asked} onApply={apply} onCancel={() => setEditing(false)} /> : null}

      {status === 'error' && !listings ? (
        <StatusMessage title={t('availability.loadError')} onRetry={refetch}>
          <p>{errorText(error)}</p>
        </StatusMessage>
      ) : null}

      {view === 'map' ? (
        <Suspense fallback={<PageLoader />}>
          <AvailabilityMap activeSiteId={isSiteId(query.site) ? query.site : null} villas={visible?.shown ?? []} carried={searchStateOf(query)} />
        </Suspense>
      ) : null}

      {!visible && status !== 'error' ? (
        <div className={styles.grid} aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('availability.loading')}
          </p>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <VillaResultSkeleton key={index} />
          ))}
        </div>
      ) : null}

      {empty === 'party' ? (
        <StatusMessage tone="empty" title={t('availability.partyTitle', { count: party })}>
          <p>{t('availability.partyBody', { max: LARGEST_VILLA })}</p>
          {conciergeNumber ? (
            <a className="button button-accent" href={conciergeChatUrl(conciergeNumber, t('availability.partyGreeting', { guests: guestSummary(query, language) }))} target="_blank" rel="noopener noreferrer" data-testid="combine-villas">
              {t('availability.partyAction')}
            </a>
          ) : null}
        </StatusMessage>
      ) : null}
      {empty === 'traits' ? (
        <StatusMessage tone="empty" title={t('availability.traitsEmptyTitle')}>
          <p>{t('availability.traitsEmptyBody')}</p>
          <button type="button" className="button" onClick={() => setTraits([])}>
            {t('availability.clearFilters')}
          </button>
        </StatusMessage>
      ) : null}
      {empty === 'stay' ? (
        <StatusMessage tone="empty" title={t('availability.emptyTitle')}>
          <p>{t('availability.emptyBody')}</p>
        </StatusMessage>
      ) : null}

      {visible && visible.booked > 0 ? (
        <p className={styles.booked} data-testid="booked-note">
          {t('availability.booked', { count: visible.booked })}
        </p>
      ) : null}

      {visible && visible.shown.length > 0 && view === 'list' ? (
        <ul className={styles.grid} aria-label={t('availability.count', { count: visible.shown.length })}>
          {visible.shown.map((villa, position) => (
            <li key={villa.slug} className={styles.item}>
              <VillaResultCard
                villa={villa}
                query={query}
                imageIndex={imageIndex[villa.slug] ?? 0}
                onImageIndex={(index) => setImageIndex((current) => ({ ...current, [villa.slug]: index }))}
                onOpenGallery={(index) => setLightbox({ slug: villa.slug, index })}
                onReserve={datesError ? undefined : () => setReserving(villa)}
                onChooseDates={({ checkIn, checkOut }) => apply({ checkIn, checkOut, adults: query.adults, children: query.children, infants: query.infants })}
                conciergeNumber={conciergeNumber}
                priority={position < EAGER_CARDS}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {lightbox && lightboxVilla && lightboxVilla.images.length > 0 ? (
        <GalleryLightbox
          villa={lightboxVilla.name}
          site={lightboxVilla.siteName ?? ''}
          tone={lightboxVilla.siteId}
          images={lightboxVilla.images}
          index={clampIndex(lightbox.index, lightboxVilla.images.length)}
          onIndexChange={(index) => {
            setLightbox({ slug: lightboxVilla.slug, index });
            setImageIndex((current) => ({ ...current, [lightboxVilla.slug]: index }));
          }}
          onClose={closeLightbox}
        />
      ) : null}

      {reserving ? <ReservationModal villa={reserving} query={query} onClose={closeReservation} /> : null}
    </div>
  );
}
