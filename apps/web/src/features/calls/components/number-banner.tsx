import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CreateCheckoutInput,
  hasCallsNumber,
  type CallsNumberState,
  italianAreaCode,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { ContractFormRoot, FormStatus, SubmitButton, useContractForm } from '../../../components/form';
import { useFormats } from '../../../lib/use-formats';
import { useCallsNumber } from '../api/calls-number';
import { useCreateCheckout } from '../api/create-checkout';
import { useNumberRegions } from '../api/get-number-regions';
import { ActivationSteps } from './activation-steps';

const box = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * 'Your number' on /calls-m: the organization's number, which opens the forwarding instructions
 * (/mobile-setup); before it is assigned, when it is expected; without one, the choice of its area
 * prefix (owners and admins).
 */
export function NumberBanner({ canRequest, state }: { canRequest: boolean; state: CallsNumberState }) {
  const { t } = useTranslation(['calls', 'errors']);
  const formats = useFormats();
  // The auth state says which banner; the number and its expected time come with the number itself.
  const { data: number } = useCallsNumber(state.callsNumberStatus !== 'none');
  if (state.callsNumberStatus === 'none') {
    return canRequest ? <RegionStep /> : <Alert tone="info">{t('calls:number.noneMember')}</Alert>;
  }
  if (!number) return null;
  if (state.hasCallsNumber && hasCallsNumber(number)) {
    return (
      <section aria-labelledby="your-number" className={`${box} flex flex-wrap items-center gap-3`}>
        <Phone aria-hidden="true" className="text-brand-700 h-5 w-5" />
        <h2 id="your-number" className="text-sm font-medium text-slate-600">
          {t('calls:number.yours')}
        </h2>
        {/* The whole sentence opens the instructions, not the number alone. */}
        <Link
          to="/mobile-setup"
          className="group flex flex-wrap items-baseline gap-x-3 gap-y-1 underline-offset-2"
        >
          <span className="text-brand-800 text-lg font-semibold group-hover:underline">
            {formats.phone(number.number!)}
          </span>
          <span className="text-sm text-slate-600 group-hover:underline">{t('calls:number.forwarding')}</span>
        </Link>
      </section>
    );
  }
  if (state.callsNumberStatus === 'requested' && number.status === 'requested') {
    const code = italianAreaCode(number.requestedPrefix ?? '');
    return (
      <Alert tone="info" title={t('calls:number.requestedTitle')}>
        <p>
          {t('calls:number.requested', {
            prefix: number.requestedPrefix,
            district: code?.district ?? '',
            expectedBy: formats.dateTime(number.expectedBy),
          })}
        </p>
      </Alert>
    );
  }
  return null;
}

/**
 * Step 3 of 4: the region and area prefix of the number, then on to step 4, the subscription's
 * checkout (the owner pays; the number is requested once the payment is confirmed).
 */
function RegionStep() {
  const { t } = useTranslation(['calls', 'errors', 'validation']);
  const [noUrl, setNoUrl] = useState(false);
  const regions = useNumberRegions();
  const checkout = useCreateCheckout();
  // Choosing a region is not work to lose: leaving (or going to pay) is never asked about.
  const kit = useContractForm<
    { region: string; prefix: string },
    CreateCheckoutInput,
    { url: string | null }
  >({
    schema: CreateCheckoutInput,
    defaultValues: { region: '', prefix: '' },
    toInput: ({ prefix }) => ({ prefix: prefix || undefined }),
    // 'Choose a region' goes under the region, the first of the two to choose.
    fieldOf: (path) => (path === 'prefix' ? 'region' : path),
    guard: false,
    save: (input) => {
      setNoUrl(false);
      return checkout.mutateAsync(input);
    },
    onSaved: ({ url }) => (url ? window.location.assign(url) : setNoUrl(true)),
  });
  const [region, prefix] = kit.form.watch(['region', 'prefix']);
  const prefixes = regions.data?.find((entry) => entry.region === region)?.prefixes ?? [];
  const choose = (field: 'region' | 'prefix', value: string) =>
    kit.form.setValue(field, value, { shouldDirty: true });

  return (
    <section aria-labelledby="number-region" className={`${box} space-y-3`}>
      <ActivationSteps current={3} />
      <p className="text-brand-800 text-xs font-semibold tracking-wide uppercase">{t('calls:number.step')}</p>
      <h2 id="number-region" className="text-lg font-semibold text-slate-900">
        {t('calls:number.chooseTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('calls:number.chooseLead')}</p>
      {regions.error ? (
        <Alert>{t('calls:number.regionsFailed')}</Alert>
      ) : (
        <ContractFormRoot kit={kit} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <SelectField
            label={t('calls:number.region')}
            value={region}
            disabled={!regions.data}
            onChange={(event) => {
              const next = event.target.value;
              choose('region', next);
              choose(
                'prefix',
                regions.data?.find((entry) => entry.region === next)?.prefixes[0]?.prefix ?? '',
              );
              kit.form.clearErrors('region');
            }}
            options={[
              { value: '', label: t('calls:number.chooseRegion') },
              ...(regions.data ?? []).map((entry) => ({ value: entry.region, label: entry.region })),
            ]}
            error={kit.form.formState.errors.region?.message}
          />
          <SelectField
            label={t('calls:number.prefix')}
            value={prefix}
            disabled={!region}
            onChange={(event) => choose('prefix', event.target.value)}
            options={prefixes.map((code) => ({
              value: code.prefix,
              label: `${code.prefix} · ${code.district}`,
            }))}
          />
          <div className="sm:mt-7">
            <SubmitButton kit={kit} disabled={checkout.isPending || !regions.data}>
              {t('calls:number.continueToPayment')}
            </SubmitButton>
          </div>
        </ContractFormRoot>
      )}
      <p className="text-sm text-slate-600">{t('calls:number.paymentNote')}</p>
      {noUrl ? <Alert>{t('calls:number.noCheckoutUrl')}</Alert> : null}
      <FormStatus kit={kit} />
    </section>
  );
}
