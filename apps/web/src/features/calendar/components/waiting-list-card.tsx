import { CalendarPlus, Hourglass, Trash2, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitingListInput, type WaitingListItem, type WaitingListValues } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import {
  ContractFormRoot,
  FormSelectField,
  FormStatus,
  FormTextAreaField,
  FormTextField,
  PhoneField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/spinner';
import { errorMessageKey } from '../../../lib/error-message';
import { useAddWaiting } from '../api/add-waiting';
import { useWaitingList } from '../api/get-waiting-list';
import { useRemoveWaiting } from '../api/remove-waiting';
import type { BookableService } from '../booking';
import type { CalendarDoctor } from '../calendar-view-state';
import { ChoiceGroup } from './choice-group';
import { PromoteDialog } from './promote-dialog';
import { useFormats } from '../../../lib/use-formats';

type Who = 'patient' | 'name';

/** The patient picker, given by the screen (features do not import each other). */
export type PatientField = (props: {
  label: string;
  onChange: (patientId: string | null) => void;
  error?: string;
}) => ReactNode;

interface WaitingValues {
  who: Who;
  patientId: string | null;
  patientName: string;
  phone: string;
  serviceId: string;
  notes: string;
}

function AddWaitingForm({
  services,
  patientField,
  onDone,
}: {
  services: BookableService[];
  patientField: PatientField;
  onDone: () => void;
}) {
  const { t } = useTranslation(['calendar', 'errors', 'validation']);
  const add = useAddWaiting();
  const [who, setWho] = useState<Who>('patient');
  const kit = useContractForm<WaitingValues, WaitingListValues>({
    schema: WaitingListInput,
    defaultValues: { who: 'patient', patientId: null, patientName: '', phone: '', serviceId: '', notes: '' },
    toInput: (values) => ({
      patientId: values.who === 'patient' ? values.patientId : null,
      patientName: values.who === 'name' ? values.patientName : null,
      phone: values.who === 'name' && values.phone ? values.phone : null,
      serviceId: values.serviceId || null,
      notes: values.notes,
    }),
    // One message for 'who': under the picker or under the name, whichever is shown.
    fieldOf: (path) => (path === 'patientName' && who === 'patient' ? 'patientId' : path),
    save: (input) => add.mutateAsync(input),
    onSaved: onDone,
  });
  const choose = (next: Who) => {
    setWho(next);
    kit.form.setValue('who', next, { shouldDirty: true });
  };

  return (
    <ContractFormRoot kit={kit} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <FormStatus kit={kit} errorTitle={t('waiting.saveFailed')} />
      <ChoiceGroup
        legend={t('book.who')}
        options={(['patient', 'name'] as const).map((value) => ({
          value,
          label: t(`waiting.whoOptions.${value}`),
        }))}
        value={who}
        onChange={choose}
      />
      {who === 'patient' ? (
        patientField({
          label: t('book.patient'),
          onChange: (patientId) => kit.form.setValue('patientId', patientId, { shouldDirty: true }),
          error: kit.form.formState.errors.patientId?.message,
        })
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="patientName" label={t('waiting.name')} autoComplete="off" />
          <PhoneField
            name="phone"
            label={t('waiting.phone')}
            hint={t('waiting.phoneHint')}
            autoComplete="off"
          />
        </div>
      )}
      <FormSelectField
        name="serviceId"
        label={t('book.service')}
        options={[
          { value: '', label: t('book.noService') },
          ...services.map((s) => ({ value: s.id, label: s.name })),
        ]}
      />
      <FormTextAreaField name="notes" label={t('waiting.notes')} rows={2} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton kit={kit}>{t('waiting.add')}</SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          {t('waiting.cancel')}
        </Button>
      </div>
    </ContractFormRoot>
  );
}

/**
 * The waiting list: who waits (patient or name, service, since when, status Waiting), add someone,
 * book them into a free slot ('Fissa appuntamento'), or take them off after a confirmation.
 */
export function WaitingListCard({
  services,
  doctors,
  performers,
  timelineInterval,
  canEdit,
  patientField,
}: {
  services: BookableService[];
  doctors: CalendarDoctor[];
  /** The doctors who perform a service; null when nobody is paired with it. */
  performers: (serviceId: string) => ReadonlySet<string> | null;
  timelineInterval: number;
  canEdit: boolean;
  patientField: PatientField;
}) {
  const f = useFormats();
  const { t } = useTranslation(['calendar', 'errors']);
  const list = useWaitingList();
  const remove = useRemoveWaiting();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WaitingListItem | null>(null);
  const [promoting, setPromoting] = useState<WaitingListItem | null>(null);

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <Alert title={t('waiting.loadFailed')}>{t(errorMessageKey(list.error))}</Alert>;
  else if (list.data.length === 0)
    body = (
      <div className="flex flex-col items-center py-6 text-center">
        <Hourglass aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t('waiting.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('waiting.emptyHint')}</p>
      </div>
    );
  else
    body = (
      <ol aria-label={t('waiting.title')} className="divide-y divide-slate-100">
        {list.data.map((item) => (
          <li key={item.id} aria-label={item.patientName} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {item.patientName}
                {item.phone ? (
                  <a
                    href={`tel:${item.phone}`}
                    className="ml-2 text-sm font-normal text-brand-700 underline underline-offset-2"
                  >
                    {f.phone(item.phone)}
                  </a>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {[
                  item.serviceName,
                  t('waiting.since', { date: f.dateTime(item.createdAt) }),
                  t('waiting.status'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {item.notes ? <p className="text-sm text-slate-700">{item.notes}</p> : null}
            </div>
            {canEdit ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setPromoting(item)}>
                  <CalendarPlus aria-hidden="true" className="h-4 w-4" />
                  {t('waiting.promote')}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('waiting.removeLabel', { name: item.patientName })}
                  onClick={() => setRemoving(item)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    );

  return (
    <Card
      title={t('waiting.title')}
      description={t('waiting.lead')}
      actions={
        canEdit && !adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('waiting.addOpen')}
          </Button>
        ) : null
      }
    >
      <div className="space-y-4">
        {adding ? (
          <AddWaitingForm services={services} patientField={patientField} onDone={() => setAdding(false)} />
        ) : null}
        {body}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('waiting.removeTitle')}
          description={t('waiting.removeDescription', { name: removing.patientName })}
          confirmLabel={t('waiting.remove')}
          busy={remove.isPending}
          error={
            remove.isError ? `${t('waiting.saveFailed')}: ${t(errorMessageKey(remove.error))}` : undefined
          }
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      ) : null}
      {promoting ? (
        <PromoteDialog
          item={promoting}
          doctors={doctors}
          performers={promoting.serviceId ? performers(promoting.serviceId) : null}
          services={services}
          timelineInterval={timelineInterval}
          onClose={() => setPromoting(null)}
        />
      ) : null}
    </Card>
  );
}
