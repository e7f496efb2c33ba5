import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ContractFormRoot } from './form-fields';
import { FormFooter } from './form-footer';
import type { ContractForm } from './use-contract-form';

/**
 * A dialog holding one contract form: its fields, then a failure no field shows, Cancel and the
 * submit button. Closing it (Escape, Cancel) with unsaved changes asks first.
 */
export function ContractFormDialog<V extends FieldValues, O>({
  kit,
  title,
  description,
  submitLabel,
  errorTitle,
  cancelLabel,
  submitDisabled,
  onClose,
  children,
}: {
  kit: ContractForm<V, O>;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  errorTitle?: ReactNode;
  /** 'Annulla' unless given. */
  cancelLabel?: ReactNode;
  submitDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const close = () => kit.leave(onClose);
  return (
    <Dialog title={title} description={description} onClose={close}>
      <ContractFormRoot kit={kit} className="space-y-4">
        {children}
        <FormFooter kit={kit} label={submitLabel} errorTitle={errorTitle} disabled={submitDisabled}>
          <Button variant="secondary" onClick={close} disabled={kit.busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
        </FormFooter>
      </ContractFormRoot>
    </Dialog>
  );
}
