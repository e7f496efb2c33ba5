import { useTranslation } from 'react-i18next';
import { DoctorInput, formatPhone, type Doctor, type DoctorValues } from '@studiolo/contracts';
import {
  ContractFormDialog,
  FormSwitch,
  FormTextField,
  PhoneField,
  useFieldError,
  useFormValue,
} from '../../../components/form';
import { useSaveDoctor } from '../api/save-doctor';
import { ColorField, PRESET_COLORS } from './color-field';
import { nextDoctorColor } from './doctor-color';
import { useRegistryForm } from './registry-form';

interface DoctorFormValues {
  title: string;
  firstName: string;
  lastName: string;
  specialty: string;
  email: string;
  phone: string;
  color: string;
  active: boolean;
}

/** The calendar colour, bound to the form. */
function DoctorColorField() {
  const [color, setColor] = useFormValue<string>('color');
  return <ColorField value={color} onChange={setColor} error={useFieldError('color')} />;
}

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
  const kit = useRegistryForm<DoctorFormValues, DoctorValues>({
    schema: DoctorInput,
    save: useSaveDoctor(),
    id: doctor?.id,
    onSaved: onClose,
    defaultValues: {
      title: doctor?.title ?? '',
      firstName: doctor?.firstName ?? '',
      lastName: doctor?.lastName ?? '',
      specialty: doctor?.specialty ?? '',
      email: doctor?.email ?? '',
      phone: doctor?.phone ? formatPhone(doctor.phone) : '',
      // A new doctor gets the palette's least used colour, which can be changed.
      color:
        doctor?.color ??
        nextDoctorColor(
          Object.values(PRESET_COLORS),
          colleagues.map((d) => d.color),
        ),
      active: doctor?.active ?? true,
    },
  });
  return (
    <ContractFormDialog
      kit={kit}
      title={doctor ? t('doctors.form.editTitle') : t('doctors.form.createTitle')}
      submitLabel={doctor ? t('form.save') : t('doctors.add')}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <FormTextField
          name="title"
          label={t('doctors.form.title')}
          placeholder={t('doctors.form.titlePlaceholder')}
        />
        <FormTextField name="firstName" label={t('doctors.form.firstName')} autoComplete="off" />
      </div>
      <FormTextField name="lastName" label={t('doctors.form.lastName')} autoComplete="off" />
      <FormTextField name="specialty" label={t('doctors.form.specialty')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="email" label={t('doctors.form.email')} type="email" autoComplete="off" />
        <PhoneField
          name="phone"
          label={t('doctors.form.phone')}
          autoComplete="off"
          hint={t('doctors.form.phoneHint')}
        />
      </div>
      <DoctorColorField />
      <FormSwitch name="active" label={t('form.active')} description={t('doctors.form.activeHint')} />
    </ContractFormDialog>
  );
}
