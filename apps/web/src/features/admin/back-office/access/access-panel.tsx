import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessUserResponse, InviteAccessUserResponse } from '@prana/contracts';
import { nextAccessStatus } from '@prana/domain';
import { Panel } from '../../panels/panel.tsx';
import { ActivityLog } from '../shared/activity-log.tsx';
import { signaturesOf } from '../shared/changed-keys.ts';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import type { BackOfficePanelProps } from '../shared/panel-props.ts';
import { useAccessUsers, useNewInvitationLink, useRemoveAccessUser, useUpdateAccessUser } from '../api/access.ts';
import { useFlash } from '../shared/use-flash.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { AccessUserTable, type AccessActions } from './access-user-table.tsx';
import { InvitationLink } from './invitation-link.tsx';
import { InviteForm } from './invite-form.tsx';
import shared from '../shared/back-office.module.css';
import { ModalActions } from '../../../../components/modal-actions.tsx';

/** Access and permissions: the real staff accounts. Only a master manages them. */
export function AccessPanel({ readOnly = false }: BackOfficePanelProps) {
  const { t } = useTranslation('backOffice');
  const query = useAccessUsers(!readOnly);
  const update = useUpdateAccessUser();
  const newLink = useNewInvitationLink();
  const removeUser = useRemoveAccessUser();
  const write = useSubmit(update, newLink, removeUser);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<InviteAccessUserResponse | null>(null);
  const [removing, setRemoving] = useState<AccessUserResponse | null>(null);
  const data = query.data;
  const flashing = useFlash(data ? signaturesOf(data.users, (user) => user.id, (user) => [user.role, user.status, user.permissions, user.lastActive]) : null);

  if (readOnly) {
    return (
      <Panel title={t('access.title')} lead={t('access.lead')} testId="access-permissions" wide>
        <p className={shared.muted}>{t('common.readOnly')}</p>
      </Panel>
    );
  }

  const actions: AccessActions = {
    busy: write.pending,
    changeRole: (user, role) => update.mutate({ id: user.id, body: { role } }),
    toggleModule: (user, module) => update.mutate({ id: user.id, body: { toggleModule: module } }),
    toggleStatus: (user) => update.mutate({ id: user.id, body: { status: nextAccessStatus(user.status) } }),
    newLink: (user) => newLink.mutate(user.id, { onSuccess: setLink }),
    remove: (user) => setRemoving(user),
  };
  const confirmRemove = () => {
    if (removing) removeUser.mutate(removing.id, { onSettled: () => setRemoving(null) });
  };

  const toggle = (
    <button type="button" className={`${shared.btn} ${inviting ? '' : shared.primary}`} onClick={() => setInviting((open) => !open)} aria-expanded={inviting} data-testid="access-add-toggle">
      {inviting ? t('access.close') : t('access.addUser')}
    </button>
  );

  return (
    <Panel title={t('access.title')} lead={t('access.lead')} actions={toggle} testId="access-permissions" wide>
      {!data ? (
        <PanelState query={query} />
      ) : (
        <div className={shared.stack}>
          <dl className={shared.metrics} data-testid="access-counts">
            {(['total', 'active', 'invited', 'suspended'] as const).map((key) => (
              <div key={key} className={shared.metric}>
                <dt>{t(`access.counts.${key}`)}</dt>
                <dd data-testid={`access-count-${key}`}>{data.counts[key]}</dd>
              </div>
            ))}
          </dl>
          {inviting ? (
            <InviteForm
              onInvited={(result) => {
                setLink(result);
                setInviting(false);
              }}
            />
          ) : null}
          {link ? <InvitationLink result={link} onDismiss={() => setLink(null)} /> : null}
          {write.error ? (
            <p className={shared.alert} role="alert">
              {write.error}
            </p>
          ) : null}
          <AccessUserTable users={data.users} flashing={flashing} actions={actions} />
          <ActivityLog panel="access" entries={data.activity} />
        </div>
      )}
      <ModalDialog open={removing !== null} title={t('access.removeTitle')} onClose={() => setRemoving(null)} testId="remove-access-modal">
        {removing ? (
          <div className={shared.form}>
            <p>{t('access.removeBody', { name: removing.name, email: removing.email })}</p>
            <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={() => setRemoving(null)} cancelLabel={t('common.cancel')}>
              <button type="button" className={`${shared.btn} ${shared.danger}`} onClick={confirmRemove} disabled={write.pending}>
                {t('access.removeConfirm')}
              </button>
            </ModalActions>
          </div>
        ) : null}
      </ModalDialog>
    </Panel>
  );
}
