import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Doctor, type DoctorValues } from '@studiolo/contracts';
import { TextField } from '../../../components/ui/field';
import { useDeleteDoctor } from '../api/delete-doctor';
import { useDoctors } from '../api/get-doctors';
import { useSaveDoctor } from '../api/save-doctor';
import { ColorSwatch } from './color-field';
import { DoctorForm } from './doctor-form';
import { doctorName } from './doctor-name';
import { NoDoctors } from './no-doctors';
import { RegistrySection, type Column } from './registry-section';
import { useFormats } from '../../../lib/use-formats';

/** The full body a doctor's PUT expects, with another state. */
function toInput(doctor: Doctor, active: boolean): DoctorValues {
  const { title, firstName, lastName, specialty, email, phone, color } = doctor;
  return { title, firstName, lastName, specialty, email, phone, color, active };
}

function matches(doctor: Doctor, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = [doctorName(doctor), doctor.specialty, doctor.email, doctor.phone]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

/** /doctors: the clinic's doctors, searchable; add, edit, deactivate, delete. */
export function DoctorsPanel({ canEdit }: { canEdit: boolean }) {
  const f = useFormats();
  const { t } = useTranslation('registry');
  const [showInactive, setShowInactive] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDoctors(showInactive);
  const save = useSaveDoctor();
  const remove = useDeleteDoctor();
  const columns: Column<Doctor>[] = [
    { key: 'name', header: t('doctors.columns.name'), cell: doctorName },
    {
      key: 'specialty',
      header: t('doctors.columns.specialty'),
      cell: (doctor) => doctor.specialty ?? '—',
    },
    {
      key: 'color',
      header: t('doctors.columns.color'),
      cell: (doctor) => (
        <ColorSwatch color={doctor.color} label={t('doctors.colorOf', { color: doctor.color })} />
      ),
    },
    {
      key: 'contacts',
      header: t('doctors.columns.contacts'),
      cell: (doctor) => (
        <div className="space-y-0.5">
          {doctor.email ? <div className="break-all">{doctor.email}</div> : null}
          {doctor.phone ? <div className="whitespace-nowrap">{f.phone(doctor.phone)}</div> : null}
          {!doctor.email && !doctor.phone ? '—' : null}
        </div>
      ),
    },
  ];
  return (
    <RegistrySection
      label={t('doctors.title')}
      query={query}
      rows={query.data?.filter((doctor) => matches(doctor, search))}
      columns={columns}
      rowName={doctorName}
      canEdit={canEdit}
      addLabel={t('doctors.add')}
      loadFailed={t('doctors.loadFailed')}
      showInactive={showInactive}
      onShowInactiveChange={setShowInactive}
      filters={
        <TextField
          type="search"
          label={t('doctors.search')}
          placeholder={t('doctors.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="w-full sm:w-72"
        />
      }
      empty={(add) => <NoDoctors canEdit={canEdit} onAdd={add} />}
      noMatch={t('doctors.noMatch')}
      deleteLead={t('doctors.deleteLead')}
      save={save}
      remove={remove}
      toInput={toInput}
      // A new doctor's colour is chosen among the listed doctors': the form waits for the list (an
      // 'Aggiungi medico' clicked while it loads, just after a reload, would otherwise offer a taken colour).
      renderForm={(doctor, onClose) =>
        query.isPending ? null : (
          <DoctorForm doctor={doctor} colleagues={query.data ?? []} onClose={onClose} />
        )
      }
    />
  );
}
