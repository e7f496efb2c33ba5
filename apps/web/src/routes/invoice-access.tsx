import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Patient, type PatientSummary, type StampDutyPayer } from '@studiolo/contracts';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { usePatient } from '../features/patients/api/get-patient';
import { PatientPicker } from '../features/patients/components';
import { useSettings } from '../features/settings/api/get-settings';

/** Whether the user may issue invoices (the server answers 403 otherwise). */
export function useCanWriteInvoices(): boolean {
  const { data: me } = useMe();
  const organization = me ? currentOrganization(me) : null;
  return organization ? can(organization.role, 'invoices:write') : false;
}

/** Who bears the stamp duty, for the invoice form's live totals (the patient until the settings load). */
export function useStampDutyPayer(): StampDutyPayer {
  return useSettings().data?.invoicing.stampDutyPayer ?? 'patient';
}

/**
 * The invoice's patient: the picker, and the chosen patient loaded whole (address, postal code)
 * for the form to copy into the client's data.
 */
export function useInvoicePatient(initial: { id: string; firstName: string; lastName: string } | null) {
  const { t } = useTranslation('invoices');
  const [picked, setPicked] = useState<Pick<PatientSummary, 'id' | 'firstName' | 'lastName'> | null>(initial);
  const loaded = usePatient(picked?.id ?? '', { enabled: Boolean(picked) });
  const patient: Patient | null = picked && loaded.data?.id === picked.id ? loaded.data : null;
  const field = <PatientPicker label={t('form.patient')} value={picked} onChange={setPicked} />;
  return { patient, field, pickedId: picked?.id ?? null };
}
