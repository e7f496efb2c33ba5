import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  compareWithTaxCode,
  isValidTaxCode,
  normalizeTaxCode,
  type DecodedTaxCode,
  type TaxCodeComparable,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { bornText } from './born';

/** Everything a valid code says, birthplace included (the place table loads on first use). */
export async function decodeTaxCodeLazily(code: string): Promise<DecodedTaxCode | null> {
  const { decodeTaxCode } = await import('@studiolo/contracts/tax-code-places');
  return decodeTaxCode(code);
}

/** The decoding of `value` while it is a valid code; null otherwise or while it loads. */
function useDecodedTaxCode(value: string): DecodedTaxCode | null {
  const code = normalizeTaxCode(value);
  const valid = isValidTaxCode(code);
  const [decoded, setDecoded] = useState<{ code: string; result: DecodedTaxCode | null }>();
  useEffect(() => {
    if (!valid) return;
    let current = true;
    void decodeTaxCodeLazily(code).then(
      (result) => current && setDecoded({ code, result }),
      () => current && setDecoded({ code, result: null }),
    );
    return () => {
      current = false;
    };
  }, [code, valid]);
  return valid && decoded?.code === code ? decoded.result : null;
}

/**
 * The codice fiscale: the field, what the code says with 'Compila dai dati del codice fiscale', and
 * a warning when what is typed beside it disagrees.
 */
export function TaxCodeField({
  label,
  value,
  error,
  entered,
  onChange,
  onBlur,
  onFill,
}: {
  label: string;
  value: string;
  error?: string;
  /** Birth date (`YYYY-MM-DD`), gender and birth city as typed, to compare with the code. */
  entered: TaxCodeComparable;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFill: (decoded: DecodedTaxCode) => void;
}) {
  const { t } = useTranslation('patients');
  const decoded = useDecodedTaxCode(value);
  const mismatches = decoded ? compareWithTaxCode(decoded, entered) : [];
  return (
    <div className="space-y-3">
      <TextField
        label={label}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        className="font-mono uppercase"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
      {decoded ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <p>
            {t('taxCode.decoded', {
              gender: t(`genders.${decoded.gender}`).toLowerCase(),
              born: bornText(t, {
                gender: decoded.gender,
                birthDate: decoded.birthDate,
                birthCity: decoded.birthPlace?.name,
                birthProvince: decoded.birthPlace && (decoded.birthPlace.province ?? 'EE'),
                withProvince: true,
              }),
            })}
          </p>
          <Button variant="secondary" onClick={() => onFill(decoded)}>
            {t('taxCode.fill')}
          </Button>
        </div>
      ) : null}
      {mismatches.length > 0 ? (
        <Alert tone="warning" title={t('taxCode.mismatchTitle')}>
          {t('taxCode.mismatch', {
            fields: mismatches.map((field) => t(`taxCode.fields.${field}`)).join(', '),
          })}
        </Alert>
      ) : null}
    </div>
  );
}
