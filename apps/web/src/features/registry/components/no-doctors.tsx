import { Stethoscope, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';

/** SPEC §8 'No Doctors': nothing can be planned before the clinic's doctors are added. */
export function NoDoctors({ canEdit, onAdd }: { canEdit: boolean; onAdd?: () => void }) {
  const { t } = useTranslation('registry');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Stethoscope aria-hidden="true" className="h-10 w-10 text-brand-700" />
      <h2 className="text-lg font-semibold text-slate-900">{t('noDoctors.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">
        {canEdit ? t('noDoctors.lead') : t('noDoctors.leadReadOnly')}
      </p>
      {canEdit ? (
        onAdd ? (
          <Button onClick={onAdd}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('doctors.add')}
          </Button>
        ) : (
          <ButtonLink to="/doctors">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('noDoctors.goToDoctors')}
          </ButtonLink>
        )
      ) : null}
    </div>
  );
}
