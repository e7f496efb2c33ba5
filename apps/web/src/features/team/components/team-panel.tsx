import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InviteInput,
  MemberRole,
  type MyOrganization,
  type Team,
  type TeamMember,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  ContractFormRoot,
  FormFooter,
  FormSelectField,
  FormTextField,
  useContractForm,
} from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { useTeam } from '../api/get-team';
import { useChangeRole, useInviteMember, useRemoveMember, useRevokeInvitation } from '../api/manage-team';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormats } from '../../../lib/use-formats';

type Role = MemberRole;
const ROLES = MemberRole.options;

/** Owners and admins manage the team; only an owner hands out or takes away the owner role. */
function canManage(viewer: Role): boolean {
  return viewer === 'owner' || viewer === 'admin';
}
function canManageMember(viewer: Role, member: Role): boolean {
  return canManage(viewer) && (member !== 'owner' || viewer === 'owner');
}
function assignableRoles(viewer: Role): readonly Role[] {
  return viewer === 'owner' ? ROLES : ROLES.filter((role) => role !== 'owner');
}

/** Settings → Team: members and their roles, pending invitations, the invite form. */
export function TeamPanel({ organization }: { organization: MyOrganization }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { data, error, isPending } = useTeam();
  if (isPending) {
    return <LoadingStatus />;
  }
  if (error) {
    return (
      <Alert title={t('settings:team.loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  const viewer = organization.role;
  return (
    <div className="space-y-6">
      <MembersCard members={data.members} viewer={viewer} />
      {data.invitations.length > 0 ? <InvitationsCard team={data} viewer={viewer} /> : null}
      {canManage(viewer) ? <InviteForm viewer={viewer} /> : null}
    </div>
  );
}

function MembersCard({ members, viewer }: { members: TeamMember[]; viewer: Role }) {
  const { t } = useTranslation(['settings', 'organizations', 'errors']);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember>();

  return (
    <Card title={t('settings:team.membersTitle')} description={t('settings:team.membersLead')}>
      {!canManage(viewer) ? (
        <Alert tone="info" className="mb-4">
          {t('settings:team.readOnly')}
        </Alert>
      ) : null}
      {changeRole.error ? <Alert className="mb-4">{t(errorMessageKey(changeRole.error))}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('settings:team.membersTitle')}</caption>
          <thead className="text-left text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('settings:team.columns.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('settings:team.columns.email')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('settings:team.columns.role')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">{t('settings:team.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => {
              const manageable = canManageMember(viewer, member.role);
              return (
                <tr key={member.userId}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {member.name}
                  </th>
                  <td className="px-3 py-2 text-slate-700">{member.email}</td>
                  <td className="px-3 py-2 text-slate-700">
                    {manageable ? (
                      <select
                        aria-label={t('settings:team.roleOf', { name: member.name })}
                        value={member.role}
                        disabled={changeRole.isPending}
                        onChange={(event) => {
                          const role = MemberRole.parse(event.target.value);
                          changeRole.mutate({ userId: member.userId, role });
                        }}
                        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 shadow-sm hover:border-slate-400"
                      >
                        {assignableRoles(viewer)
                          .concat(assignableRoles(viewer).includes(member.role) ? [] : [member.role])
                          .map((role) => (
                            <option key={role} value={role}>
                              {t(`organizations:roles.${role}`)}
                            </option>
                          ))}
                      </select>
                    ) : (
                      t(`organizations:roles.${member.role}`)
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {manageable ? (
                      <Button
                        variant="ghost"
                        onClick={() => {
                          remove.reset();
                          setRemoving(member);
                        }}
                      >
                        {t('settings:team.remove')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('settings:team.removeTitle', { name: removing.name })}
          description={t('settings:team.removeLead', { email: removing.email })}
          confirmLabel={t('settings:team.removeConfirm')}
          busy={remove.isPending}
          error={remove.error ? t(errorMessageKey(remove.error)) : undefined}
          onClose={() => setRemoving(undefined)}
          onConfirm={() => remove.mutate(removing.userId, { onSuccess: () => setRemoving(undefined) })}
        />
      ) : null}
    </Card>
  );
}

function InvitationsCard({ team, viewer }: { team: Team; viewer: Role }) {
  const f = useFormats();
  const { t } = useTranslation(['settings', 'organizations', 'errors']);
  const revoke = useRevokeInvitation();
  return (
    <Card title={t('settings:team.invitationsTitle')}>
      {revoke.error ? <Alert className="mb-4">{t(errorMessageKey(revoke.error))}</Alert> : null}
      <ul aria-label={t('settings:team.invitationsTitle')} className="divide-y divide-slate-100">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-medium text-slate-900">
                {invitation.firstName || invitation.lastName
                  ? `${[invitation.firstName, invitation.lastName].filter(Boolean).join(' ')} · ${invitation.email}`
                  : invitation.email}
              </p>
              <p className="text-slate-600">
                {t(`organizations:roles.${invitation.role}`)} ·{' '}
                {t('settings:team.expires', { date: f.dateTime(invitation.expiresAt) })}
              </p>
            </div>
            {canManageMember(viewer, invitation.role) ? (
              <Button
                variant="secondary"
                disabled={revoke.isPending}
                aria-label={t('settings:team.revokeFor', { email: invitation.email })}
                onClick={() => revoke.mutate(invitation.id)}
              >
                {t('settings:team.revoke')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

type InviteValues = { firstName: string; lastName: string; email: string; role: Role };

/** The invitation, checked with InviteInput as the server checks it; sent, the form is emptied for the next. */
function InviteForm({ viewer }: { viewer: Role }) {
  const { t } = useTranslation(['settings', 'organizations', 'errors', 'validation']);
  const [sentTo, setSentTo] = useState<string>();
  const invite = useInviteMember();
  const kit = useContractForm<InviteValues, InviteInput>({
    schema: InviteInput,
    defaultValues: { firstName: '', lastName: '', email: '', role: 'doctor' },
    save: (input) => invite.mutateAsync(input),
    onSaved: (_invitation, input) => {
      setSentTo(input.email);
      kit.form.reset({ firstName: '', lastName: '', email: '', role: input.role });
    },
  });

  return (
    <Card title={t('settings:team.inviteTitle')} description={t('settings:team.inviteLead')}>
      <ContractFormRoot kit={kit} className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField name="firstName" label={t('settings:team.firstName')} autoComplete="off" />
          <FormTextField name="lastName" label={t('settings:team.lastName')} autoComplete="off" />
        </div>
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <FormTextField name="email" label={t('settings:team.email')} type="email" autoComplete="off" />
          <FormSelectField
            name="role"
            label={t('settings:team.role')}
            options={assignableRoles(viewer).map((value) => ({
              value,
              label: t(`organizations:roles.${value}`),
            }))}
          />
        </div>
        <FormFooter
          kit={kit}
          label={t('settings:team.invite')}
          savedMessage={sentTo ? t('settings:team.invited', { email: sentTo }) : undefined}
        />
      </ContractFormRoot>
    </Card>
  );
}
