import type { DocumentType, Locale } from '@studiolo/contracts';

/**
 * Studiolo's built-in consent texts (template version 0), used until the clinic saves its own. They
 * are a sound starting point, not legal advice: the clinic reviews them (Settings → Documents).
 * Format: a blank line between paragraphs, '# ' a heading, '- ' an item of a list.
 *
 * Edition 2 (2026-11, issue #26) speaks as whoever signs, in their gender and number: the patient,
 * or a minor's parents ('La sottoscritta Anna Neri, in qualità di genitore esercente la
 * responsabilità genitoriale su Sofia Neri…'), and says 'nata il … a Roma / in Francia'. A change of
 * these texts is a new edition: documents already sent keep theirs (`template_edition`). Edition 3
 * (issue #26 point 5): the privacy notice asks no consent for care, the patient signs for receipt, and it
 * states the configured processors, transfers, the DPO and the calls add-on (`privacy.*`).
 */
export const DEFAULT_TEMPLATES_EDITION = 3;

export const DEFAULT_TEMPLATES: Record<DocumentType, Record<Locale, { title: string; body: string }>> = {
  general_consent: {
    it: {
      title: 'Consenso generale alle prestazioni',
      body: `# Consenso generale alle prestazioni sanitarie

{{signers.opening}}, {{patient.born}},

{{signers:dichiara|dichiarano}} di rivolgersi liberamente a {{organization.name}}, {{organization.address}}, per ricevere le prestazioni sanitarie necessarie.

# {{signers:Dichiara|Dichiarano}} inoltre

- di essere {{signers:stato informato|stata informata|stati informati|state informate}} che ogni prestazione sarà preceduta, quando necessario, da un'informazione specifica sulla sua natura, sui benefici, sui rischi e sulle alternative, e da un consenso dedicato;
- di aver fornito informazioni veritiere e complete sullo stato di salute, sui farmaci assunti e su allergie o intolleranze note, e di impegnarsi a comunicarne ogni variazione;
- di aver preso visione del regolamento dello studio, degli orari e delle modalità di disdetta degli appuntamenti;
- di sapere che il presente consenso può essere revocato in qualsiasi momento, senza conseguenze sulle prestazioni già eseguite.

{{signers.agreement}}

Data: {{document.date}}`,
    },
    en: {
      title: 'General consent to care',
      body: `# General consent to healthcare services

{{signers.opening}}, {{patient.born}},

declare that {{signers:I|we}} freely turn to {{organization.name}}, {{organization.address}}, to receive the healthcare services needed.

# {{signers:I|We}} also declare that

- {{signers:I|we}} have been told that each service will be preceded, where needed, by specific information on its nature, benefits, risks and alternatives, and by a dedicated consent;
- {{signers:I|we}} have given true and complete information about the state of health, the medicines taken and any known allergy or intolerance, and will report any change;
- {{signers:I|we}} have read the practice's rules, its opening hours and how to cancel an appointment;
- {{signers:I|we}} know this consent may be withdrawn at any time, without effect on the services already provided.

{{signers.agreement}}

Date: {{document.date}}`,
    },
  },
  privacy_consent: {
    it: {
      title: 'Informativa sul trattamento dei dati personali',
      body: `# Informativa sul trattamento dei dati personali (artt. 13 e 9 Reg. UE 2016/679 - GDPR)

Titolare del trattamento è {{organization.legalName}} ({{organization.name}}), {{organization.address}}, codice fiscale / partita IVA {{organization.taxCode}} {{organization.vatNumber}}, email {{organization.email}}.

{{privacy.dpo}}

# Quali dati trattiamo

Dati anagrafici e di contatto, codice fiscale e dati relativi alla salute (categoria particolare di dati, art. 9 GDPR) raccolti durante le prestazioni.

# Perché e su quale base giuridica

- Diagnosi, cura e prestazioni sanitarie richieste: art. 9, par. 2, lett. h) GDPR, con il segreto professionale; per le cure non serve il Suo consenso al trattamento dei dati. Il conferimento è necessario per ricevere le prestazioni.
- Adempimenti amministrativi, contabili e fiscali, compresa la trasmissione delle spese sanitarie al Sistema Tessera Sanitaria per la dichiarazione precompilata: obbligo di legge (art. 6, par. 1, lett. c). Lei può opporsi a tale trasmissione chiedendolo al momento della prestazione.
- Promemoria degli appuntamenti e comunicazioni organizzative via email o telefono: esecuzione del rapporto di cura.
- Solo per finalità facoltative, come comunicazioni informative o promozionali, lo studio Le chiede un consenso a parte, che può negare o revocare in ogni momento senza alcuna conseguenza sulle cure.

# Come e per quanto tempo

I dati sono trattati da personale autorizzato e tenuto al segreto professionale, con misure tecniche e organizzative adeguate, e conservati per il tempo previsto dalla legge (documentazione sanitaria e fiscale: di norma 10 anni). Possono essere comunicati al commercialista e alle autorità quando la legge lo impone, e sono trattati per conto dello studio da questi servizi:

{{privacy.processors}}

{{privacy.transfers}}

Le firme apposte sul tablet sono conservate solo come immagine con la relativa impronta (hash): non vengono registrati pressione, velocità o tempi del tratto, che costituirebbero dati biometrici.

{{privacy.calls}}

# I Suoi diritti

Lei può chiedere in ogni momento l'accesso ai dati, la rettifica, la cancellazione nei limiti di legge, la limitazione, la portabilità e opporsi al trattamento (artt. 15-22 GDPR), scrivendo a {{organization.email}}, e proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).

# Presa visione

{{signers.opening}}, {{signers:dichiara|dichiarano}} di aver ricevuto e letto questa informativa. La firma attesta la presa visione: non è un consenso, che per le cure non è richiesto.

{{signers.agreement}}

Data: {{document.date}}`,
    },
    en: {
      title: 'Privacy notice',
      body: `# Privacy notice (Articles 13 and 9 of Regulation (EU) 2016/679 - GDPR)

The controller is {{organization.legalName}} ({{organization.name}}), {{organization.address}}, tax code / VAT number {{organization.taxCode}} {{organization.vatNumber}}, email {{organization.email}}.

{{privacy.dpo}}

# What data we process

Personal and contact details, tax code, and data concerning health (a special category of data, Article 9 GDPR) collected while providing care.

# Why, and on what legal basis

- Diagnosis, treatment and the healthcare services you ask for: Article 9(2)(h) GDPR, under professional secrecy; care needs no consent of yours to the processing of your data. Providing the data is necessary to receive the services.
- Administrative, accounting and tax obligations, including sending healthcare expenses to the Italian Sistema Tessera Sanitaria for the pre-filled tax return: legal obligation (Article 6(1)(c)). You may object to that transmission by saying so when the service is provided.
- Appointment reminders and practical messages by email or phone: performance of the care relationship.
- Only for optional purposes, such as newsletters or promotional messages, does the practice ask for a separate consent, which you may refuse or withdraw at any time with no effect on your care.

# How, and for how long

The data are processed by authorised staff bound by professional secrecy, with appropriate technical and organisational measures, and kept for the period the law requires (health and tax records: usually 10 years). They may be disclosed to the accountant and to authorities when the law requires it, and are processed on the practice's behalf by these services:

{{privacy.processors}}

{{privacy.transfers}}

Signatures made on the tablet are kept only as an image with its fingerprint (hash): no pressure, speed or timing of the stroke is recorded, which would be biometric data.

{{privacy.calls}}

# Your rights

At any time you may ask for access to your data, rectification, erasure within the limits of the law, restriction and portability, and object to processing (Articles 15-22 GDPR), by writing to {{organization.email}}, and lodge a complaint with the Italian Data Protection Authority (www.garanteprivacy.it).

# Acknowledgement

{{signers.opening}}, declare that {{signers:I|we}} have received and read this notice. The signature acknowledges receipt: it is not a consent, which care does not require.

{{signers.agreement}}

Date: {{document.date}}`,
    },
  },
  treatment_consent: {
    it: {
      title: 'Consenso informato al trattamento',
      body: `# Consenso informato al trattamento sanitario (Legge 219/2017)

{{signers.opening}},

{{signers:dichiara|dichiarano}} di essere {{signers:stato informato|stata informata|stati informati|state informate}} in modo chiaro e comprensibile da {{doctor.fullName}} sulla prestazione "{{service.name}}" prevista per {{appointment.date}} alle {{appointment.time}} presso {{organization.name}}, e in particolare:

- sulla natura e sullo scopo della prestazione e sulle modalità con cui sarà eseguita;
- sui benefici attesi e sui rischi e le possibili complicanze, anche rare;
- sulle alternative possibili e sulle conseguenze del rifiuto del trattamento;
- sulle indicazioni da seguire prima e dopo la prestazione.

{{signers:Dichiara|Dichiarano}} di aver potuto fare domande e di aver ricevuto risposte soddisfacenti, e di sapere che il consenso può essere revocato in qualsiasi momento.

Pertanto {{signers:acconsente|acconsentono}} liberamente all'esecuzione della prestazione.

{{signers.agreement}}

Per una persona minore di età il consenso è espresso tenendo conto della sua volontà, in relazione all'età e al grado di maturità (art. 3 Legge 219/2017).

Data: {{document.date}}`,
    },
    en: {
      title: 'Informed consent to treatment',
      body: `# Informed consent to treatment (Italian Law 219/2017)

{{signers.opening}},

declare that {{doctor.fullName}} has informed {{signers:me|us}} clearly and understandably about the service "{{service.name}}" planned for {{appointment.date}} at {{appointment.time}} at {{organization.name}}, and in particular about:

- the nature and purpose of the service and how it will be performed;
- the expected benefits and the risks and possible complications, even rare ones;
- the possible alternatives and the consequences of refusing the treatment;
- what to do before and after the service.

{{signers:I|We}} declare that {{signers:I|we}} could ask questions and received satisfactory answers, and know that consent may be withdrawn at any time.

{{signers:I|We}} therefore freely consent to the service being performed.

{{signers.agreement}}

For a minor, consent is given taking into account the minor's wishes in view of their age and maturity (Article 3 of Italian Law 219/2017).

Date: {{document.date}}`,
    },
  },
};
