import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/marketing/components/legal-document';
import { PRIVACY_EMAIL } from '../features/marketing/contact';

const sections = ['roles', 'data', 'purposes', 'security', 'retention', 'rights', 'contact'] as const;

/** /privacy-policy */
export default function PrivacyPolicyScreen() {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <LegalDocument
      title={t('common:pageTitles.privacy')}
      intro={t('legal:privacy.intro')}
      sections={sections.map((id) => ({
        id,
        title: t(`legal:privacy.sections.${id}.title`),
        body: t(`legal:privacy.sections.${id}.body`, { email: PRIVACY_EMAIL }),
      }))}
    />
  );
}
