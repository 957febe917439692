import { useTranslation } from 'react-i18next';
import { discardOutboxItem } from '../../lib/offline/outbox.ts';
import styles from './guest.module.css';

/** What a guest can do with a write the server refused: edit it (until editing) or let it go. */
export function OutboxItemActions({ itemId, editing, onEdit }: { itemId: number; editing: boolean; onEdit: () => void }) {
  const { t } = useTranslation('guest');
  return (
    <div className={styles.actions}>
      {editing ? null : (
        <button type="button" className={`button button-quiet ${styles.small}`} onClick={onEdit}>
          {t('outbox.edit')}
        </button>
      )}
      <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => discardOutboxItem(itemId)}>
        {t('outbox.discard')}
      </button>
    </div>
  );
}
