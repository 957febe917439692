import { useTranslation } from 'react-i18next';
import { SITE_OPTIONS } from '@prana/catalogue';
import { ANY_SITE } from '@prana/domain';
import styles from './villa-selector.module.css';

interface VillaSelectorProps {
  villaSite: string;
  selectedVillas: readonly string[];
  onChooseLocation: (siteId: string) => void;
  onToggleVilla: (siteId: string, villaId: string) => void;
}

/** All retreats, or one estate: choosing an estate ticks all its villas, and single villas can be unticked. */
export function VillaSelector({ villaSite, selectedVillas, onChooseLocation, onToggleVilla }: VillaSelectorProps) {
  const { t } = useTranslation('public');

  return (
    <div className={styles.selector}>
      <button
        type="button"
        className={styles.location}
        aria-pressed={villaSite === ANY_SITE}
        onClick={() => onChooseLocation(ANY_SITE)}
      >
        <span className={styles.locationName}>{t('booking.allRetreats')}</span>
        <span className={styles.locationHint}>{t('booking.allRetreatsHint')}</span>
      </button>
      {SITE_OPTIONS.map((site) => {
        const chosen = villaSite === site.id;
        return (
          <fieldset key={site.id} className={styles.estate} data-chosen={chosen}>
            <legend className="visually-hidden">{t('booking.villasOf', { site: site.label })}</legend>
            <button type="button" className={styles.location} aria-pressed={chosen} onClick={() => onChooseLocation(site.id)}>
              <span className={styles.locationName}>{site.label}</span>
              <span className={styles.locationHint}>{t('booking.chooseEstate', { site: site.label })}</span>
            </button>
            <ul className={styles.villas}>
              {site.villas.map((villa) => (
                <li key={villa.id}>
                  <label className={styles.villa}>
                    <input
                      type="checkbox"
                      checked={chosen && selectedVillas.includes(villa.id)}
                      onChange={() => onToggleVilla(site.id, villa.id)}
                    />
                    <span>{villa.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The field's value: 'All retreats', or the estate with how many of its villas are ticked. */
export function useLocationSummary(villaSite: string, selectedVillas: readonly string[]): string {
  const { t } = useTranslation('public');
  const site = SITE_OPTIONS.find((option) => option.id === villaSite);
  if (!site) return t('booking.allRetreats');
  const selected = site.villas.filter((villa) => selectedVillas.includes(villa.id)).length;
  if (selected === 0) return t('booking.estateNone', { site: site.label });
  if (selected === site.villas.length) return t('booking.estateAll', { site: site.label, count: selected });
  return t('booking.estateSome', { site: site.label, selected, count: site.villas.length });
}
