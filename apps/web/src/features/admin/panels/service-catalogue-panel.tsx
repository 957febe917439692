import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferingContent, OfferingDraftBody, OfferingResponse, OfferingSection } from '@prana/contracts';
import { OFFERING_LIMITS, OFFERING_SECTIONS, formatIdr, isPricedSection } from '@prana/domain';
import { useDates } from '../../../lib/use-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useNotices } from '../shell/notices.tsx';
import { useOfferings, usePublishOfferings, useSaveOfferingDraft, useUndoOfferings } from '../back-office/api/offerings.ts';
import { LanguageFieldsets, LanguageTextField } from '../back-office/shared/language-text-field.tsx';
import { FormField } from '../back-office/shared/form-field.tsx';
import { useSubmit } from '../back-office/shared/use-submit.ts';
import { UndoButton } from '../back-office/shared/undo-button.tsx';
import { ActivityLog } from '../back-office/shared/activity-log.tsx';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import shared from '../back-office/shared/back-office.module.css';
import styles from './message-templates.module.css';

const TEXT_FIELDS = ['nameEn', 'descriptionEn', 'nameId', 'descriptionId'] as const;

/** An item's name in the reader's language. */
const nameIn = (content: OfferingContent, language: 'en' | 'id') => (language === 'id' ? content.nameId : content.nameEn);

/**
 * The service catalogue's sections as stored: items, paused ones and drafts waiting for master,
 * and the latest publication. For the roles that edit it (offerings.edit).
 */
export function ServiceCatalogueTable({ canRead }: { canRead: boolean }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const errorText = useErrorText();
  const query = useOfferings(canRead);
  if (!canRead) return null;
  const data = query.data;
  return (
    <Panel title={t('catalogue.statusTitle')} testId="service-catalogue">
      {data ? (
        <>
          <div className={tables.scroll}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.section')}</th>
                  <th scope="col" className={tables.numeric}>
                    {t('catalogue.items')}
                  </th>
                  <th scope="col" className={tables.numeric}>
                    {t('catalogue.paused')}
                  </th>
                  <th scope="col" className={tables.numeric}>
                    {t('catalogue.drafts')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.sections.map((summary) => (
                  <tr key={summary.section} data-testid={`catalogue-section-${summary.section}`}>
                    <td>{t(`catalogue.sections.${summary.section}`)}</td>
                    <td className={tables.numeric}>{summary.items}</td>
                    <td className={tables.numeric}>{summary.paused}</td>
                    <td className={tables.numeric}>
                      <span className={tables.chip} data-tone={summary.drafts > 0 ? 'warn' : 'ok'}>
                        {summary.drafts}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={tables.sub} data-testid="catalogue-last-publication">
            {data.lastPublication
              ? t('catalogue.lastPublished', { date: dates.dateTime(data.lastPublication.at), name: data.lastPublication.by ?? '—' })
              : t('catalogue.neverPublished')}
          </p>
        </>
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <p className={shared.muted}>{t('catalogue.loading')}</p>
      )}
    </Panel>
  );
}

/**
 * The editor: a section's items with what is published and the draft waiting. Master and manager
 * (offerings.edit) draft names, descriptions, price and pause in both languages; master
 * (offerings.publish) publishes every draft at once. Activity log and undo.
 */
export function ServiceCatalogueEditor({ canPublish }: { canPublish: boolean }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { toast } = useNotices();
  const query = useOfferings();
  const publish = usePublishOfferings();
  const undo = useUndoOfferings();
  const write = useSubmit(publish, undo);
  const [section, setSection] = useState<OfferingSection>('dining-dish');
  const [editing, setEditing] = useState<string | null>(null);
  const data = query.data;
  const waiting = data ? data.sections.reduce((sum, summary) => sum + summary.drafts, 0) : 0;
  const items = data ? data.items.filter((item) => item.section === section) : [];

  return (
    <Panel title={t('catalogue.editorTitle')} lead={canPublish ? t('catalogue.publishLead') : t('catalogue.editLead')} testId="catalogue-editor" wide>
      <div className={shared.toolbar}>
        <label className={shared.field}>
          <span className={shared.fieldLabel}>{t('catalogue.section')}</span>
          <select className={shared.input} value={section} onChange={(event) => setSection(event.target.value as OfferingSection)} data-testid="catalogue-section">
            {OFFERING_SECTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`catalogue.sections.${option}`)}
              </option>
            ))}
          </select>
        </label>
        {canPublish ? (
          <button
            type="button"
            className={`${shared.btn} ${shared.primary}`}
            disabled={waiting === 0 || write.pending}
            onClick={() => publish.mutate(undefined, { onSuccess: (result) => toast({ tone: 'success', title: t('catalogue.publishedToast', { count: result.published }) }) })}
            data-testid="catalogue-publish"
          >
            {waiting === 0 ? t('catalogue.nothingToPublish') : t('catalogue.publish', { count: waiting })}
          </button>
        ) : null}
        <UndoButton panel="offerings" next={data?.undoNext} pending={write.pending} onUndo={() => undo.mutate(undefined)} testId="catalogue-undo" />
      </div>
      {write.error ? (
        <p className={shared.alert} role="alert">
          {write.error}
        </p>
      ) : null}
      {data ? (
        <ul className={tables.list}>
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <DraftForm item={item} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <OfferingRow key={item.id} item={item} onEdit={() => setEditing(item.id)} />
            ),
          )}
        </ul>
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <p className={shared.muted}>{t('catalogue.loading')}</p>
      )}
      {data ? <ActivityLog panel="offerings" entries={data.activity} /> : null}
    </Panel>
  );
}

