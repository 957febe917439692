import { useTranslation } from 'react-i18next';
import type { BurgerMenu } from '../lib/use-burger-menu.ts';

interface BurgerButtonProps {
  menu: BurgerMenu;
  /** The button and its three-line icon, styled by the header that holds them. */
  className: string;
  iconClassName: string;
}

/** The toggle of a burger menu: says whether it opens or closes, and which element it controls. */
export function BurgerButton({ menu, className, iconClassName }: BurgerButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={menu.toggleRef}
      type="button"
      className={className}
      aria-expanded={menu.open}
      aria-controls={menu.id}
      aria-label={menu.open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={menu.toggle}
    >
      <span className={iconClassName} data-open={menu.open} aria-hidden="true" />
    </button>
  );
}
