import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCIERGE_CARDS, SERVICE_PROMISES, conciergeRequestTitle, type ConciergeRequestType } from '@prana/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useCreateRequest } from './api/requests.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { CategoryRequests } from './request-list.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { useConciergeChat } from '../../lib/use-concierge-chat.ts';
import styles from './guest.module.css';
import { ModalActions } from '../../components/modal-actions.tsx';

/** /app/concierge: chat, in-person and celebration requests (notes required once trimmed), summary and list (Cancel and Edit notes while pending). */
export function ConciergePage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestConcierge'));
  const localize = useLocalized();
  const chat = useConciergeChat();
  const createRequest = useCreateRequest();
  const [type, setType] = useState<ConciergeRequestType | null>(null);
  const [notes, setNotes] = useState('');
  const sending = useAction(createRequest, { done: t('concierge.sent') });
  const notesId = useId();
  const card = CONCIERGE_CARDS.find((candidate) => candidate.id === type);

  const close = () => setType(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Notes that are blank once trimmed: nothing happens.
    if (!type || notes.trim() === '') return;
    createRequest.mutate(
      { category: 'concierge', title: localize(conciergeRequestTitle(type)), notes: notes.trim(), metadata: { type } },
      {
        onSuccess: () => {
          setNotes('');
          close();
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestConcierge')}</p>
        <h1 className={styles.title}>{t('concierge.title')}</h1>
        <p className={styles.lead}>{localize(SERVICE_PROMISES[0]!.text)}</p>
      </header>
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {CONCIERGE_CARDS.map((item) => (
          <li key={item.id} className={styles.card}>
            <p className={styles.cardTitle}>{localize(item.title)}</p>
            <p className={styles.muted}>{localize(item.description)}</p>
            <div className={styles.actions}>
              {item.id === 'chat' ? (
                <a className={`button button-accent ${styles.small}`} href={chat()} target="_blank" rel="noreferrer">
                  {localize(item.action)}
                </a>
              ) : (
                <button type="button" className={`button ${styles.small}`} onClick={() => setType(item.id as ConciergeRequestType)}>
                  {localize(item.action)}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ActionMessage action={sending} />

      <ModalDialog variant="sheet" open={type !== null} title={card ? localize(card.title) : ''} onClose={close}>
        <form className={styles.form} onSubmit={submit}>
          <label className={styles.field} htmlFor={notesId}>
            <span className={styles.label}>{t('common.notes')}</span>
            <textarea
              id={notesId}
              className={styles.input}
              value={notes}
              placeholder={card?.notesPlaceholder ? localize(card.notesPlaceholder) : undefined}
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
          <ModalActions className={styles.actions} cancelClassName="button button-quiet" onCancel={close} cancelLabel={t('common.cancel')}>
            <button type="submit" className="button button-accent" disabled={sending.busy || notes.trim() === ''}>
              {t('concierge.send')}
            </button>
          </ModalActions>
          {sending.error ? <ActionMessage action={sending} /> : null}
        </form>
      </ModalDialog>

      <CategoryRequests category="concierge" title={t('concierge.logged')} />
    </div>
  );
}
