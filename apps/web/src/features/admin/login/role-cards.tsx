import { ADMIN_ROLE_CARDS } from '@prana/catalogue';
import type { StaffRole } from '@prana/contracts';
import { useLocalized } from '../../../lib/use-language.ts';
import styles from './role-cards.module.css';

interface RoleCardsProps {
  legend: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}

/** The four access tiers as selectable cards: label, badge, description and highlights. */
export function RoleCards({ legend, value, onChange }: RoleCardsProps) {
  const localize = useLocalized();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        {ADMIN_ROLE_CARDS.map((card) => (
          <label key={card.role} className={styles.card} data-testid={`role-card-${card.role}`}>
            <input
              className={styles.radio}
              type="radio"
              name="role"
              value={card.role}
              checked={value === card.role}
              onChange={() => onChange(card.role)}
            />
            <span className={styles.head}>
              <span className={styles.label}>{localize(card.label)}</span>
              <span className={styles.badge}>{localize(card.badge)}</span>
            </span>
            <span className={styles.description}>{localize(card.description)}</span>
            <ul className={styles.highlights}>
              {card.highlights.map((highlight) => (
                <li key={highlight.en}>{localize(highlight)}</li>
              ))}
            </ul>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
