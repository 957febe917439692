import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface BurgerButtonProps {
  /** From useBurgerMenu: its open state, its id, toggle and toggleRef. */
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
  /** The button and its three-line icon, styled by the header that holds them. */
  className: string;
  iconClassName: string;
}

/** The toggle of a burger menu: says whether it opens or closes, and which element it controls. */
export function BurgerButton({ open, controls, onToggle, ref, className, iconClassName }: BurgerButtonProps) {
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
      <span className={iconClassName} data-open={open} aria-hidden="true" />
    </button>
  );
}
