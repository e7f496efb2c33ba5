import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/field';
import { PatientMatchList } from './patient-match-list';

export interface DuplicateAcknowledgement {
  reviewedExisting: boolean;
  confirmedSeparateRecord: boolean;
}

/**
 * Another patient has this tax code (SPEC §5): who, with a link to their record, and the two boxes
 * the user ticks to save anyway. `message` is the server's refusal when saving was tried.
 */
export function DuplicateTaxCodeBox({
  matches,
  acknowledgement,
  onChange,
  message,
}: {
  matches: PatientSummary[];
  acknowledgement: DuplicateAcknowledgement;
  onChange: (acknowledgement: DuplicateAcknowledgement) => void;
  message?: string;
}) {
  const { t } = useTranslation('patients');
  return (
    <Alert tone={message ? 'error' : 'warning'} title={t('duplicate.title')}>
      {message ? <p className="font-medium">{message}</p> : <p>{t('duplicate.lead')}</p>}
      <PatientMatchList
        matches={matches}
        detail={(match) => match.city && t('livesIn', { city: match.city })}
      />
      <div className="space-y-2 pt-2">
        <Checkbox
          label={t('duplicate.reviewedExisting')}
          checked={acknowledgement.reviewedExisting}
          onChange={(event) => onChange({ ...acknowledgement, reviewedExisting: event.target.checked })}
        />
        <Checkbox
          label={t('duplicate.confirmedSeparateRecord')}
          checked={acknowledgement.confirmedSeparateRecord}
          onChange={(event) =>
            onChange({ ...acknowledgement, confirmedSeparateRecord: event.target.checked })
          }
        />
      </div>
    </Alert>
  );
}
