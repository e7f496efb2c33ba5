import {
  ArrowRight,
  CalendarDays,
  PhoneCall,
  ReceiptText,
  ShieldCheck,
  Stethoscope,
  TabletSmartphone,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { FeatureCard } from '../features/marketing/components/feature-card';
import { MarketingSection } from '../features/marketing/components/marketing-section';

const sections = [
  { key: 'calendar', icon: CalendarDays },
  { key: 'patients', icon: Users },
  { key: 'invoices', icon: ReceiptText },
  { key: 'signing', icon: TabletSmartphone },
  { key: 'team', icon: Stethoscope },
  { key: 'calls', icon: PhoneCall },
] as const;

/** /crm: the product page for clinics. */
export default function CrmScreen() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto max-w-6xl px-6 py-16 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('crm.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
            {t('crm.headline')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">{t('crm.lead')}</p>
          <ButtonLink to="/contact" size="lg" className="mt-8">
            {t('crm.cta')}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ButtonLink>
        </div>
      </section>
      <MarketingSection tone="muted">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <FeatureCard
              key={section.key}
              icon={section.icon}
              title={t(`crm.sections.${section.key}.title`)}
              body={t(`crm.sections.${section.key}.body`)}
            />
          ))}
        </div>
      </MarketingSection>
      <MarketingSection labelledBy="crm-privacy">
        <div className="flex max-w-3xl gap-4">
          <ShieldCheck aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-brand-700" />
          <div>
            <h2 id="crm-privacy" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('crm.privacyTitle')}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{t('crm.privacyBody')}</p>
          </div>
        </div>
      </MarketingSection>
    </>
  );
}
