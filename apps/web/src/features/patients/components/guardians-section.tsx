import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GuardianRelationship } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import { ComputeTaxCodeButton } from './compute-tax-code-button';
import { PatientPicker } from './patient-picker';
import { emptyGuardian, type GuardianFormValues } from './patient-form-values';
import { PhoneField } from './phone-field';

const MAX_GUARDIANS = 4;

type GuardianTextField =
  'firstName' | 'lastName' | 'taxCode' | 'email' | 'address' | 'city' | 'postalCode' | 'province';

/** A minor's guardians (1 to 4): each an existing patient (PatientPicker) or a person typed in. */
export function GuardiansSection({
  guardians,
  onChange,
  errors,
  prefix,
  excludeId,
}: {
  guardians: GuardianFormValues[];
  onChange: (guardians: GuardianFormValues[]) => void;
  errors: FieldErrors;
  prefix: string;
  excludeId?: string;
}) {
  const { t } = useTranslation(['patients', 'validation']);
  const update = (index: number, patch: Partial<GuardianFormValues>) =>
    onChange(guardians.map((guardian, i) => (i === index ? { ...guardian, ...patch } : guardian)));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('patients:guardians.lead')}</p>
      {errors.guardians ? <Alert>{errors.guardians}</Alert> : null}
      {guardians.map((guardian, index) => {
        const path = `guardians.${index}`;
        const error = (field: string) => errors[`${path}.${field}`];
        // The person's fields missing; a patient who cannot be chosen is said under the picker.
        const hasErrors = Object.keys(errors).some(
          (key) => key.startsWith(`${path}.`) && key !== `${path}.patientId`,
        );
        const title = t('patients:guardians.guardian', { n: index + 1 });
        const text = (field: GuardianTextField, label: string, required = false) => ({
          label: required ? t('patients:form.required', { label }) : label,
          value: guardian[field],
          onChange: (event: { target: { value: string } }) => update(index, { [field]: event.target.value }),
          error: error(field),
        });
        return (
          <fieldset key={guardian.key} className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
            {hasErrors ? <Alert>{t('validation:guardianRequired')}</Alert> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('patients:guardians.relationship')}
                value={guardian.relationship}
                onChange={(event) =>
                  update(index, { relationship: GuardianRelationship.parse(event.target.value) })
                }
                options={GuardianRelationship.options.map((value) => ({
                  value,
                  label: t(`patients:relationships.${value}`),
                }))}
              />
              <SelectField
                label={t('patients:guardians.mode')}
                value={guardian.mode}
                onChange={(event) =>
                  update(index, { mode: event.target.value === 'person' ? 'person' : 'patient' })
                }
                options={[
                  { value: 'patient', label: t('patients:guardians.existing') },
                  { value: 'person', label: t('patients:guardians.person') },
                ]}
              />
            </div>
            {guardian.mode === 'patient' ? (
              <PatientPicker
                label={t('patients:guardians.patient')}
                value={guardian.patient}
                excludeId={excludeId}
                error={error('patientId')}
                onChange={(patient) => update(index, { patient })}
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField {...text('firstName', t('patients:form.firstName'), true)} />
                <TextField {...text('lastName', t('patients:form.lastName'), true)} />
                <PhoneField
                  label={t('patients:form.required', { label: t('patients:guardians.phone') })}
                  prefix={guardian.phonePrefix}
                  number={guardian.phoneNumber}
                  error={error('phone')}
                  onChange={(phone) =>
                    update(index, { phonePrefix: phone.prefix, phoneNumber: phone.number })
                  }
                />
                <div className="space-y-2">
                  <TextField
                    {...text('taxCode', t('patients:form.taxCode'))}
                    className="font-mono uppercase"
                  />
                  <ComputeTaxCodeButton
                    person={{
                      lastName: guardian.lastName,
                      firstName: guardian.firstName,
                      gender: '',
                      birthDate: '',
                      birthCity: '',
                    }}
                    current={guardian.taxCode}
                    onComputed={({ code }) => update(index, { taxCode: code })}
                  />
                </div>
                <TextField {...text('email', t('patients:form.email'))} type="email" />
                <TextField {...text('address', t('patients:form.address'))} />
                <TextField {...text('city', t('patients:form.city'))} />
                <div className="grid grid-cols-2 gap-4">
                  <TextField
                    {...text('province', t('patients:form.province'))}
                    maxLength={2}
                    onChange={(event) => update(index, { province: event.target.value.toUpperCase() })}
                  />
                  <TextField {...text('postalCode', t('patients:form.postalCode'))} inputMode="numeric" />
                </div>
              </div>
            )}
            <Button variant="ghost" onClick={() => onChange(guardians.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('patients:guardians.remove', { n: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      {guardians.length < MAX_GUARDIANS ? (
        <Button variant="secondary" onClick={() => onChange([...guardians, emptyGuardian(prefix)])}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('patients:guardians.add')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('patients:guardians.max')}</p>
      )}
    </div>
  );
}
