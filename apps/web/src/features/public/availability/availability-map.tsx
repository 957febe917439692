import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngTuple, type LeafletKeyboardEvent } from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip } from 'react-leaflet';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAP, SITES, type Coordinates, type Site } from '@prana/catalogue';
import { escapeHtml } from '../../../lib/html.ts';
import { useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import type { SearchState } from '../shared/search-state.ts';
import type { VillaListing } from './availability-listings.ts';
import styles from './availability-map.module.css';

/** The site whose label sits left of its pin. */
const LABEL_LEFT = 'prana-jungle';

const at = ({ lat, lng }: Coordinates): LatLngTuple => [lat, lng];

interface AvailabilityMapProps {
  /** The site of the search, highlighted; null for all retreats. */
  activeSiteId: string | null;
  /** The villas the list would show, counted per site on the markers. */
  villas: readonly VillaListing[];
  /** Dates and party, carried to a site page in navigation state. */
  carried: SearchState;
}

/**
 * The three sites, Ubud centre, the airport and four landmarks on a Leaflet map.
 * Site markers are buttons: click, Enter or Space opens /sites/{siteId} with the search. Markers
 * and the dashed airport line are drawn by Leaflet itself, so they show even when tiles cannot load.
 */
export function AvailabilityMap({ activeSiteId, villas, carried }: AvailabilityMapProps) {
  const { t } = useTranslation('public');
  const localize = useLocalized();
  const navigate = useNavigate();
  const config = usePublicConfig();

  const localPath = useLocalizedPath();
  const openSite = (siteId: string) => navigate(localPath(`/sites/${siteId}`), { state: { search: carried } });
  const freeBySite = useMemo(() => {
    const counts = new Map<string, number>();
    for (const villa of villas) if (villa.siteId) counts.set(villa.siteId, (counts.get(villa.siteId) ?? 0) + 1);
    return counts;
  }, [villas]);

  // The icon is the dot itself (anchored at its centre); the label hangs beside it, to the left
  // for the ridge site so the three labels do not cover each other at the default zoom.
  const siteIcon = (site: Site) => {
    const free = freeBySite.get(site.id) ?? 0;
    return divIcon({
      className: [styles.sitePin, site.id === activeSiteId ? styles.active : '', site.id === LABEL_LEFT ? styles.left : ''].join(' '),
      iconSize: [28, 28],
      iconAnchor: [14, 14],
      html:
        `<span class="${styles.label}">${escapeHtml(site.name)}` +
        (free > 0 ? `<small>${escapeHtml(t('map.freeVillas', { count: free }))}</small>` : '') +
        `<span class="visually-hidden">, ${escapeHtml(t('map.openSite', { site: site.name }))}</span></span>`,
    });
  };
  const placeIcon = (name: string, kind: 'centre' | 'airport') =>
    divIcon({
      className: `${styles.place} ${kind === 'airport' ? styles.airport : ''}`,
      iconSize: [14, 14],
      iconAnchor: [7, 7],
      html: `<span class="${styles.placeLabel}">${escapeHtml(name)}</span>`,
    });

  const onKey = (siteId: string) => (event: LeafletKeyboardEvent) => {
    const key = event.originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    openSite(siteId);
  };

  return (
    <section className={styles.panel} aria-label={t('map.label')} data-testid="availability-map">
      <p className={styles.legend}>{t('map.legend')}</p>
      <MapContainer
        className={styles.map}
        center={at(MAP.center)}
        zoom={MAP.zoom}
        minZoom={MAP.minZoom}
        maxZoom={MAP.maxZoom}
        scrollWheelZoom={MAP.scrollWheelZoom}
      >
        {config ? <TileLayer url={config.mapTiles.url} attribution={config.mapTiles.attribution} /> : null}
        <Polyline positions={[at(MAP.ubudCentre.coordinates), at(MAP.airport.coordinates)]} pathOptions={{ color: '#2f4a3a', weight: 2, dashArray: '6 8' }}>
          <Tooltip permanent direction="center" className={styles.route}>
            {localize(MAP.routeLabel)}
          </Tooltip>
        </Polyline>
        {MAP.landmarks.map((landmark) => (
          <CircleMarker
            key={landmark.id}
            center={at(landmark.coordinates)}
            radius={MAP.landmarkRadius}
            pathOptions={{ color: '#b86b4b', weight: 2, fillColor: '#faf7f2', fillOpacity: 1 }}
          >
            <Tooltip>{localize(landmark.name)}</Tooltip>
          </CircleMarker>
        ))}
        <Marker position={at(MAP.ubudCentre.coordinates)} icon={placeIcon(localize(MAP.ubudCentre.name), 'centre')} interactive={false} keyboard={false} />
        <Marker position={at(MAP.airport.coordinates)} icon={placeIcon(localize(MAP.airport.name), 'airport')} interactive={false} keyboard={false} />
        {SITES.map((site) => (
          <Marker
            key={site.id}
            position={at(site.coordinates)}
            icon={siteIcon(site)}
            title={t('map.openSite', { site: site.name })}
            zIndexOffset={site.id === activeSiteId ? 1000 : 0}
            eventHandlers={{ click: () => openSite(site.id), keydown: onKey(site.id) }}
          />
        ))}
      </MapContainer>
      {/* Each villa on the map has its own page. */}
      <ul className={styles.villas} aria-label={t('map.villasLabel')}>
        {villas
          .filter((villa) => villa.catalogue)
          .map((villa) => (
            <li key={villa.slug}>
              <Link to={localPath(`/villas/${villa.slug}`)}>{villa.name}</Link>
              {villa.siteName ? <span className={styles.villaSite}> · {villa.siteName}</span> : null}
            </li>
          ))}
      </ul>
    </section>
  );
}
