import { Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketingSection } from '../features/marketing/components/marketing-section';
import { CONTACT_EMAIL, PRIVACY_EMAIL } from '../features/marketing/contact';

const channels: { key: 'general' | 'privacy'; email: string; icon: LucideIcon }[] = [
  { key: 'general', email: CONTACT_EMAIL, icon: Mail },
  { key: 'privacy', email: PRIVACY_EMAIL, icon: ShieldCheck },
];

/** /contact: how to reach Studiolo (email only, no form). */
export default function ContactScreen() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('contact.headline')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('contact.lead')}</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {channels.map((channel) => (
          <section
            key={channel.key}
            aria-labelledby={`contact-${channel.key}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <channel.icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
            <h2 id={`contact-${channel.key}`} className="mt-4 text-lg font-semibold text-slate-900">
              {t(`contact.${channel.key}Title`)}
            </h2>
            <p className="mt-2 text-slate-600">{t(`contact.${channel.key}Body`)}</p>
            <p className="mt-4 flex flex-col text-sm text-slate-600">
              <span className="font-medium text-slate-500">{t('contact.emailLabel')}</span>
              <a
                href={`mailto:${channel.email}`}
                className="text-base font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {channel.email}
              </a>
            </p>
          </section>
        ))}
      </div>
    </MarketingSection>
  );
}
