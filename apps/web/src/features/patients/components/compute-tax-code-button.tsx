import { Calculator } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/field';
import { todayInRome } from '@studiolo/contracts';
import { BirthPlaceField } from './birth-place-field';
import {
  missingForTaxCode,
  replacedCode,
  taxCodeOfPerson,
  type PersonForTaxCode,
  type TaxCodeNeed,
} from './compute-tax-code';

/** What the dialog completed besides the code: the patient's form keeps it too. */
export type ComputedTaxCode = { code: string; gender: 'male' | 'female' } & Omit<
  PersonForTaxCode,
  'lastName' | 'firstName' | 'gender'
>;

/** The code with the data it came from (a computed code always had a sex). */
function computedFrom(code: string, { lastName: _last, firstName: _first, ...birth }: PersonForTaxCode) {
  return { ...birth, code, gender: birth.gender === 'female' ? 'female' : 'male' } satisfies ComputedTaxCode;
}

/**
 * 'Calcola codice fiscale': computes the code from surname, name, sex, birth date and birthplace.
 * With everything known and no other code typed it fills the field at once; otherwise a dialog asks
 * for what is missing (sex, date, place, with the places proposed as one types) and, when a
 * different code is already typed, whether to replace it.
 */
export function ComputeTaxCodeButton({
  person,
  current,
  onComputed,
}: {
  person: PersonForTaxCode;
  /** The code in the field now. */
  current: string;
  onComputed: (computed: ComputedTaxCode) => void;
}) {
  const { t } = useTranslation('patients');
  const [dialog, setDialog] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setProblem(undefined);
    if (missingForTaxCode(person).includes('names')) {
      setProblem(t('compute.namesMissing'));
      return;
    }
    setBusy(true);
    const result = await taxCodeOfPerson(person).finally(() => setBusy(false));
    if ('code' in result && !replacedCode(current, result.code)) {
      onComputed(computedFrom(result.code, person));
      return;
    }
    setDialog(true);
  };

  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => void start()} disabled={busy}>
        <Calculator aria-hidden="true" className="h-4 w-4" />
        {t('compute.button')}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {dialog ? (
        <ComputeTaxCodeDialog
          person={person}
          current={current}
          onClose={() => setDialog(false)}
          onComputed={(computed) => {
            setDialog(false);
            onComputed(computed);
          }}
        />
      ) : null}
    </div>
  );
}

function ComputeTaxCodeDialog({
  person,
  current,
  onClose,
  onComputed,
}: {
  person: PersonForTaxCode;
  current: string;
  onClose: () => void;
  onComputed: (computed: ComputedTaxCode) => void;
}) {
  const { t } = useTranslation('patients');
  const [gender, setGender] = useState(
    person.gender === 'male' || person.gender === 'female' ? person.gender : '',
  );
  const [birthDate, setBirthDate] = useState(person.birthDate ?? '');
  const [place, setPlace] = useState({
    birthCity: person.birthCity,
    birthProvince: person.birthProvince ?? '',
    birthPlaceCode: person.birthPlaceCode ?? '',
  });
  const completed: PersonForTaxCode = { ...person, gender, birthDate, ...place };
  const key = JSON.stringify(completed);
  const [answer, setAnswer] = useState<{ key: string; code?: string; missing: TaxCodeNeed[] }>();
  // An answer for other data than those shown counts for nothing.
  const result: { code?: string; missing: TaxCodeNeed[] } = answer?.key === key ? answer : { missing: [] };
  useEffect(() => {
    let live = true;
    void taxCodeOfPerson(completed).then((computed) => {
      if (live)
        setAnswer({
          key,
          code: 'code' in computed ? computed.code : undefined,
          missing: 'missing' in computed ? computed.missing : [],
        });
    });
    return () => {
      live = false;
    };
    // `key` stands for `completed`, a new object at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const replaced = result.code ? replacedCode(current, result.code) : null;
  const placeUnknown = result.missing.includes('birthPlace') && place.birthCity.trim() !== '';
  // Enter in a field of the dialog must not submit the form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  return (
    <Dialog title={t('compute.title')} description={t('compute.lead')} onClose={onClose}>
      <div className="space-y-4" onKeyDown={onKeyDown}>
        <SelectField
          label={t('form.gender')}
          value={gender}
          onChange={(event) => setGender(event.target.value)}
          options={[
            { value: '', label: t('form.genderNone') },
            { value: 'male', label: t('genders.male') },
            { value: 'female', label: t('genders.female') },
          ]}
        />
        <DateField
          label={t('form.birthDate')}
          value={birthDate}
          onChange={setBirthDate}
          max={todayInRome()}
        />
        <BirthPlaceField
          label={t('birthPlace.label')}
          value={place.birthCity}
          birthDate={completed.birthDate}
          error={placeUnknown ? t('compute.placeUnknown') : undefined}
          onType={(birthCity) => setPlace({ birthCity, birthProvince: '', birthPlaceCode: '' })}
          onChoose={(chosen) =>
            setPlace({
              birthCity: chosen.name,
              birthProvince: chosen.province ?? 'EE',
              birthPlaceCode: chosen.code,
            })
          }
        />
        {result.code ? (
          <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800" aria-live="polite">
            {t('compute.result')} <span className="font-mono font-semibold">{result.code}</span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('compute.incomplete')}</p>
        )}
        {replaced && result.code ? (
          <Alert tone="warning">
            {t('compute.replaceQuestion', { current: replaced, code: result.code })}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('compute.cancel')}
          </Button>
          <Button
            disabled={!result.code}
            onClick={() => {
              if (result.code) onComputed(computedFrom(result.code, completed));
            }}
          >
            {replaced ? t('compute.replace') : t('compute.use')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
