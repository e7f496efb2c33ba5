import { useTranslation } from 'react-i18next';
import { Locale, LOCALES } from '@studiolo/contracts';
import { SelectField } from '../../../components/ui/field';

/** 'Lingua del documento': the template's language for what is sent next (the patient's by default). */
export function LanguageChoice({ value, onChange }: { value: Locale; onChange: (language: Locale) => void }) {
  const { t } = useTranslation('documents');
  return (
    <SelectField
      containerClassName="w-44"
      label={t('send.language')}
      value={value}
      onChange={(event) => onChange(Locale.parse(event.target.value))}
      options={LOCALES.map((language) => ({ value: language, label: t(`templates.languages.${language}`) }))}
    />
  );
}
