import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';

/**
 * Who did it and when: the member's name and the time. Without a person, `nobody` says who:
 * Studiolo itself (a call's first request status), or a member no longer in the team.
 */
export function Byline({
  person,
  at,
  nobody = 'system',
}: {
  person: { name: string } | null;
  at: string;
  nobody?: 'system' | 'formerMember';
}) {
  const f = useFormats();
  const { t } = useTranslation('calls');
  return (
    <span className="text-sm text-slate-600">
      {person?.name.trim() || t(`detail.${nobody}`)}
      {' · '}
      <time dateTime={at}>{f.dateTime(at)}</time>
    </span>
  );
}
