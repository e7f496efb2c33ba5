import { useTranslation } from 'react-i18next';
import { DoctorInput, type Doctor } from '@studiolo/contracts';
import { Switch, TextField } from '../../../components/ui/field';
import { useSaveDoctor } from '../api/save-doctor';
import { ColorField, PRESET_COLORS } from './color-field';
import { nextDoctorColor } from './doctor-color';
import { FormDialog, useRegistryForm } from './registry-form';

/** Adds a doctor or edits one: name and title, specialty, contacts, calendar colour, state. */
export function DoctorForm({
  doctor,
  colleagues,
  onClose,
}: {
  doctor?: Doctor;
  /** The doctors already listed: a new one gets a colour none of them has. */
  colleagues: readonly Doctor[];
  onClose: () => void;
}) {
  const { t } = useTranslation('registry');
  const form = useRegistryForm(DoctorInput, useSaveDoctor(), doctor?.id, () => ({
    title: doctor?.title ?? '',
    firstName: doctor?.firstName ?? '',
    lastName: doctor?.lastName ?? '',
    specialty: doctor?.specialty ?? '',
    email: doctor?.email ?? '',
    phone: doctor?.phone ?? '',
    // A new doctor gets the palette's least used colour, which can be changed.
    color:
      doctor?.color ??
      nextDoctorColor(
        Object.values(PRESET_COLORS),
        colleagues.map((d) => d.color),
      ),
    active: doctor?.active ?? true,
  }));
  return (
    <FormDialog
      title={doctor ? t('doctors.form.editTitle') : t('doctors.form.createTitle')}
      submitLabel={doctor ? t('form.save') : t('doctors.add')}
      busy={form.busy}
      error={form.formError}
      onSubmit={() => form.submit(form.values, onClose)}
      onClose={onClose}
      formRef={form.formRef}
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          label={t('doctors.form.title')}
          placeholder={t('doctors.form.titlePlaceholder')}
          {...form.field('title')}
        />
        <TextField label={t('doctors.form.firstName')} autoComplete="off" {...form.field('firstName')} />
      </div>
      <TextField label={t('doctors.form.lastName')} autoComplete="off" {...form.field('lastName')} />
      <TextField label={t('doctors.form.specialty')} {...form.field('specialty')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('doctors.form.email')} type="email" autoComplete="off" {...form.field('email')} />
        <TextField
          label={t('doctors.form.phone')}
          type="tel"
          autoComplete="off"
          placeholder="+39 333 123 4567"
          hint={t('doctors.form.phoneHint')}
          {...form.field('phone')}
        />
      </div>
      <ColorField
        value={form.values.color}
        onChange={(color) => form.set({ color })}
        error={form.errors.color}
      />
      <Switch
        label={t('form.active')}
        description={t('doctors.form.activeHint')}
        checked={form.values.active}
        onChange={(active) => form.set({ active })}
      />
    </FormDialog>
  );
}
