import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A section's data on its way: announced to screen readers, the spinner beside the words. */
export function LoadingStatus() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex items-center gap-3 text-slate-700">
      <Spinner className="text-brand-700" />
      {t('loading.generic')}
    </div>
  );
}
