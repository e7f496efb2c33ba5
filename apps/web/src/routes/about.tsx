import { Code2, HeartHandshake, Lock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../features/marketing/components/feature-card';
import { MarketingSection } from '../features/marketing/components/marketing-section';
import { SOURCE_CODE_PATH } from '../lib/source-code';

const values = [
  { key: 'privacy', icon: Lock },
  { key: 'simplicity', icon: HeartHandshake },
  { key: 'italy', icon: MapPin },
] as const;

/** /about: who makes Studiolo and why. */
export default function AboutScreen() {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <>
      <MarketingSection>
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('common:pageTitles.about')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">
            {t('marketing:about.headline')}
          </h1>
          <p className="mt-6 text-lg text-slate-600">{t('marketing:about.body1')}</p>
          <p className="mt-4 text-lg text-slate-600">{t('marketing:about.body2')}</p>
        </div>
      </MarketingSection>
      <MarketingSection tone="muted" labelledBy="about-values">
        <h2 id="about-values" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('marketing:about.valuesTitle')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <FeatureCard
              key={value.key}
              icon={value.icon}
              title={t(`marketing:about.values.${value.key}.title`)}
              body={t(`marketing:about.values.${value.key}.body`)}
            />
          ))}
        </div>
      </MarketingSection>
      <MarketingSection labelledBy="about-licence">
        <div className="max-w-3xl">
          <h2 id="about-licence" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('marketing:about.licenceTitle')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('marketing:about.licenceBody')}</p>
          <a
            href={SOURCE_CODE_PATH}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900"
          >
            <Code2 aria-hidden="true" className="size-5" />
            {t('marketing:about.licenceLink')}
          </a>
        </div>
      </MarketingSection>
    </>
  );
}
