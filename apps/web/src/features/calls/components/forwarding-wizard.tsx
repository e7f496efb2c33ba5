import clsx from 'clsx';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  areaCodeOfNumber,
  DEFAULT_NO_ANSWER_DELAY,
  FORWARDING_TYPES,
  ForwardingType,
  MOBILE_OPERATORS,
  MobileOperator,
  NO_ANSWER_DELAYS,
  NoAnswerDelay,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox, SelectField } from '../../../components/ui/field';
import { useFormats } from '../../../lib/use-formats';
import type { WizardAccess } from '../api/forwarding';
import { ForwardingCodes } from './forwarding-codes';
import { SetupQr } from './setup-qr';
import { TestCallStep } from './test-call-step';

/** The wizard's steps, in order (SPEC §2: city and area code, operator, type, terms, codes, test, done). */
const STEPS = ['number', 'operator', 'type', 'terms', 'codes', 'test', 'done'] as const;
type Step = (typeof STEPS)[number];
const TERMS = STEPS.indexOf('terms');

export interface ForwardingWizardProps {
  access: WizardAccess;
  /** The organization's number (E.164), which the phone forwards to. */
  number: string;
  organizationName?: string;
  /** The professional's mobile, shown in the first step: its form (signed in) or its last digits. */
  mobile: ReactNode;
  /** Which call the test waits for: forwarded from the mobile, named as far as it may be shown. */
  waitingFor: string;
  /** Whether the QR code for the phone is offered (owners and admins, signed in). */
  canShare: boolean;
}

/**
 * The step and the choices so far. The choices change on the screen at once and go into the address
 * with each step (which reruns the route's loaders): the back button goes back a step, a reload
 * stays, and the QR code's link carries them.
 */
function useChoices() {
  const [params, setParams] = useSearchParams();
  const step = Math.max(STEPS.indexOf(params.get('step') as Step), 0);
  const [operator, setOperator] = useState(() => {
    const parsed = MobileOperator.safeParse(params.get('operator'));
    return parsed.success ? parsed.data : null;
  });
  const [type, setType] = useState(() => {
    const parsed = ForwardingType.safeParse(params.get('type'));
    return parsed.success ? parsed.data : 'all';
  });
  const [delay, setDelay] = useState(() => {
    const parsed = NoAnswerDelay.safeParse(params.get('delay') ?? undefined);
    return parsed.success ? parsed.data : DEFAULT_NO_ANSWER_DELAY;
  });
  const goTo = (to: Step) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('step', to);
      if (operator) next.set('operator', operator);
      next.set('type', type);
      next.set('delay', String(delay));
      return next;
    });
  return { step, operator, setOperator, type, setType, delay, setDelay, goTo };
}

/**
 * The call-forwarding wizard (/mobile-setup): the number and its area, the operator, the kind of
 * forwarding, the terms, the codes to dial (with the QR code to continue on the phone), the test
 * call and the end. Signed in, or on a phone by a setup link.
 */
