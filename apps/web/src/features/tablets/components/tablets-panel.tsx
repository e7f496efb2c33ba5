import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateTabletInput,
  PASSWORD_MIN_LENGTH,
  ResetTabletPasswordInput,
  type Tablet,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import {
  ContractFormDialog,
  ContractFormRoot,
  FormFooter,
  FormPasswordField,
  FormTextField,
  useContractForm,
} from '../../../components/form';
import { errorMessageKey } from '../../../lib/error-message';
import { useCreateTablet, useDeleteTablet, useResetTabletPassword, useTablets } from '../api/tablets';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormats } from '../../../lib/use-formats';

/** Settings → Tablet: the device accounts that sign documents, their passwords, new ones. */
export function TabletsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { data, error, isPending } = useTablets();
  if (isPending) {
    return <LoadingStatus />;
  }
  if (error) {
    return (
      <Alert title={t('settings:tablets.loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <TabletsList tablets={data} canEdit={canEdit} />
      {canEdit ? <CreateTabletForm /> : null}
    </div>
  );
}

function TabletsList({ tablets, canEdit }: { tablets: Tablet[]; canEdit: boolean }) {
  const f = useFormats();
  const { t } = useTranslation(['settings', 'errors']);
  const [resetting, setResetting] = useState<Tablet>();
  const [deleting, setDeleting] = useState<Tablet>();
  const remove = useDeleteTablet();
  return (
    <Card title={t('settings:tablets.title')} description={t('settings:tablets.lead')}>
      {!canEdit ? (
        <Alert tone="info" className="mb-4">
          {t('settings:tablets.readOnly')}
        </Alert>
      ) : null}
      {tablets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('settings:tablets.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('settings:tablets.title')}</caption>
            <thead className="text-left text-slate-600">
              <tr>
                {(['name', 'login', 'lastActive'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`settings:tablets.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('settings:tablets.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tablets.map((tablet) => (
                <tr key={tablet.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {tablet.name}
                  </th>
                  <td className="px-3 py-2 font-mono text-slate-700">{tablet.login}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                    {tablet.lastActiveAt ? f.dateTime(tablet.lastActiveAt) : t('settings:tablets.never')}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {canEdit ? (
                      <>
                        <Button variant="ghost" onClick={() => setResetting(tablet)}>
                          {t('settings:tablets.resetPassword')}
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => {
                            remove.reset();
                            setDeleting(tablet);
                          }}
                        >
                          {t('settings:tablets.delete')}
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {resetting ? <ResetPasswordDialog tablet={resetting} onClose={() => setResetting(undefined)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('settings:tablets.deleteTitle', { name: deleting.name })}
          description={t('settings:tablets.deleteLead')}
          confirmLabel={t('settings:tablets.deleteConfirm')}
          busy={remove.isPending}
          error={remove.error ? t(errorMessageKey(remove.error)) : undefined}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
        />
      ) : null}
    </Card>
  );
}

/** A tablet's new password, twice, checked with ResetTabletPasswordInput as the server checks it. */
function ResetPasswordDialog({ tablet, onClose }: { tablet: Tablet; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'auth', 'errors', 'validation', 'common']);
  const reset = useResetTabletPassword();
  const kit = useContractForm<{ password: string; confirmPassword: string }, ResetTabletPasswordInput>({
    schema: ResetTabletPasswordInput,
    defaultValues: { password: '', confirmPassword: '' },
    save: (input) => reset.mutateAsync({ id: tablet.id, ...input }),
  });

  const title = t('settings:tablets.resetTitle', { name: tablet.name });
  if (kit.saved) {
    return (
      <Dialog title={title} description={t('settings:tablets.resetLead')} onClose={onClose}>
        <div className="space-y-4">
          <Alert tone="success">{t('settings:tablets.passwordReset')}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('settings:tablets.close')}</Button>
          </div>
        </div>
      </Dialog>
    );
  }
  // Closing with a password typed asks first, as leaving the page does.
  return (
    <ContractFormDialog
      kit={kit}
      title={title}
      description={t('settings:tablets.resetLead')}
      submitLabel={t('settings:tablets.savePassword')}
      cancelLabel={t('common:cancel')}
      onClose={onClose}
    >
      <FormPasswordField
        name="password"
        label={t('settings:tablets.newPassword')}
        autoComplete="new-password"
        hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <FormPasswordField
        name="confirmPassword"
        label={t('settings:tablets.confirmPassword')}
        autoComplete="new-password"
      />
    </ContractFormDialog>
  );
}

const EMPTY = { name: '', login: '', password: '' };

/** A new tablet account, checked with CreateTabletInput as the server checks it; created, the form empties. */
function CreateTabletForm() {
  const { t } = useTranslation(['settings', 'auth', 'errors', 'validation']);
  const [created, setCreated] = useState<string>();
  const create = useCreateTablet();
  const kit = useContractForm<typeof EMPTY, CreateTabletInput, Tablet>({
    schema: CreateTabletInput,
    defaultValues: EMPTY,
    save: (input) => create.mutateAsync(input),
    valuesAfterSave: () => EMPTY,
    onSaved: (tablet) => setCreated(tablet.name),
  });

  return (
    <Card title={t('settings:tablets.createTitle')} description={t('settings:tablets.createLead')}>
      <ContractFormRoot kit={kit} className="space-y-4">
        <div className="grid gap-4 md:grid-cols-3">
          <FormTextField name="name" label={t('settings:tablets.name')} autoComplete="off" />
          <FormTextField
            name="login"
            label={t('settings:tablets.login')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <FormPasswordField
            name="password"
            label={t('settings:tablets.password')}
            autoComplete="new-password"
          />
        </div>
        <FormFooter
          kit={kit}
          label={t('settings:tablets.create')}
          savedMessage={created ? t('settings:tablets.created', { name: created }) : undefined}
        />
      </ContractFormRoot>
    </Card>
  );
}
