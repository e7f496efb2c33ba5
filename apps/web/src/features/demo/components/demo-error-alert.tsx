import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { DemoError } from '../demo-errors';

/** One of the demo's messages in an alert; when the demo is not available, the way to reach support. */
export function DemoErrorAlert({ error, children }: { error: DemoError; children?: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <Alert>
      <p>{t(`demo.errors.${error.key}`, { count: error.count ?? 0 })}</p>
      {error.key === 'DEMO_UNAVAILABLE' ? (
        <p>
          <Link to="/contact" className="font-medium underline underline-offset-2">
            {t('demo.errors.contactSupport')}
          </Link>
        </p>
      ) : null}
      {children}
    </Alert>
  );
}
