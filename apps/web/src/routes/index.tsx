import {
  ArrowRight,
  CalendarDays,
  CircleCheck,
  PhoneCall,
  ReceiptText,
  TabletSmartphone,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { FeatureCard } from '../features/marketing/components/feature-card';
import { MarketingSection } from '../features/marketing/components/marketing-section';

const features = [
  { key: 'calendar', icon: CalendarDays },
  { key: 'patients', icon: Users },
  { key: 'invoices', icon: ReceiptText },
  { key: 'signing', icon: TabletSmartphone },
  { key: 'calls', icon: PhoneCall },
] as const;

/** /: the Studiolo landing page. */
export default function HomeScreen() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 md:py-24 lg:grid-cols-[1fr_22rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {t('home.eyebrow')}
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
              {t('home.headline')}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-600">{t('home.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/crm" size="lg">
                {t('home.ctaPrimary')}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </ButtonLink>
              <ButtonLink to="/calls" size="lg" variant="secondary">
                <PhoneCall aria-hidden="true" className="h-5 w-5" />
                {t('demo.homeCta')}
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="ghost">
                {t('home.ctaSecondary')}
              </ButtonLink>
            </div>
          </div>
          <aside
            aria-labelledby="home-glance"
            className="hidden rounded-2xl border border-brand-100 bg-white p-6 shadow-lg shadow-brand-900/5 lg:block"
          >
            <h2 id="home-glance" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('home.glanceTitle')}
            </h2>
            <ul className="mt-4 space-y-3">
              {features.map((feature) => (
                <li key={feature.key} className="flex items-center gap-3 text-slate-800">
                  <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                  {t(`home.features.${feature.key}.title`)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <MarketingSection tone="muted" labelledBy="home-features">
        <h2 id="home-features" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('home.featuresTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('home.featuresLead')}</p>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard
              key={feature.key}
              icon={feature.icon}
              title={t(`home.features.${feature.key}.title`)}
              body={t(`home.features.${feature.key}.body`)}
            />
          ))}
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="home-audience">
        <div className="max-w-3xl">
          <h2 id="home-audience" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('home.audienceTitle')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.audienceBody')}</p>
        </div>
      </MarketingSection>

      <MarketingSection tone="brand" labelledBy="home-closing">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-closing" className="text-3xl font-bold tracking-tight">
              {t('home.closingTitle')}
            </h2>
            <p className="mt-3 text-lg text-brand-50">{t('home.closingBody')}</p>
          </div>
          <ButtonLink to="/contact" size="lg" variant="secondary">
            {t('home.closingCta')}
          </ButtonLink>
        </div>
      </MarketingSection>
    </>
  );
}
