import clsx from 'clsx';
import { Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Checkbox } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface Row {
  id: string;
  active: boolean;
}

export interface ListQuery<T> {
  data?: T[];
  error: Error | null;
  isPending: boolean;
}

/** How a row is written back with another state: the full body its PUT expects. */
type Save<I> = UseMutationResult<unknown, Error, { id?: string; input: I }>;
type Remove = UseMutationResult<unknown, Error, string>;

export interface RegistrySectionProps<T extends Row, I> {
  /** What the list is called (the table's caption). */
  label: string;
  query: ListQuery<T>;
  /** The rows to show: `query.data`, perhaps narrowed by a search. */
  rows: T[] | undefined;
  columns: Column<T>[];
  rowName: (row: T) => string;
  canEdit: boolean;
  addLabel: string;
  loadFailed: string;
  showInactive: boolean;
  onShowInactiveChange: (show: boolean) => void;
  /** Above the table, beside the add button: a search box, a filter. */
  filters?: ReactNode;
  /** When there is nothing at all (before any search); `add` opens the add form. */
  empty: (add: () => void) => ReactNode;
  /** When a search leaves nothing. */
  noMatch?: string;
  deleteLead: string;
  /** Titles of a failed change (deactivating, reactivating) and a failed delete, where SPEC §8 names them. */
  failureTitles?: { update: string; delete: string };
  /** A pairing is removed; everything else is deleted. */
  removal?: 'delete' | 'remove';
  save: Save<I>;
  remove: Remove;
  toInput: (row: T, active: boolean) => I;
  /** The add (no row) or edit form, in a dialog that calls `onClose` when done. */
  renderForm: (row: T | undefined, onClose: () => void) => ReactNode;
}

/**
 * One registry list: add, edit, deactivate or reactivate, delete with confirmation (and, when the
 * row is still in use, the offer to deactivate it instead). Write actions only for `canEdit`.
 */
export function RegistrySection<T extends Row, I>(props: RegistrySectionProps<T, I>) {
  const { t } = useTranslation(['registry', 'errors', 'common']);
  const { query, rows, canEdit, save, remove, removal = 'delete' } = props;
  const [editing, setEditing] = useState<{ row?: T }>();
  const [deleting, setDeleting] = useState<T>();

  const setActive = (row: T, active: boolean, onDone?: () => void) =>
    save.mutate({ id: row.id, input: props.toInput(row, active) }, { onSuccess: onDone });

  const inUse = isApiError(remove.error) && remove.error.code === 'IN_USE';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-4">
          {props.filters}
          <Checkbox
            label={t('registry:list.showInactive')}
            checked={props.showInactive}
            onChange={(event) => props.onShowInactiveChange(event.target.checked)}
            className="h-11"
          />
        </div>
        {canEdit ? (
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {props.addLabel}
          </Button>
        ) : null}
      </div>
      {save.error ? (
        <Alert title={props.failureTitles?.update}>{t(errorMessageKey(save.error))}</Alert>
      ) : null}
      {query.isPending ? (
        <Loading />
      ) : query.error ? (
        <Alert title={props.loadFailed}>{t(errorMessageKey(query.error))}</Alert>
      ) : (query.data ?? []).length === 0 ? (
        props.empty(() => setEditing({}))
      ) : (rows ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{props.noMatch}</p>
      ) : (
        <RegistryTable
          {...props}
          rows={rows ?? []}
          onEdit={(row) => setEditing({ row })}
          onActive={setActive}
          onDelete={(row) => {
            remove.reset();
            setDeleting(row);
          }}
        />
      )}
      {editing ? props.renderForm(editing.row, () => setEditing(undefined)) : null}
      {deleting ? (
        <ConfirmDialog
          title={t(`registry:list.${removal}Title`, { name: props.rowName(deleting) })}
          description={props.deleteLead}
          confirmLabel={t(`registry:list.${removal}`)}
          busy={remove.isPending || save.isPending}
          error={remove.error ? t(errorMessageKey(remove.error)) : undefined}
          errorTitle={props.failureTitles?.delete}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
        >
          {inUse && deleting.active ? (
            <div className="mb-4">
              <Button
                variant="secondary"
                onClick={() => setActive(deleting, false, () => setDeleting(undefined))}
              >
                <PowerOff aria-hidden="true" className="h-4 w-4" />
                {t('registry:list.deactivateInstead')}
              </Button>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function RegistryTable<T extends Row, I>({
  label,
  rows,
  columns,
  rowName,
  canEdit,
  removal = 'delete',
  onEdit,
  onActive,
  onDelete,
}: RegistrySectionProps<T, I> & {
  rows: T[];
  onEdit: (row: T) => void;
  onActive: (row: T, active: boolean) => void;
  onDelete: (row: T) => void;
}) {
  const { t } = useTranslation('registry');
  const [first, ...rest] = columns;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx('px-3 py-2 font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('list.status')}
            </th>
            {canEdit ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('list.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const name = rowName(row);
            return (
              <tr key={row.id} className={row.active ? undefined : 'bg-slate-50 text-slate-500'}>
                {first ? (
                  <th
                    scope="row"
                    className={clsx('px-3 py-2 text-left font-medium text-slate-900', first.className)}
                  >
                    {first.cell(row)}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.key} className={clsx('px-3 py-2 text-slate-700', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-3 py-2 whitespace-nowrap">
                  <span
                    className={clsx(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                      row.active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700',
                    )}
                  >
                    {row.active ? t('list.active') : t('list.inactive')}
                  </span>
                </td>
                {canEdit ? (
                  <td className="px-1 py-1 text-right whitespace-nowrap">
                    <IconAction
                      label={t('list.editOf', { name })}
                      icon={Pencil}
                      onClick={() => onEdit(row)}
                    />
                    <IconAction
                      label={row.active ? t('list.deactivateOf', { name }) : t('list.reactivateOf', { name })}
                      icon={row.active ? PowerOff : Power}
                      onClick={() => onActive(row, !row.active)}
                    />
                    <IconAction
                      label={t(`list.${removal}Of`, { name })}
                      icon={Trash2}
                      onClick={() => onDelete(row)}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function IconAction({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: typeof Pencil;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      <Icon aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}
