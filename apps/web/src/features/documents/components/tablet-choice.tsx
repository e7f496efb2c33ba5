import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';

/** The organization's tablets, as the screen hands them in. */
export interface TabletOption {
  id: string;
  name: string;
}

/** 'Invia a': one tablet, or any tablet of the organization (the empty value). */
export function TabletChoice({
  tablets,
  value,
  onChange,
  className,
}: {
  tablets: TabletOption[];
  value: string | null;
  onChange: (tabletId: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('documents');
  return (
    <SelectField
      containerClassName={className ?? 'w-56'}
      label={t('send.to')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      options={[
        { value: '', label: t('send.anyTablet') },
        ...tablets.map((tablet) => ({ value: tablet.id, label: tablet.name })),
      ]}
    />
  );
}
