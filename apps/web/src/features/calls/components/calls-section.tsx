import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallPriority, RequestStatus, type CallTab } from '@studiolo/contracts';
import { SelectField } from '../../../components/ui/field';
import type { CallFilters } from '../api/get-calls';
import { CallList } from './call-list';

/** A filter: 'any' or one of `options`, each named by `name`. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  name,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  name: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation('calls');
  return (
    <SelectField
      containerClassName="w-full sm:w-56"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      options={[
        { value: '', label: t('filters.any') },
        ...options.map((o) => ({ value: o, label: name(o) })),
      ]}
    />
  );
}

/** One tab's calls with the request status and priority filters above them. */
export function CallsSection({ tab }: { tab: CallTab }) {
  const { t } = useTranslation('calls');
  const [filters, setFilters] = useState<CallFilters>({ tab });
  const filtered = Boolean(filters.requestStatus || filters.priority);
  return (
    <div className="space-y-4">
      <div role="search" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('filters.requestStatus')}
          value={filters.requestStatus}
          options={RequestStatus.options}
          name={(value) => t(`requestStatus.${value}`)}
          onChange={(requestStatus) => setFilters({ ...filters, requestStatus })}
        />
        <FilterSelect
          label={t('filters.priority')}
          value={filters.priority}
          options={CallPriority.options}
          name={(value) => t(`priority.${value}`)}
          onChange={(priority) => setFilters({ ...filters, priority })}
        />
      </div>
      <CallList key={JSON.stringify(filters)} filters={filters} filtered={filtered} />
    </div>
  );
}
