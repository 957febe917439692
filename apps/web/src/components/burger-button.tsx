import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './burger-button.module.css';

interface BurgerButtonProps {
  /** From useBurgerMenu: its open state, its id, toggle and toggleRef. */
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
  /** The button's place and colour in the header that holds it. */
  className: string;
}

/** The toggle of a burger menu: says whether it opens or closes, and which element it controls. */
export function BurgerButton({ open, controls, onToggle, ref, className }: BurgerButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      <span className={styles.icon} data-open={open} aria-hidden="true" />
    </button>
  );
}
