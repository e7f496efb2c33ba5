import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PatientSummary } from '@studiolo/contracts';
import { bornText } from './born';
import { fullName } from './format';

/** Patients an entry may duplicate, each a link to their record (a new tab), with the birth and `detail`. */
export function PatientMatchList({
  matches,
  detail,
}: {
  matches: PatientSummary[];
  detail: (match: PatientSummary) => string | null;
}) {
  const { t } = useTranslation('patients');
  return (
    <ul className="list-disc space-y-1 pl-5">
      {matches.map((match) => (
        <li key={match.id}>
          <Link
            to={`/patients/${match.id}`}
            target="_blank"
            className="font-medium underline underline-offset-2"
          >
            {fullName(match)}
          </Link>
          {[bornText(t, match), detail(match)].filter(Boolean).map((part) => `, ${part}`)}
        </li>
      ))}
    </ul>
  );
}
