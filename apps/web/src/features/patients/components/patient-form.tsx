import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import {
  comingOfAge,
  Gender,
  isValidTaxCode,
  normalizeTaxCode,
  PatientInput,
  PatientLanguage,
  PatientTaxCode,
  todayInRome,
  type AppSettings,
  type DecodedTaxCode,
  type HealthCard,
  type Patient,
  type PatientSummary,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import {
  ContractFormRoot,
  FormCheckbox,
  FormDateField,
  FormSelectField,
  FormStatus,
  FormTextAreaField,
  FormTextField,
  SubmitButton,
  flatFieldErrors,
  serverFieldErrors,
  useContractForm,
  useFieldError,
  useFormValue,
  type ContractForm,
} from '../../../components/form';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { issueMessage } from '../../../lib/form-errors';
import { useFormats } from '../../../lib/use-formats';
import { useCheckTaxCode } from '../api/check-tax-code';
import { useSamePersonCheck } from '../api/check-same-person';
import { useCreatePatient } from '../api/create-patient';
import { duplicateMatches } from '../api/problem-details';
import { useUpdatePatient } from '../api/update-patient';
import { BirthPlaceField } from './birth-place-field';
import { MinorBadge } from './minor-badge';
import { CardReaderButton } from './card-reader-dialog';
import { ComputeTaxCodeButton, type ComputedTaxCode } from './compute-tax-code-button';
import { countryOptions } from './countries';
import { DuplicateTaxCodeBox, type DuplicateAcknowledgement } from './duplicate-tax-code-box';
import { SamePersonWarning } from './same-person-warning';
import { combinePhone } from './format';
import { GuardiansSection } from './guardians-section';
import {
  emptyGuardian,
  emptyPatientValues,
  isMinorValues,
  toPatientInput,
  valuesFromPatient,
  type PatientFormValues,
} from './patient-form-values';
import { PhoneField } from './phone-field';
import { decodeTaxCodeLazily } from './tax-code-field';
import { TaxCodeField } from './tax-code-field';

type FormSettings = AppSettings['patientForm'];
const NOT_ACKNOWLEDGED: DuplicateAcknowledgement = {
  reviewedExisting: false,
  confirmedSeparateRecord: false,
};

/** Birth city and province from a decoded code: the comune, or the country with 'EE' (estero). */
function birthPlaceValues(decoded: Pick<DecodedTaxCode, 'birthPlace'>) {
  const place = decoded.birthPlace;
  if (!place) return {};
  return {
    birthCity: place.name,
    birthProvince: place.province ?? (place.country ? 'EE' : ''),
    birthPlaceCode: place.code,
  };
}

/** The duplicate tax code state: who else has the code, the two boxes, the server's refusal. */
interface Duplicate {
  taxCode: string;
  matches: PatientSummary[];
  acknowledgement: DuplicateAcknowledgement;
  message?: string;
}

/** A province (two letters, written in capitals as typed); `onTyped` for what changes with it. */
function ProvinceField({ name, label, onTyped }: { name: string; label: string; onTyped?: () => void }) {
  const [value, setValue] = useFormValue<string>(name);
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => {
        setValue(event.target.value.toUpperCase());
        onTyped?.();
      }}
      maxLength={2}
      error={useFieldError(name)}
    />
  );
}

/**
 * Create or edit a patient (SPEC §3) on the form kit, checked with PatientInput as the server checks
 * it: every field the settings show, the birth date typed in the organization's format, the codice
 * fiscale with its decoding and duplicate check, the health card reader, and a minor's guardians.
 * A failed save puts the cursor in the first invalid field; leaving with changes asks first;
 * whatever happens, what was typed stays.
 */