/** A price, or "Complimentary" in a section that charges nothing. */
function usePrice() {
  const { t } = useTranslation('admin');
  const { language } = useDates();
  return (price: number | null) => (price === null ? t('catalogue.complimentary') : formatIdr(price, language));
}

function OfferingRow({ item, onEdit }: { item: OfferingResponse; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const price = usePrice();
  const name = nameIn(item.published, dates.language);
  return (
    <li className={styles.item} data-testid="catalogue-item">
      <span className={styles.text}>
        <strong>{name}</strong>
        <span className={styles.body}>
          {price(item.published.price)}
          {item.published.paused ? ` · ${t('catalogue.pausedLabel')}` : ''}
        </span>
        {item.draft ? (
          <span className={tables.sub} data-testid="catalogue-draft">
            <span className={tables.chip} data-tone="warn">
              {t('catalogue.draftLabel')}
            </span>{' '}
            {nameIn(item.draft, dates.language)} · {price(item.draft.price)}
            {item.draft.paused ? ` · ${t('catalogue.pausedLabel')}` : ''} · {t('catalogue.draftBy', { name: item.draftBy ?? '—', date: item.draftUpdatedAt ? dates.dateTime(item.draftUpdatedAt) : '—' })}
          </span>
        ) : null}
      </span>
      <span className={styles.buttons}>
        <button type="button" className={styles.copy} onClick={onEdit} aria-label={t('catalogue.editLabel', { name })}>
          {t('catalogue.edit')}
        </button>
      </span>
    </li>
  );
}

/** The draft of one item: its texts in English and Indonesian, its price (where it charges) and its pause. */
function DraftForm({ item, onDone }: { item: OfferingResponse; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useNotices();
  const start = item.draft ?? item.published;
  const priced = isPricedSection(item.section);
  const [values, setValues] = useState({ ...start, priceText: start.price === null ? '' : String(start.price) });
  const save = useSaveOfferingDraft();
  const submit = useSubmit(save);
  const formError = submit.formError([...TEXT_FIELDS, 'price']);

  const send = (event: FormEvent) => {
    event.preventDefault();
    // Digits as either language groups them (1,650,000 or 1.650.000); the api judges the number.
    const digits = values.priceText.replace(/[\s.,]/g, '');
    const price = priced ? (digits === '' ? null : Number(digits)) : null;
    const body: OfferingDraftBody = { nameEn: values.nameEn, nameId: values.nameId, descriptionEn: values.descriptionEn, descriptionId: values.descriptionId, price, paused: values.paused };
    save.mutate(
      { id: item.id, body },
      {
        onSuccess: (saved) => {
          toast({ tone: 'success', title: saved.draft ? t('catalogue.saved', { name: saved.draft.nameEn }) : t('catalogue.cleared', { name: saved.published.nameEn }) });
          onDone();
        },
      },
    );
  };

  const field = (name: (typeof TEXT_FIELDS)[number]) => (
    <LanguageTextField
      label={t(`catalogue.${name}`)}
      error={submit.fields[name]}
      name={name}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      maxLength={name.startsWith('name') ? OFFERING_LIMITS.name : OFFERING_LIMITS.description}
      multiline={!name.startsWith('name')}
    />
  );

  return (
    <form className={`${shared.form} ${styles.editor}`} onSubmit={send} noValidate data-testid="catalogue-form" aria-label={t('catalogue.editLabel', { name: item.published.nameEn })}>
      {formError ? (
        <p className={shared.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <LanguageFieldsets stems={['name', 'description']} field={field} />
      {priced ? (
        <FormField label={t('catalogue.price')} error={submit.fields.price}>
          {(control) => (
            <input {...control} className={shared.input} name="price" inputMode="numeric" value={values.priceText} onChange={(event) => setValues({ ...values, priceText: event.target.value })} autoComplete="off" />
          )}
        </FormField>
      ) : null}
      <label className={shared.checkbox}>
        <input type="checkbox" name="paused" checked={values.paused} onChange={(event) => setValues({ ...values, paused: event.target.checked })} />
        {t('catalogue.pausedField')}
      </label>
      <div className={shared.formActions}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {t('catalogue.saveDraft')}
        </button>
        <button type="button" className={shared.btn} onClick={onDone}>
          {t('catalogue.cancel')}
        </button>
      </div>
    </form>
  );
}
