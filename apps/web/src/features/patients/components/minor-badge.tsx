import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** 'Paziente minorenne': a patient under 18 today by the birth date (Patient.isMinor). */
export function MinorBadge({ short = false, className }: { short?: boolean; className?: string }) {
  const { t } = useTranslation('patients');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900',
        className,
      )}
    >
      {short ? t('minor') : t('form.isMinor')}
    </span>
  );
}
