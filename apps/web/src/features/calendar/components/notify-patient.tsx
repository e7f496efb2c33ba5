import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';

/** 'Avvisa il paziente' with what the patient will get, in a move or cancel dialog. */
export function NotifyPatient({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mb-4">
      <Checkbox label={label} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <p className="ml-6 text-xs text-slate-600">{hint}</p>
    </div>
  );
}

/** 'Annulla' and 'Sposta' at the foot of a dropped visit's question. */
export function MoveButtons({
  busy,
  disabled,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(['calendar', 'common']);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('common:cancel')}
      </Button>
      <Button onClick={onSubmit} disabled={busy || disabled}>
        {busy ? <Spinner className="h-4 w-4" /> : null}
        {t('reschedule.submit')}
      </Button>
    </div>
  );
}
