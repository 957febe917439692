import { useTranslation } from 'react-i18next';
import { ACCESS_MODULE_OPTIONS } from '@prana/catalogue';
import { STAFF_ROLES, type AccessModule, type AccessUserResponse, type StaffRole } from '@prana/contracts';
import { ACCESS_STATUS_LABELS, formatDateTime } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';
import styles from './access.module.css';

export interface AccessActions {
  busy: boolean;
  changeRole: (user: AccessUserResponse, role: StaffRole) => void;
  toggleModule: (user: AccessUserResponse, module: AccessModule) => void;
  toggleStatus: (user: AccessUserResponse) => void;
  newLink: (user: AccessUserResponse) => void;
  remove: (user: AccessUserResponse) => void;
}

const STATUS_TONE = { active: 'ok', invited: 'warn', suspended: 'danger' } as const;

/** The staff accounts: role select, module chips, status badge, Toggle status (Reinstate), Remove access. */
export function AccessUserTable({ users, flashing, actions }: { users: readonly AccessUserResponse[]; flashing: ReadonlySet<string>; actions: AccessActions }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  const lastActive = (user: AccessUserResponse) => {
    if (user.lastActive === 'Just now') return t('access.lastActiveJustNow');
    if (user.lastActive === 'Invite pending') return t('access.lastActivePending');
    if (user.lastActive) return user.lastActive;
    return user.lastActiveAt ? formatDateTime(user.lastActiveAt, language) : t('access.lastActiveNever');
  };

  return (
    <div className={tables.scroll} style={{ maxHeight: 560 }}>
      <table className={tables.table} data-testid="access-users">
        <thead>
          <tr>
            <th scope="col">{t('access.user')}</th>
            <th scope="col">{t('labels.role')}</th>
            <th scope="col">{t('access.modules')}</th>
            <th scope="col">{t('labels.status')}</th>
            <th scope="col">{t('access.lastActive')}</th>
            <th scope="col">{t('access.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className={flashing.has(user.id) ? shared.flash : undefined} data-testid="access-user-row" data-email={user.email}>
              <td>
                <span className={styles.userName}>{user.name}</span>
                {user.isSelf ? (
                  <span className={`${tables.chip} ${styles.you}`} data-tone="muted">
                    {t('access.you')}
                  </span>
                ) : null}
                <span className={tables.sub}>{user.email}</span>
                <span className={tables.sub}>@{user.username}</span>
              </td>
              <td>
                <select
                  className={shared.selectCompact}
                  value={user.role}
                  onChange={(event) => actions.changeRole(user, event.target.value as StaffRole)}
                  disabled={user.isSelf || actions.busy}
                  aria-label={t('access.roleFor', { name: user.name })}
                  data-testid="access-role"
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <div className={shared.chips}>
                  {ACCESS_MODULE_OPTIONS.map((option) => (
                    <button
                      key={option.id}
                      type="button"
                      className={shared.chip}
                      aria-pressed={user.permissions.includes(option.id)}
                      aria-label={t('access.moduleFor', { module: localize(option.label), name: user.name })}
                      onClick={() => actions.toggleModule(user, option.id)}
                      disabled={actions.busy}
                    >
                      {localize(option.label)}
                    </button>
                  ))}
                </div>
              </td>
              <td>
                <span className={tables.chip} data-tone={STATUS_TONE[user.status]} data-testid="access-status">
                  {localize(ACCESS_STATUS_LABELS[user.status])}
                </span>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{lastActive(user)}</td>
              <td>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={`${shared.btn} ${shared.compact}`}
                    onClick={() => actions.toggleStatus(user)}
                    disabled={user.isSelf || actions.busy}
                    data-testid="access-toggle-status"
                  >
                    {user.status === 'suspended' ? t('access.reinstate') : t('access.toggleStatus')}
                  </button>
                  {!user.hasPassword ? (
                    <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => actions.newLink(user)} disabled={actions.busy}>
                      {t('access.newLink')}
                    </button>
                  ) : null}
                  <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => actions.remove(user)} disabled={user.isSelf || actions.busy}>
                    {t('access.remove')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
