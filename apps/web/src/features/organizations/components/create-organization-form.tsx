import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateOrganizationInput } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from '../../../lib/form-errors';
import { createOrganization } from '../api/create-organization';

/** The organization's name (SPEC §5: required); creating it makes the user its owner. */
export function CreateOrganizationForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const { t } = useTranslation(['organizations', 'errors', 'validation']);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const parsed = CreateOrganizationInput.safeParse({ name });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      setAlert(t('organizations:setup.nameRequired'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await createOrganization(parsed.data);
      await onCreated();
    } catch (cause) {
      const fromServer = fieldErrorsFromProblem(cause);
      setErrors(fromServer);
      setAlert(
        fromServer.name
          ? t('organizations:setup.nameRequired')
          : `${t('organizations:setup.failed')} ${t(errorMessageKey(cause))}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      <TextField
        label={t('organizations:setup.name')}
        placeholder={t('organizations:setup.namePlaceholder')}
        autoComplete="organization"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('organizations:setup.submit')}
      </Button>
    </form>
  );
}
