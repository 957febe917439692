import { useTranslation } from 'react-i18next';
import type { ChangeDescription } from '@prana/contracts';
import { useChangeText } from './activity-log.tsx';
import type { ActivityPanel } from './activity-text.ts';
import shared from './back-office.module.css';

interface UndoButtonProps {
  panel: ActivityPanel;
  /** The reader's own latest change (undefined while the panel loads, null when there is none). */
  next: ChangeDescription | null | undefined;
  pending: boolean;
  onUndo: () => void;
  testId: string;
}

/**
 * Undo of the reader's own latest change: disabled when they have none, and its tooltip and
 * accessible name say what it would undo ("Undo: Added Generator fuel …").
 */
export function UndoButton({ panel, next, pending, onUndo, testId }: UndoButtonProps) {
  const { t } = useTranslation('backOffice');
  const changeText = useChangeText(panel);
  const change = next ? changeText(next) : null;
  const label = next ? (change ? t('common.undoChange', { change }) : t('common.undo')) : t('common.undoNothing');
  return (
    <button
      type="button"
      className={shared.btn}
      onClick={onUndo}
      disabled={!next || pending}
      title={label}
      aria-label={label}
      data-testid={testId}
    >
      {t('common.undo')}
    </button>
  );
}
