import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** A settings form's 'Save' ('Saving…' while it goes); nothing for a role that cannot edit. */
export function SaveButton({ canEdit, pending }: { canEdit: boolean; pending: boolean }) {
  const { t } = useTranslation('settings');
  if (!canEdit) return null;
  return (
    <Button type="submit" disabled={pending}>
      {pending ? <Spinner className="h-4 w-4" /> : null}
      {pending ? t('saving') : t('save')}
    </Button>
  );
}
