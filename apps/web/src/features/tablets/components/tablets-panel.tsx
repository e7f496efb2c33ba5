import { useState, type SubmitEvent } from 'react';
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
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
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

function ResetPasswordDialog({ tablet, onClose }: { tablet: Tablet; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'auth', 'errors', 'validation', 'common']);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const reset = useResetTabletPassword();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = ResetTabletPasswordInput.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    reset.mutate(
      { id: tablet.id, ...parsed.data },
      {
        onSuccess: () => setDone(true),
        onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
      },
    );
  };

  return (
    <Dialog
      title={t('settings:tablets.resetTitle', { name: tablet.name })}
      description={t('settings:tablets.resetLead')}
      onClose={onClose}
    >
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{t('settings:tablets.passwordReset')}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('settings:tablets.close')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {reset.error && Object.keys(errors).length === 0 ? (
            <Alert>{t(errorMessageKey(reset.error))}</Alert>
          ) : null}
          <PasswordField
            label={t('settings:tablets.newPassword')}
            autoComplete="new-password"
            hint={t('auth:register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <PasswordField
            label={t('settings:tablets.confirmPassword')}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            error={errors.confirmPassword}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={reset.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? <Spinner className="h-4 w-4" /> : null}
              {t('settings:tablets.savePassword')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

const EMPTY = { name: '', login: '', password: '' };

function CreateTabletForm() {
  const { t } = useTranslation(['settings', 'auth', 'errors', 'validation']);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<string>();
  const create = useCreateTablet();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setCreated(undefined);
    create.reset();
    const parsed = CreateTabletInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (tablet) => {
        setCreated(tablet.name);
        setValues(EMPTY);
      },
      onError: (cause) => setErrors(fieldErrorsFromProblem(cause)),
    });
  };

  return (
    <Card title={t('settings:tablets.createTitle')} description={t('settings:tablets.createLead')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {create.error && Object.keys(errors).length === 0 ? (
          <Alert>{t(errorMessageKey(create.error))}</Alert>
        ) : null}
        {created ? <Alert tone="success">{t('settings:tablets.created', { name: created })}</Alert> : null}
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('settings:tablets.name')}
            autoComplete="off"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={errors.name}
          />
          <TextField
            label={t('settings:tablets.login')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.login}
            onChange={(event) => setValues({ ...values, login: event.target.value })}
            error={errors.login}
          />
          <PasswordField
            label={t('settings:tablets.password')}
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            error={errors.password}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('settings:tablets.create')}
        </Button>
      </form>
    </Card>
  );
}
