import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_TEMPLATE_LIMITS, type ReplyTemplateBody, type ReplyTemplateResponse } from '@prana/contracts';
import { fillPlaceholders } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useNotices } from '../shell/notices.tsx';
import { useAddReply, useEditReply, useRemoveReply, useReplyTemplates, useUndoReplies } from '../back-office/api/replies.ts';
import { LanguageFieldsets, LanguageTextField } from '../back-office/shared/language-text-field.tsx';
import { useSubmit } from '../back-office/shared/use-submit.ts';
import { UndoButton } from '../back-office/shared/undo-button.tsx';
import { ActivityLog } from '../back-office/shared/activity-log.tsx';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import shared from '../back-office/shared/back-office.module.css';
import styles from './message-templates.module.css';

const BLANK: ReplyTemplateBody = { titleEn: '', titleId: '', bodyEn: '', bodyId: '' };
const FIELDS = ['titleEn', 'bodyEn', 'titleId', 'bodyId'] as const;

/** A template's title and text in the reader's language. */
export function templateIn(template: ReplyTemplateResponse, language: 'en' | 'id'): { title: string; body: string } {
  return language === 'id' ? { title: template.titleId, body: template.bodyId } : { title: template.titleEn, body: template.bodyEn };
}

/**
 * Quick replies, filled in and copied for the chat line. Master and manager (replies.write) also
 * add, edit and remove them in both languages, with the activity log and undo.
 */
