import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/marketing/components/legal-document';
import { CONTACT_EMAIL } from '../features/marketing/contact';

const sections = ['service', 'accounts', 'data', 'fiscal', 'billing', 'liability', 'law'] as const;

/** /terms-of-service */
export default function TermsOfServiceScreen() {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <LegalDocument
      title={t('common:pageTitles.terms')}
      intro={t('legal:terms.intro')}
      sections={sections.map((id) => ({
        id,
        title: t(`legal:terms.sections.${id}.title`),
        body: t(`legal:terms.sections.${id}.body`, { email: CONTACT_EMAIL }),
      }))}
    />
  );
}