export function ForwardingWizard(props: ForwardingWizardProps) {
  const { t } = useTranslation('calls');
  const { step, operator, setOperator, type, setType, delay, setDelay, goTo } = useChoices();
  // A link from the QR code opens at the codes: the terms were accepted where it was made.
  const [accepted, setAccepted] = useState(step > TERMS);
  const [error, setError] = useState<string | null>(null);
  const [tested, setTested] = useState(false);
  const onDetected = useCallback((detected: boolean) => setTested(detected), []);
  const current = !accepted && step > TERMS ? TERMS : step;
  const key = STEPS[current]!;

  const go = (to: number) => {
    setError(null);
    goTo(STEPS[to]!);
    window.scrollTo({ top: 0 });
  };
  const next = () => {
    if (key === 'operator' && !operator) return setError(t('wizard.operator.required'));
    if (key === 'terms' && !accepted) return setError(t('wizard.terms.required'));
    go(current + 1);
  };
  const choiceParams = new URLSearchParams({ operator: operator ?? 'other', type, delay: String(delay) });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-1">
        {props.organizationName ? <p className="text-sm text-slate-600">{props.organizationName}</p> : null}
        <h1 className="text-2xl font-bold text-slate-900">{t('wizard.title')}</h1>
        <p className="text-sm text-slate-600">{t('wizard.lead')}</p>
      </header>
      <ol aria-label={t('wizard.progress')} className="flex flex-wrap gap-1.5">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={clsx(
              'rounded-full px-2.5 py-1 text-xs font-medium',
              index === current
                ? 'bg-brand-700 text-white'
                : index < current
                  ? 'bg-brand-50 text-brand-800'
                  : 'bg-slate-100 text-slate-600',
            )}
          >
            {index + 1}. {t(`wizard.steps.${name}`)}
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="wizard-step"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div>
          <p className="text-brand-800 text-xs font-semibold tracking-wide uppercase">
            {t('wizard.stepOf', { step: current + 1, count: STEPS.length })}
          </p>
          <h2 id="wizard-step" className="mt-1 text-lg font-semibold text-slate-900">
            {t(`wizard.steps.${key}`)}
          </h2>
        </div>
        {error ? <Alert>{error}</Alert> : null}
        {key === 'number' ? <NumberStep number={props.number} mobile={props.mobile} /> : null}
        {key === 'operator' ? (
          <OperatorStep
            value={operator}
            onChange={(value) => {
              setError(null);
              setOperator(value);
            }}
          />
        ) : null}
        {key === 'type' ? (
          <TypeStep
            type={type}
            delay={delay}
            onChange={(value, seconds) => {
              setType(value);
              setDelay(seconds);
            }}
          />
        ) : null}
        {key === 'terms' ? (
          <div className="space-y-4">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>{t('wizard.terms.charges')}</li>
              <li>{t('wizard.terms.credit')}</li>
              <li>{t('wizard.terms.activation')}</li>
              <li>{t('wizard.terms.undo')}</li>
            </ul>
            <Checkbox
              label={t('wizard.terms.accept')}
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setError(null);
              }}
            />
            {props.canShare ? <SetupQr accepted={accepted} choices={choiceParams} /> : null}
          </div>
        ) : null}
        {key === 'codes' ? (
          <ForwardingCodes number={props.number} operator={operator ?? 'other'} type={type} delay={delay} />
        ) : null}
        {key === 'test' ? (
          <TestCallStep
            access={props.access}
            number={props.number}
            waitingFor={props.waitingFor}
            type={type}
            delay={delay}
            onDetected={onDetected}
          />
        ) : null}
        {key === 'done' ? <DoneStep access={props.access} type={type} tested={tested} /> : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-4">
          {current > 0 && key !== 'done' ? (
            <Button variant="secondary" onClick={() => go(current - 1)}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {key === 'test' ? (
            <Button onClick={() => go(current + 1)} variant={tested ? 'primary' : 'ghost'}>
              {t(tested ? 'wizard.next' : 'wizard.test.skip')}
            </Button>
          ) : key !== 'done' ? (
            <Button onClick={next}>{t('wizard.next')}</Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** Step 1: the number the phone will forward to, its city and area code, and the mobile it rings. */
function NumberStep({ number, mobile }: { number: string; mobile: ReactNode }) {
  const { t } = useTranslation('calls');
  const f = useFormats();
  const area = areaCodeOfNumber(number);
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('wizard.number.number')}</dt>
          <dd className="text-xl font-semibold text-slate-900">{f.phone(number)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('wizard.number.area')}</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {area ? t('wizard.number.areaValue', { ...area }) : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">{t('wizard.number.lead')}</p>
      {mobile}
    </div>
  );
}

/** One choice of a radio group, drawn as a card that is highlighted when chosen. */
function RadioCard({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3',
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="accent-brand-700 mt-1"
      />
      {children}
    </label>
  );
}

/** Step 2: the operator of the professional's mobile. */
function OperatorStep({
  value,
  onChange,
}: {
  value: MobileOperator | null;
  onChange: (value: MobileOperator) => void;
}) {
  const { t } = useTranslation('calls');
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-slate-700">{t('wizard.operator.lead')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {MOBILE_OPERATORS.map((operator) => (
          <RadioCard
            key={operator}
            name="operator"
            value={operator}
            checked={value === operator}
            onSelect={() => onChange(operator)}
          >
            <span className="text-sm font-medium">{t(`wizard.operators.${operator}`)}</span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

/** Step 3: when the phone forwards; not answered, after how many seconds of ringing. */
function TypeStep({
  type,
  delay,
  onChange,
}: {
  type: ForwardingType;
  delay: number;
  onChange: (type: ForwardingType, delay: number) => void;
}) {
  const { t } = useTranslation('calls');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-3 text-sm text-slate-700">{t('wizard.type.lead')}</legend>
      {FORWARDING_TYPES.map((option) => (
        <RadioCard
          key={option}
          name="forwarding-type"
          value={option}
          checked={type === option}
          onSelect={() => onChange(option, delay)}
        >
          <span>
            <span className="block text-sm font-medium text-slate-900">{t(`wizard.type.${option}`)}</span>
            <span className="block text-sm text-slate-600">{t(`wizard.type.${option}Hint`)}</span>
          </span>
        </RadioCard>
      ))}
      {type === 'noAnswer' ? (
        <SelectField
          label={t('wizard.type.delay')}
          value={String(delay)}
          onChange={(event) => onChange(type, Number(event.target.value))}
          options={NO_ANSWER_DELAYS.map((seconds) => ({
            value: String(seconds),
            label: t('wizard.type.seconds', { count: seconds }),
          }))}
          containerClassName="max-w-xs pt-2"
        />
      ) : null}
    </fieldset>
  );
}

/** The end: forwarding is on (and tested, or still to be), how to undo it, back to the calls. */
function DoneStep({ access, type, tested }: { access: WizardAccess; type: ForwardingType; tested: boolean }) {
  const { t } = useTranslation('calls');
  return (
    <div className="space-y-4">
      <Alert
        tone={tested ? 'success' : 'info'}
        title={t(tested ? 'wizard.done.tested' : 'wizard.done.untested')}
      >
        <p>{t(`wizard.done.summary.${type}`)}</p>
      </Alert>
      <p className="text-sm text-slate-700">{t('wizard.done.undo')}</p>
      {access.kind === 'session' ? (
        <ButtonLink to="/calls-m">{t('wizard.done.toCalls')}</ButtonLink>
      ) : (
        <p className="text-sm text-slate-700">{t('wizard.done.close')}</p>
      )}
    </div>
  );
}