export function PatientForm({
  patient,
  settings,
  onSaved,
  onCancel,
}: {
  patient?: Patient;
  settings: FormSettings;
  onSaved: (patient: Patient) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(['patients', 'validation', 'errors']);
  const f = useFormats();
  const [notice, setNotice] = useState<string>();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const create = useCreatePatient();
  const update = useUpdatePatient(patient?.id ?? '');
  const mutation = patient ? update : create;
  const check = useCheckTaxCode();

  // The boxes count only for the code they were shown for: a code changed since is asked about anew.
  const duplicateFor = (taxCode: string) =>
    duplicate && duplicate.taxCode === normalizeTaxCode(taxCode) ? duplicate : undefined;
  const inputOf = (values: PatientFormValues) => {
    const shown = duplicateFor(values.taxCode);
    return toPatientInput(values, shown && { ...shown.acknowledgement, taxCode: shown.taxCode });
  };

  const kit: ContractForm<PatientFormValues, unknown> = useContractForm<PatientFormValues, unknown, Patient>({
    schema: PatientInput,
    defaultValues: patient
      ? valuesFromPatient(patient, settings.mobilePrefix)
      : emptyPatientValues(settings.mobilePrefix),
    toInput: inputOf,
    // What was typed goes to the server as before (it checks it with the same contract).
    save: (): Promise<Patient> => {
      const values: PatientFormValues = kit.form.getValues();
      return mutation.mutateAsync(inputOf(values)).catch((cause: unknown) => {
        const matches = duplicateMatches(cause);
        if (matches.length > 0) {
          const code = normalizeTaxCode(values.taxCode);
          setDuplicate((current) => ({
            taxCode: code,
            matches,
            acknowledgement: current?.taxCode === code ? current.acknowledgement : NOT_ACKNOWLEDGED,
            message: t(errorMessageKey(cause)),
          }));
        }
        throw cause;
      });
    },
    serverErrors: (cause) => (duplicateMatches(cause).length > 0 ? {} : serverFieldErrors(cause)),
    onSaved: (saved) => onSaved(saved),
  });
  const { form } = kit;
  const values = form.watch();
  const errors = flatFieldErrors(form.formState.errors);
  const samePerson = useSamePersonCheck({
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    mobile: combinePhone(values.mobilePrefix, values.mobileNumber),
    excludeId: patient?.id,
  });

  const set = (patch: Partial<PatientFormValues>) => {
    for (const [field, value] of Object.entries(patch)) {
      form.setValue(field as Path<PatientFormValues>, value, { shouldDirty: true });
    }
  };
  const minor = isMinorValues(values);
  // A birth date that makes the patient a minor brings a guardian to fill in.
  const noGuardian = values.guardians.length === 0;
  useEffect(() => {
    if (minor && noGuardian) {
      form.setValue('guardians', [emptyGuardian(settings.mobilePrefix)], { shouldDirty: true });
    }
  }, [minor, noGuardian, form, settings.mobilePrefix]);
  // A minor's guardian's phone and address stand in for the minor's own (PatientInput).
  const ownContactsRequired = !minor;
  const label = (text: string, required = false) =>
    required ? t('patients:form.required', { label: text }) : text;

  const checkDuplicates = (taxCode: string) => {
    const code = normalizeTaxCode(taxCode);
    // The patient's own code, unchanged, is not asked about again (the server accepts it as it is).
    if (!isValidTaxCode(code) || code === patient?.taxCode) return;
    check.mutate(
      { taxCode: code, excludeId: patient?.id },
      {
        onSuccess: ({ matches }) =>
          setDuplicate((current) => {
            // An answer about another code (a late one) leaves that code's box alone.
            if (matches.length === 0) return current?.taxCode === code ? undefined : current;
            // The same code again keeps its ticks (and a refusal already shown).
            if (current?.taxCode === code) return { ...current, matches };
            return { taxCode: code, matches, acknowledgement: NOT_ACKNOWLEDGED };
          }),
      },
    );
  };

  const onTaxCodeBlur = () => {
    if (values.taxCode.trim() === '') return;
    const parsed = PatientTaxCode.safeParse(values.taxCode);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      if (issue) form.setError('taxCode', { type: 'contract', message: issueMessage(issue) });
      return;
    }
    checkDuplicates(parsed.data);
  };

  const fillFromTaxCode = (decoded: DecodedTaxCode) => {
    set({ birthDate: decoded.birthDate, gender: decoded.gender, ...birthPlaceValues(decoded) });
    setNotice(t('patients:taxCode.filled'));
  };

  const fillFromComputation = ({ code, ...birth }: ComputedTaxCode) => {
    set({ taxCode: code, ...birth });
    form.clearErrors(['taxCode', 'birthDate', 'birthCity']);
    setNotice(t('patients:compute.filled'));
    checkDuplicates(code);
  };

  const fillFromCard = (card: HealthCard) => {
    set({
      taxCode: card.taxCode,
      ...(card.lastName ? { lastName: card.lastName } : {}),
      ...(card.firstName ? { firstName: card.firstName } : {}),
      birthDate: card.birthDate,
      gender: card.gender,
    });
    form.clearErrors(['taxCode', 'lastName', 'firstName', 'birthDate']);
    setNotice(t('patients:cardReader.filled'));
    checkDuplicates(card.taxCode);
    void decodeTaxCodeLazily(card.taxCode).then((decoded) => {
      if (decoded) set(birthPlaceValues(decoded));
    });
  };

  const duplicateShown = duplicateFor(values.taxCode);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const refusedAsDuplicate = isApiError(kit.failure) && kit.failure.code === 'TAX_CODE_DUPLICATE';

  return (
    <ContractFormRoot
      kit={kit}
      className="space-y-6"
      onSubmitStart={() => {
        setNotice(undefined);
      }}
    >
      {hasFieldErrors ? <Alert>{t('patients:form.checkFields')}</Alert> : null}
      {refusedAsDuplicate ? null : (
        <FormStatus
          kit={kit}
          errorTitle={t(patient ? 'patients:form.updateFailed' : 'patients:form.createFailed')}
        />
      )}
      {notice ? <Alert tone="success">{notice}</Alert> : null}

      <Card
        title={t('patients:form.sections.identity')}
        description={t('patients:form.lead')}
        actions={<CardReaderButton onRead={fillFromCard} />}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {settings.showTitle ? (
            <FormTextField
              name="title"
              label={t('patients:form.title')}
              hint={t('patients:form.titleHint')}
            />
          ) : null}
          <FormTextField
            name="lastName"
            label={label(t('patients:form.lastName'), true)}
            autoComplete="off"
          />
          <FormTextField
            name="firstName"
            label={label(t('patients:form.firstName'), true)}
            autoComplete="off"
          />
          <div className="sm:col-span-2 lg:col-span-3">
            <TaxCodeField
              label={t('patients:form.taxCode')}
              value={values.taxCode}
              error={errors.taxCode}
              entered={{
                lastName: values.lastName,
                firstName: values.firstName,
                birthDate: values.birthDate,
                gender: values.gender,
                birthCity: values.birthCity,
              }}
              onChange={(taxCode) => {
                set({ taxCode });
                if (errors.taxCode) form.clearErrors('taxCode');
              }}
              onBlur={onTaxCodeBlur}
              onFill={fillFromTaxCode}
            />
            <div className="mt-3">
              <ComputeTaxCodeButton
                person={{
                  lastName: values.lastName,
                  firstName: values.firstName,
                  gender: values.gender,
                  birthDate: values.birthDate,
                  birthCity: values.birthCity,
                  birthProvince: values.birthProvince,
                  birthPlaceCode: values.birthPlaceCode,
                }}
                current={values.taxCode}
                onComputed={fillFromComputation}
              />
            </div>
            {check.isError ? (
              <Alert tone="warning" className="mt-3">
                {t('patients:taxCode.checkFailed')}
              </Alert>
            ) : null}
            {duplicateShown ? (
              <div className="mt-3">
                <DuplicateTaxCodeBox
                  matches={duplicateShown.matches}
                  acknowledgement={duplicateShown.acknowledgement}
                  message={duplicateShown.message}
                  onChange={(acknowledgement) => setDuplicate({ ...duplicateShown, acknowledgement })}
                />
              </div>
            ) : null}
          </div>
          <FormDateField name="birthDate" label={t('patients:form.birthDate')} max={todayInRome()} />
          {samePerson.data && samePerson.data.matches.length > 0 ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <SamePersonWarning matches={samePerson.data.matches} />
            </div>
          ) : null}
          <FormSelectField
            name="gender"
            label={t('patients:form.gender')}
            options={[
              { value: '', label: t('patients:form.genderNone') },
              ...Gender.options.map((value) => ({ value, label: t(`patients:genders.${value}`) })),
            ]}
          />
          {settings.showBirthPlace ? (
            <>
              <BirthPlaceField
                label={t('patients:form.birthCity')}
                hint={t('patients:form.birthCityHint')}
                error={errors.birthCity}
                value={values.birthCity}
                birthDate={values.birthDate}
                onType={(birthCity) => set({ birthCity, birthPlaceCode: '' })}
                onChoose={(place) =>
                  set({
                    birthCity: place.name,
                    birthProvince: place.province ?? 'EE',
                    birthPlaceCode: place.code,
                  })
                }
              />
              <ProvinceField
                name="birthProvince"
                label={t('patients:form.birthProvince')}
                onTyped={() => set({ birthPlaceCode: '' })}
              />
            </>
          ) : null}
        </div>
      </Card>

      <Card title={t('patients:form.sections.contacts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            label={label(t('patients:form.mobile'), ownContactsRequired)}
            hint={ownContactsRequired ? undefined : t('patients:form.minorContactsHint')}
            prefix={values.mobilePrefix}
            number={values.mobileNumber}
            error={errors.mobile}
            onChange={(phone) => set({ mobilePrefix: phone.prefix, mobileNumber: phone.number })}
          />
          <FormTextField name="email" label={t('patients:form.email')} type="email" autoComplete="off" />
        </div>
      </Card>

      <Card title={t('patients:form.sections.residence')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormTextField
            name="address"
            label={label(t('patients:form.address'), ownContactsRequired)}
            containerClassName="sm:col-span-2"
          />
          <FormTextField
            name="city"
            label={label(t('patients:form.city'), ownContactsRequired)}
            containerClassName="sm:col-span-2"
          />
          <ProvinceField name="province" label={t('patients:form.province')} />
          <FormTextField name="postalCode" label={t('patients:form.postalCode')} inputMode="numeric" />
          <FormSelectField
            name="country"
            label={t('patients:form.country')}
            options={countryOptions(i18n.language)}
            containerClassName="sm:col-span-2"
          />
        </div>
      </Card>

      {settings.showDocumentInfo ? (
        <Card title={t('patients:form.sections.document')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              name="documentType"
              label={t('patients:form.documentType')}
              hint={t('patients:form.documentTypeHint')}
            />
            <FormTextField name="documentNumber" label={t('patients:form.documentNumber')} />
          </div>
        </Card>
      ) : null}

      <Card title={t('patients:form.sections.other')}>
        <div className="space-y-4">
          {settings.showNotes ? <FormTextAreaField name="notes" label={t('patients:form.notes')} /> : null}
          <FormSelectField
            name="language"
            label={t('patients:form.language')}
            hint={t('patients:form.languageHint')}
            options={PatientLanguage.options.map((value) => ({
              value,
              label: t(`patients:languages.${value}`),
            }))}
          />
          {settings.showMarketingConsent ? (
            <FormCheckbox name="marketingConsent" label={t('patients:form.marketingConsent')} />
          ) : null}
        </div>
      </Card>

      {minor ? (
        <Card title={t('patients:form.sections.guardians')}>
          <p role="status" className="mb-4 text-sm text-slate-700">
            <MinorBadge className="mr-2" />
            {t('patients:form.isMinorHint', { date: f.date(comingOfAge(values.birthDate)) })}
          </p>
          <GuardiansSection
            guardians={values.guardians}
            onChange={(guardians) => set({ guardians })}
            errors={errors}
            prefix={settings.mobilePrefix}
            excludeId={patient?.id}
          />
        </Card>
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 md:-mx-8 md:px-8">
        <Button variant="secondary" onClick={onCancel} disabled={kit.busy}>
          {t('patients:form.cancel')}
        </Button>
        <SubmitButton kit={kit}>
          {kit.busy ? t('patients:form.saving') : t('patients:form.save')}
        </SubmitButton>
      </div>
    </ContractFormRoot>
  );
}