export function MessageTemplates({ canEdit = false }: { canEdit?: boolean }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const errorText = useErrorText();
  const { toast, alert } = useNotices();
  const query = useReplyTemplates();
  const [guest, setGuest] = useState('');
  const [time, setTime] = useState('');
  // The template being edited ('new' for one being added), and the one whose removal awaits a yes.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const removeReply = useRemoveReply();
  const undoReplies = useUndoReplies();
  const write = useSubmit(removeReply, undoReplies);

  async function copy(title: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', title: t('templates.copied', { title }) });
    } catch {
      alert(t('templates.copyError'));
    }
  }

  const remove = (template: ReplyTemplateResponse) => {
    const { title } = templateIn(template, language);
    removeReply.mutate(template.id, {
      onSuccess: () => toast({ tone: 'success', title: t('templates.removed', { title }) }),
      onSettled: () => setRemoving(null),
    });
  };

  const data = query.data;
  // A template with a stage is that stage's message to guests; the others are quick replies.
  const replies = data?.templates.filter((template) => template.stage === null) ?? [];
  const stages = data?.templates.filter((template) => template.stage !== null) ?? [];
  return (
    <Panel title={t('templates.title')} lead={canEdit ? t('templates.editLead') : t('templates.lead')} testId="message-templates">
      <div className={styles.fill}>
        <label>
          <span>{t('templates.guest')}</span>
          <input value={guest} onChange={(event) => setGuest(event.target.value)} maxLength={80} />
        </label>
        <label>
          <span>{t('templates.time')}</span>
          <input value={time} onChange={(event) => setTime(event.target.value)} maxLength={20} placeholder="18:00" />
        </label>
      </div>
      {canEdit ? (
        <div className={shared.toolbar}>
          <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => setEditing('new')} disabled={editing === 'new'} data-testid="template-add">
            {t('templates.add')}
          </button>
          <UndoButton panel="replies" next={data?.undoNext} pending={write.pending} onUndo={() => undoReplies.mutate(undefined)} testId="templates-undo" />
        </div>
      ) : null}
      {write.error ? (
        <p className={shared.alert} role="alert">
          {write.error}
        </p>
      ) : null}
      {editing === 'new' ? <TemplateForm onDone={() => setEditing(null)} /> : null}
      {data ? (
        replies.length === 0 ? (
          <p className={shared.muted}>{t('templates.empty')}</p>
        ) : (
          <ul className={tables.list}>
            {replies.map((template) => {
              const { title, body } = templateIn(template, language);
              const text = fillPlaceholders(body, { guest, time });
              if (editing === template.id) {
                return (
                  <li key={template.id}>
                    <TemplateForm template={template} onDone={() => setEditing(null)} />
                  </li>
                );
              }
              return (
                <li key={template.id} className={styles.item} data-testid="template-item">
                  <span className={styles.text}>
                    <strong>{title}</strong>
                    <span className={styles.body}>{text}</span>
                  </span>
                  <span className={styles.buttons}>
                    <button type="button" className={styles.copy} onClick={() => void copy(title, text)} aria-label={t('templates.copyLabel', { title })}>
                      {t('templates.copy')}
                    </button>
                    {canEdit && removing === template.id ? (
                      <>
                        <span role="status">{t('templates.removeConfirm', { title })}</span>
                        {/* Focus moves to the question's answer, as the pressed Remove button is gone. */}
                        <button type="button" className={`${shared.btn} ${shared.danger}`} onClick={() => remove(template)} disabled={write.pending} autoFocus>
                          {t('templates.remove')}
                        </button>
                        <button type="button" className={shared.btn} onClick={() => setRemoving(null)}>
                          {t('templates.cancel')}
                        </button>
                      </>
                    ) : canEdit ? (
                      <>
                        <button type="button" className={styles.copy} onClick={() => setEditing(template.id)} aria-label={t('templates.editLabel', { title })}>
                          {t('templates.edit')}
                        </button>
                        <button type="button" className={styles.copy} onClick={() => setRemoving(template.id)} aria-label={t('templates.removeLabel', { title })}>
                          {t('templates.remove')}
                        </button>
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <p className={shared.muted}>{t('templates.loading')}</p>
      )}
      {stages.length > 0 ? <StageTemplates templates={stages} canEdit={canEdit} editing={editing} onEdit={setEditing} /> : null}
      {canEdit && data ? <ActivityLog panel="replies" entries={data.activity} /> : null}
    </Panel>
  );
}

/** The messages of each stage of a stay, in the reader's language; master and manager edit them (never remove). */
function StageTemplates({ templates, canEdit, editing, onEdit }: { templates: ReplyTemplateResponse[]; canEdit: boolean; editing: string | null; onEdit: (id: string | null) => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="stage-templates">
      <h3 id={headingId} className={styles.stagesTitle}>
        {t('templates.stagesTitle')}
      </h3>
      <p className={shared.muted}>{t('templates.stagesLead')}</p>
      <ul className={tables.list}>
        {templates.map((template) => {
          const { title, body } = templateIn(template, language);
          const stage = t(`templates.stage.${template.stage!}`);
          if (editing === template.id) {
            return (
              <li key={template.id}>
                <TemplateForm template={template} onDone={() => onEdit(null)} />
              </li>
            );
          }
          return (
            <li key={template.id} className={styles.item} data-testid="stage-template" data-stage={template.stage}>
              <span className={styles.text}>
                <span className={styles.stage}>{stage}</span>
                <strong>{title}</strong>
                <span className={styles.body}>{body}</span>
              </span>
              {canEdit ? (
                <span className={styles.buttons}>
                  <button type="button" className={styles.copy} onClick={() => onEdit(template.id)} aria-label={t('templates.stageLabel', { stage })}>
                    {t('templates.edit')}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Adds a template, or edits one: its title and text in English and in Indonesian. */
function TemplateForm({ template, onDone }: { template?: ReplyTemplateResponse; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useNotices();
  const [values, setValues] = useState<ReplyTemplateBody>(
    template ? { titleEn: template.titleEn, titleId: template.titleId, bodyEn: template.bodyEn, bodyId: template.bodyId } : BLANK,
  );
  const addReply = useAddReply();
  const editReply = useEditReply();
  const submit = useSubmit(addReply, editReply);
  const formError = submit.formError(FIELDS);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = (saved: ReplyTemplateResponse) => {
      toast({ tone: 'success', title: t('templates.saved', { title: saved.titleEn }) });
      onDone();
    };
    if (template) editReply.mutate({ id: template.id, body: values }, { onSuccess });
    else addReply.mutate(values, { onSuccess });
  };

  const field = (name: (typeof FIELDS)[number]) => (
    <LanguageTextField
      label={t(`templates.${name}`)}
      error={submit.fields[name]}
      name={name}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      maxLength={name.startsWith('title') ? REPLY_TEMPLATE_LIMITS.title : REPLY_TEMPLATE_LIMITS.body}
      multiline={!name.startsWith('title')}
    />
  );

  return (
    <form className={`${shared.form} ${styles.editor}`} onSubmit={save} noValidate data-testid="template-form" aria-label={template ? t('templates.editLabel', { title: template.titleEn }) : t('templates.add')}>
      {formError ? (
        <p className={shared.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <LanguageFieldsets stems={['title', 'body']} field={field} />
      <div className={shared.formActions}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {t('templates.save')}
        </button>
        <button type="button" className={shared.btn} onClick={onDone}>
          {t('templates.cancel')}
        </button>
      </div>
    </form>
  );
}
