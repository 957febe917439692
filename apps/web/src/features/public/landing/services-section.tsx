import { SERVICES } from '@prana/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLocalized } from '../../../lib/use-language.ts';
import { Icon, SERVICE_ICONS } from '../shared/icons.tsx';
import styles from './services-section.module.css';

const SIZES = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw';

/** The six service highlights, each with icon, image, title, description and bullet points. */
export function ServicesList() {
  const localize = useLocalized();
  return (
    <ul className={styles.grid}>
      {SERVICES.map((service) => (
        <li key={service.id} className={styles.card} data-testid="service">
          <ResponsiveImage path={service.image} alt="" sizes={SIZES} />
          <div className={styles.body}>
            <span className={styles.icon}>
              <Icon name={SERVICE_ICONS[service.icon] ?? 'flower'} size={22} />
            </span>
            <h3 className={styles.title}>{localize(service.title)}</h3>
            <p className={styles.description}>{localize(service.description)}</p>
            <ul className={styles.highlights}>
              {service.highlights.map((highlight) => (
                <li key={highlight.en}>{localize(highlight)}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
