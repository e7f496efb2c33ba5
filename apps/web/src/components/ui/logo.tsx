import clsx from 'clsx';
import { Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Studiolo wordmark, a link to the home page. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={clsx('inline-flex items-center gap-2 rounded-md font-semibold text-brand-800', className)}
      aria-label={compact ? t('appName') : undefined}
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Stethoscope aria-hidden="true" className="h-5 w-5" />
      </span>
      {compact ? null : <span className="text-lg tracking-tight">{t('appName')}</span>}
    </Link>
  );
}
