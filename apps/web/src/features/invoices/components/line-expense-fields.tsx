import { useTranslation } from 'react-i18next';
import { EXPENSE_TYPE_FLAG, ExpenseType, type ExpenseTypeFlag } from '@studiolo/contracts';
import { Checkbox, SelectField } from '../../../components/ui/field';

export interface LineExpense {
  /** Unset on a visit's new line: the server takes its service type's. */
  expenseType?: ExpenseType;
  expenseFlag: ExpenseTypeFlag | null;
  healthExpense: boolean;
}

/**
 * A line's Sistema TS data: its expense type (any of the specification's), the flag its type may
 * carry (TK emergency room, SR intramoenia), and whether it is a health expense at all.
 */
export function LineExpenseFields({
  value,
  onChange,
}: {
  value: LineExpense;
  onChange: (value: Partial<LineExpense>) => void;
}) {
  const { t } = useTranslation(['invoices', 'registry']);
  const type = value.expenseType ?? 'SR';
  const flag = EXPENSE_TYPE_FLAG[type];
  return (
    <>
      <SelectField
        containerClassName="w-72"
        label={t('invoices:form.expenseType')}
        value={type}
        onChange={(event) =>
          onChange({ expenseType: ExpenseType.parse(event.target.value), expenseFlag: null })
        }
        options={ExpenseType.options.map((option) => ({
          value: option,
          label: t(`registry:serviceTypes.expenseTypes.${option}`),
        }))}
      />
      {flag ? (
        <Checkbox
          label={t(`invoices:form.expenseFlag.${type as 'TK' | 'SR'}`)}
          checked={value.expenseFlag === flag}
          onChange={(event) => onChange({ expenseFlag: event.target.checked ? flag : null })}
        />
      ) : null}
      <Checkbox
        label={t('invoices:form.notHealthExpense')}
        checked={!value.healthExpense}
        onChange={(event) => onChange({ healthExpense: !event.target.checked })}
      />
    </>
  );
}
