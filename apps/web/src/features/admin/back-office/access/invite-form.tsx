import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_MODULE_OPTIONS } from '@prana/catalogue';
import { STAFF_ROLES, type AccessModule, type CodedError, type InviteAccessUserBody, type InviteAccessUserResponse, type StaffRole } from '@prana/contracts';
import { toggleModule, validateInvite } from '@prana/domain';
import { useLocalized } from '../../../../lib/use-language.ts';
import { useErrorText } from '../../../../lib/error-text.ts';
import { FormField } from '../shared/form-field.tsx';
import { useInviteUser } from '../api/access.ts';
import { useSubmit } from '../shared/use-submit.ts';
import shared from '../shared/back-office.module.css';
import styles from './access.module.css';

interface InviteFormProps {
  onInvited: (result: InviteAccessUserResponse) => void;
}

const FIELDS = ['name', 'email', 'role', 'modules'] as const;

/** Invite a user: name and email required, a role, and module chips (none picked: the role's defaults). */
export function InviteForm({ onInvited }: InviteFormProps) {
  const { t } = useTranslation('backOffice');
  const localize = useLocalized();
  const invite = useInviteUser();
  const submit = useSubmit(invite);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [modules, setModules] = useState<AccessModule[]>([]);
  const errorText = useErrorText();
  // The domain check's code, rendered below so it follows a language switch.
  const [refused, setRefused] = useState<CodedError | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Checked here first, before asking the api (which checks the same and the email's form).
    const checked = validateInvite({ name, email });
    if (!checked.ok) {
      setRefused({ code: checked.code });
      return;
    }
    setRefused(null);
    const body: InviteAccessUserBody = { name, email, role, modules };
    invite.mutate(body, {
      onSuccess: (result) => {
        setName('');
        setEmail('');
        setModules([]);
        onInvited(result);
      },
    });
  };

  const message = refused ? errorText(refused) : submit.formError(FIELDS);
  return (
    <form className={`${shared.form} ${styles.invite}`} onSubmit={onSubmit} noValidate aria-label={t('access.inviteTitle')} data-testid="invite-form">
      <h4 className={shared.subheading}>{t('access.inviteTitle')}</h4>
      {message ? (
        <p className={shared.alert} role="alert" data-testid="invite-error">
          {message}
        </p>
      ) : null}
      <div className={shared.formRow}>
        <FormField label={t('access.fullName')} error={submit.fields.name}>
          {(control) => <input {...control} className={shared.input} value={name} onChange={(event) => setName(event.target.value)} name="name" autoComplete="off" maxLength={160} />}
        </FormField>
        <FormField label={t('labels.email')} error={submit.fields.email}>
          {(control) => (
            <input {...control} className={shared.input} type="email" value={email} onChange={(event) => setEmail(event.target.value)} name="email" autoComplete="off" maxLength={254} />
          )}
        </FormField>
        <FormField label={t('labels.role')} error={submit.fields.role}>
          {(control) => (
            <select {...control} className={shared.select} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} name="role">
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={shared.fieldLabel}>{t('access.modules')}</legend>
        <div className={shared.chips}>
          {ACCESS_MODULE_OPTIONS.map((option) => (
            <button
              key={option.id}
              type="button"
              className={shared.chip}
              aria-pressed={modules.includes(option.id)}
              onClick={() => setModules((current) => toggleModule(current, option.id))}
            >
              {localize(option.label)}
            </button>
          ))}
        </div>
        <p className={shared.fieldHint}>{t('access.modulesHint')}</p>
      </fieldset>
      <div className={shared.formActions}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {submit.pending ? t('access.sending') : t('access.sendInvite')}
        </button>
      </div>
    </form>
  );
}
