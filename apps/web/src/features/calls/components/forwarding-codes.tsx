import clsx from 'clsx';
import { Check, Copy, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialHref, forwardingCodes, type ForwardingType, type MobileOperator } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';

/** One code: written large, copied with a button, dialled with a tel: link (# written %23). */
function CodeRow({ label, code, wide = false }: { label: string; code: string; wide?: boolean }) {
  const { t } = useTranslation('calls');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <li className={clsx('rounded-xl border border-slate-200 p-4', wide && 'sm:col-span-2')}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 font-mono text-xl font-semibold tracking-wide break-all text-slate-900">{code}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={copy} aria-label={t('wizard.codes.copy', { label })}>
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {t('wizard.codes.copyShort')}
        </Button>
        <a
          className={buttonClasses('primary')}
          href={dialHref(code)}
          aria-label={t('wizard.codes.call', { label })}
        >
          <PhoneCall aria-hidden="true" className="h-4 w-4" />
          {t('wizard.codes.callShort')}
        </a>
        <span role="status" className="text-sm text-slate-600">
          {copied === 'yes'
            ? t('wizard.codes.copied')
            : copied === 'no'
              ? t('wizard.codes.copyFailed')
              : null}
        </span>
      </div>
    </li>
  );
}

/**
 * The codes of the chosen forwarding for the organization's number: the one that turns it on, the
 * one that turns it off and the one that turns every forwarding off; then the operator's notes.
 */
export function ForwardingCodes({
  number,
  operator,
  type,
  delay,
}: {
  number: string;
  operator: MobileOperator;
  type: ForwardingType;
  delay: number;
}) {
  const { t } = useTranslation('calls');
  const codes = forwardingCodes(number, type, delay);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('wizard.codes.lead')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        <CodeRow label={t('wizard.codes.activate')} code={codes.activate} wide />
        <CodeRow label={t('wizard.codes.deactivate')} code={codes.deactivate} />
        <CodeRow label={t('wizard.codes.deactivateAll')} code={codes.deactivateAll} />
      </ul>
      <Alert
        tone="info"
        title={t('wizard.codes.notesTitle', { operator: t(`wizard.operators.${operator}`) })}
      >
        <ul className="list-disc space-y-1 pl-4">
          <li>{t('wizard.codes.credit')}</li>
          <li>{t('wizard.codes.delay')}</li>
          <li>{t(operator === 'other' ? 'wizard.codes.otherOperator' : 'wizard.codes.sameCodes')}</li>
        </ul>
      </Alert>
    </div>
  );
}
