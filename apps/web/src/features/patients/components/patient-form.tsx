import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  comingOfAge,
  Gender,
  isValidTaxCode,
  normalizeTaxCode,
  PatientInput,
  PatientLanguage,
  PatientTaxCode,
  type AppSettings,
  type DecodedTaxCode,
  type HealthCard,
  type Patient,
  type PatientSummary,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import {
  fieldErrorsFromIssues,
  fieldErrorsFromProblem,
  issueMessage,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useUnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
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
import { combinePhone, formatBirthDate, parseBirthDate } from './format';
import { GuardiansSection } from './guardians-section';
import {
  emptyPatientValues,
  isMinorValues,
  withGuardianIfMinor,
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

/**
 * Create or edit a patient (SPEC §3): every field the settings show, the codice fiscale with its
 * decoding and duplicate check, the health card reader, and a minor's guardians. Whatever happens,
 * what was typed stays.
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
  const [initial] = useState<PatientFormValues>(() =>
    patient ? valuesFromPatient(patient, settings.mobilePrefix) : emptyPatientValues(settings.mobilePrefix),
  );
  const [values, setValues] = useState(initial);
  const guard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [duplicate, setDuplicate] = useState<Duplicate>();
  const create = useCreatePatient();
  const update = useUpdatePatient(patient?.id ?? '');
  const save = patient ? update : create;
  const check = useCheckTaxCode();
  const samePerson = useSamePersonCheck({
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: parseBirthDate(values.birthDate),
    mobile: combinePhone(values.mobilePrefix, values.mobileNumber),
    excludeId: patient?.id,
  });

  // A birth date that makes the patient a minor brings a guardian to fill in.
  const set = (patch: Partial<PatientFormValues>) =>
    setValues((current) => withGuardianIfMinor({ ...current, ...patch }, settings.mobilePrefix));
  const minor = isMinorValues(values);
  // A minor's guardian's phone and address stand in for the minor's own (PatientInput).
  const ownContactsRequired = !minor;
  const text = (field: keyof PatientFormValues & string, label: string, required = false) => ({
    label: required ? t('patients:form.required', { label }) : label,
    value: String(values[field]),
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: errors[field],
  });

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
      if (issue) setErrors((current) => ({ ...current, taxCode: issueMessage(issue) }));
      return;
    }
    checkDuplicates(parsed.data);
  };

  const fillFromTaxCode = (decoded: DecodedTaxCode) => {
    set({
      birthDate: formatBirthDate(decoded.birthDate),
      gender: decoded.gender,
      ...birthPlaceValues(decoded),
    });
    setNotice(t('patients:taxCode.filled'));
  };

  const fillFromComputation = ({ code, birthDate, ...birth }: ComputedTaxCode) => {
    set({ taxCode: code, birthDate: formatBirthDate(birthDate), ...birth });
    setErrors((current) => ({ ...current, taxCode: '', birthDate: '', birthCity: '' }));
    setNotice(t('patients:compute.filled'));
    checkDuplicates(code);
  };

  const fillFromCard = (card: HealthCard) => {
    set({
      taxCode: card.taxCode,
      ...(card.lastName ? { lastName: card.lastName } : {}),
      ...(card.firstName ? { firstName: card.firstName } : {}),
      birthDate: formatBirthDate(card.birthDate),
      gender: card.gender,
    });
    setErrors((current) => ({ ...current, taxCode: '', lastName: '', firstName: '', birthDate: '' }));
    setNotice(t('patients:cardReader.filled'));
    checkDuplicates(card.taxCode);
    void decodeTaxCodeLazily(card.taxCode).then((decoded) => {
      if (decoded) set(birthPlaceValues(decoded));
    });
  };

  const duplicateShown =
    duplicate && duplicate.taxCode === normalizeTaxCode(values.taxCode) ? duplicate : undefined;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setNotice(undefined);
    save.reset();
    // The boxes count only for the code they were shown for: a code changed since is asked about anew.
    const input = toPatientInput(
      values,
      duplicateShown && { ...duplicateShown.acknowledgement, taxCode: duplicateShown.taxCode },
    );
    const parsed = PatientInput.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => {
        guard.release();
        onSaved(saved);
      },
      onError: (cause) => {
        const matches = duplicateMatches(cause);
        if (matches.length > 0) {
          const code = normalizeTaxCode(values.taxCode);
          setDuplicate((current) => ({
            taxCode: code,
            matches,
            acknowledgement: current?.taxCode === code ? current.acknowledgement : NOT_ACKNOWLEDGED,
            message: t(errorMessageKey(cause)),
          }));
          return;
        }
        setErrors(fieldErrorsFromProblem(cause));
        focusFirstInvalid();
      },
    });
  };

  const hasFieldErrors = Object.values(errors).some(Boolean);
  const saveError =
    save.error && !hasFieldErrors && !(isApiError(save.error) && save.error.code === 'TAX_CODE_DUPLICATE')
      ? save.error
      : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      {guard.dialog}
      {hasFieldErrors ? <Alert>{t('patients:form.checkFields')}</Alert> : null}
      {saveError ? (
        <Alert title={t(patient ? 'patients:form.updateFailed' : 'patients:form.createFailed')}>
          {t(errorMessageKey(saveError))}
        </Alert>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}

      <Card
        title={t('patients:form.sections.identity')}
        description={t('patients:form.lead')}
        actions={<CardReaderButton onRead={fillFromCard} />}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {settings.showTitle ? (
            <TextField {...text('title', t('patients:form.title'))} hint={t('patients:form.titleHint')} />
          ) : null}
          <TextField {...text('lastName', t('patients:form.lastName'), true)} autoComplete="off" />
          <TextField {...text('firstName', t('patients:form.firstName'), true)} autoComplete="off" />
          <div className="sm:col-span-2 lg:col-span-3">
            <TaxCodeField
              label={t('patients:form.taxCode')}
              value={values.taxCode}
              error={errors.taxCode}
              entered={{
                lastName: values.lastName,
                firstName: values.firstName,
                birthDate: parseBirthDate(values.birthDate),
                gender: values.gender,
                birthCity: values.birthCity,
              }}
              onChange={(taxCode) => {
                set({ taxCode });
                if (errors.taxCode) setErrors((current) => ({ ...current, taxCode: '' }));
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
                  birthDate: parseBirthDate(values.birthDate),
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
          <TextField
            {...text('birthDate', t('patients:form.birthDate'))}
            hint={t('patients:form.birthDateHint')}
            placeholder={t('patients:form.birthDateHint')}
            inputMode="numeric"
            autoComplete="off"
          />
          {samePerson.data && samePerson.data.matches.length > 0 ? (
            <div className="sm:col-span-2 lg:col-span-3">
              <SamePersonWarning matches={samePerson.data.matches} />
            </div>
          ) : null}
          <SelectField
            label={t('patients:form.gender')}
            value={values.gender}
            onChange={(event) => {
              const gender = Gender.safeParse(event.target.value);
              set({ gender: gender.success ? gender.data : '' });
            }}
            error={errors.gender}
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
                birthDate={parseBirthDate(values.birthDate)}
                onType={(birthCity) => set({ birthCity, birthPlaceCode: '' })}
                onChoose={(place) =>
                  set({
                    birthCity: place.name,
                    birthProvince: place.province ?? 'EE',
                    birthPlaceCode: place.code,
                  })
                }
              />
              <TextField
                {...text('birthProvince', t('patients:form.birthProvince'))}
                onChange={(event) =>
                  set({ birthProvince: event.target.value.toUpperCase(), birthPlaceCode: '' })
                }
                maxLength={2}
              />
            </>
          ) : null}
        </div>
      </Card>

      <Card title={t('patients:form.sections.contacts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            label={
              ownContactsRequired
                ? t('patients:form.required', { label: t('patients:form.mobile') })
                : t('patients:form.mobile')
            }
            hint={ownContactsRequired ? undefined : t('patients:form.minorContactsHint')}
            prefix={values.mobilePrefix}
            number={values.mobileNumber}
            error={errors.mobile}
            onChange={(phone) => set({ mobilePrefix: phone.prefix, mobileNumber: phone.number })}
          />
          <TextField {...text('email', t('patients:form.email'))} type="email" autoComplete="off" />
        </div>
      </Card>

      <Card title={t('patients:form.sections.residence')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            {...text('address', t('patients:form.address'), ownContactsRequired)}
            containerClassName="sm:col-span-2"
          />
          <TextField
            {...text('city', t('patients:form.city'), ownContactsRequired)}
            containerClassName="sm:col-span-2"
          />
          <TextField
            {...text('province', t('patients:form.province'))}
            onChange={(event) => set({ province: event.target.value.toUpperCase() })}
            maxLength={2}
          />
          <TextField {...text('postalCode', t('patients:form.postalCode'))} inputMode="numeric" />
          <SelectField
            label={t('patients:form.country')}
            value={values.country}
            onChange={(event) => set({ country: event.target.value })}
            error={errors.country}
            options={countryOptions(i18n.language)}
            containerClassName="sm:col-span-2"
          />
        </div>
      </Card>

      {settings.showDocumentInfo ? (
        <Card title={t('patients:form.sections.document')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...text('documentType', t('patients:form.documentType'))}
              hint={t('patients:form.documentTypeHint')}
            />
            <TextField {...text('documentNumber', t('patients:form.documentNumber'))} />
          </div>
        </Card>
      ) : null}

      <Card title={t('patients:form.sections.other')}>
        <div className="space-y-4">
          {settings.showNotes ? <TextAreaField {...text('notes', t('patients:form.notes'))} /> : null}
          <SelectField
            label={t('patients:form.language')}
            hint={t('patients:form.languageHint')}
            value={values.language}
            onChange={(event) => set({ language: PatientLanguage.parse(event.target.value) })}
            options={PatientLanguage.options.map((value) => ({
              value,
              label: t(`patients:languages.${value}`),
            }))}
          />
          {settings.showMarketingConsent ? (
            <Checkbox
              label={t('patients:form.marketingConsent')}
              checked={values.marketingConsent}
              onChange={(event) => set({ marketingConsent: event.target.checked })}
            />
          ) : null}
        </div>
      </Card>

      {minor ? (
        <Card title={t('patients:form.sections.guardians')}>
          <p role="status" className="mb-4 text-sm text-slate-700">
            <MinorBadge className="mr-2" />
            {t('patients:form.isMinorHint', {
              date: formatBirthDate(comingOfAge(parseBirthDate(values.birthDate))),
            })}
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
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('patients:form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="h-4 w-4" /> : null}
          {save.isPending ? t('patients:form.saving') : t('patients:form.save')}
        </Button>
      </div>
    </form>
  );
}
