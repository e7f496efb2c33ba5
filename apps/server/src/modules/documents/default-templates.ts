import type { DocumentType, Locale } from '@studiolo/contracts';

/**
 * Studiolo's built-in consent texts (template version 0), used until the clinic saves its own. They
 * are a sound starting point, not legal advice: the clinic reviews them (Settings → Documents).
 * Format: a blank line between paragraphs, '# ' a heading, '- ' an item of a list.
 */
export const DEFAULT_TEMPLATES: Record<DocumentType, Record<Locale, { title: string; body: string }>> = {
  general_consent: {
    it: {
      title: 'Consenso generale alle prestazioni',
      body: `# Consenso generale alle prestazioni sanitarie

Il/La sottoscritto/a {{patient.fullName}}, codice fiscale {{patient.taxCode}}, nato/a a {{patient.birthPlace}} il {{patient.birthDate}}, residente in {{patient.address}},

dichiara di rivolgersi liberamente a {{organization.name}} ({{organization.address}}) per ricevere le prestazioni sanitarie di cui ha bisogno.

# Dichiara inoltre

- di essere stato/a informato/a che ogni prestazione sarà preceduta, quando necessario, da un'informazione specifica sulla sua natura, sui benefici, sui rischi e sulle alternative, e da un consenso dedicato;
- di aver fornito informazioni veritiere e complete sul proprio stato di salute, sui farmaci assunti e su allergie o intolleranze note, e di impegnarsi a comunicarne ogni variazione;
- di aver preso visione del regolamento dello studio, degli orari e delle modalità di disdetta degli appuntamenti;
- di sapere che può revocare il presente consenso in qualsiasi momento, senza conseguenze sulle prestazioni già eseguite.

Per i minori o le persone sottoposte a tutela il consenso è espresso da chi ne esercita la responsabilità genitoriale o la tutela: {{guardian.fullName}}, codice fiscale {{guardian.taxCode}}.

Data: {{document.date}}`,
    },
    en: {
      title: 'General consent to care',
      body: `# General consent to healthcare services

I, the undersigned {{patient.fullName}}, tax code {{patient.taxCode}}, born in {{patient.birthPlace}} on {{patient.birthDate}}, resident at {{patient.address}},

declare that I freely turn to {{organization.name}} ({{organization.address}}) to receive the healthcare services I need.

# I also declare that

- I have been told that each service will be preceded, where needed, by specific information on its nature, benefits, risks and alternatives, and by a dedicated consent;
- I have given true and complete information about my health, the medicines I take and any known allergy or intolerance, and I will report any change;
- I have read the practice's rules, its opening hours and how to cancel an appointment;
- I know I may withdraw this consent at any time, without effect on the services already provided.

For minors or persons under guardianship, consent is given by whoever holds parental responsibility or guardianship: {{guardian.fullName}}, tax code {{guardian.taxCode}}.

Date: {{document.date}}`,
    },
  },
  privacy_consent: {
    it: {
      title: 'Informativa e consenso al trattamento dei dati personali',
      body: `# Informativa sul trattamento dei dati personali (artt. 13 e 9 Reg. UE 2016/679 - GDPR)

Titolare del trattamento è {{organization.legalName}} ({{organization.name}}), {{organization.address}}, codice fiscale / partita IVA {{organization.taxCode}} {{organization.vatNumber}}, email {{organization.email}}.

# Quali dati trattiamo

Dati anagrafici e di contatto, codice fiscale e dati relativi alla salute (categoria particolare di dati, art. 9 GDPR) raccolti durante le prestazioni.

# Perché e su quale base giuridica

- Diagnosi, cura e prestazioni sanitarie richieste: art. 9, par. 2, lett. h) GDPR; il conferimento è necessario per ricevere le prestazioni.
- Adempimenti amministrativi, contabili e fiscali, compresa la trasmissione delle spese sanitarie al Sistema Tessera Sanitaria per la dichiarazione precompilata: obbligo di legge (art. 6, par. 1, lett. c). Lei può opporsi a tale trasmissione chiedendolo al momento della prestazione.
- Promemoria degli appuntamenti e comunicazioni organizzative via email o telefono: esecuzione del rapporto di cura.

# Come e per quanto tempo

I dati sono trattati da personale autorizzato e tenuto al segreto professionale, con misure tecniche e organizzative adeguate, e conservati per il tempo previsto dalla legge (documentazione sanitaria e fiscale: di norma 10 anni). Possono essere comunicati a fornitori che operano come responsabili del trattamento (servizi informatici, posta elettronica), al commercialista e alle autorità quando la legge lo impone. Non sono diffusi né trasferiti fuori dall'Unione Europea.

Le firme apposte sul tablet sono conservate solo come immagine con la relativa impronta (hash): non vengono registrati pressione, velocità o tempi del tratto, che costituirebbero dati biometrici.

# I Suoi diritti

Lei può chiedere in ogni momento l'accesso ai dati, la rettifica, la cancellazione nei limiti di legge, la limitazione, la portabilità e opporsi al trattamento (artt. 15-22 GDPR), scrivendo a {{organization.email}}, e proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).

# Dichiarazione

Il/La sottoscritto/a {{patient.fullName}}, codice fiscale {{patient.taxCode}}, dichiara di aver letto e compreso l'informativa e acconsente al trattamento dei propri dati, compresi quelli relativi alla salute, per le finalità di cura sopra indicate.

Data: {{document.date}}`,
    },
    en: {
      title: 'Privacy notice and consent to the processing of personal data',
      body: `# Privacy notice (Articles 13 and 9 of Regulation (EU) 2016/679 - GDPR)

The controller is {{organization.legalName}} ({{organization.name}}), {{organization.address}}, tax code / VAT number {{organization.taxCode}} {{organization.vatNumber}}, email {{organization.email}}.

# What data we process

Personal and contact details, tax code, and data concerning health (a special category of data, Article 9 GDPR) collected while providing care.

# Why, and on what legal basis

- Diagnosis, treatment and the healthcare services you ask for: Article 9(2)(h) GDPR; providing the data is necessary to receive them.
- Administrative, accounting and tax obligations, including sending healthcare expenses to the Italian Sistema Tessera Sanitaria for the pre-filled tax return: legal obligation (Article 6(1)(c)). You may object to that transmission by saying so when the service is provided.
- Appointment reminders and practical messages by email or phone: performance of the care relationship.

# How, and for how long

The data are processed by authorised staff bound by professional secrecy, with appropriate technical and organisational measures, and kept for the period the law requires (health and tax records: usually 10 years). They may be disclosed to suppliers acting as processors (IT services, email), to the accountant and to authorities when the law requires it. They are neither published nor transferred outside the European Union.

Signatures made on the tablet are kept only as an image with its fingerprint (hash): no pressure, speed or timing of the stroke is recorded, which would be biometric data.

# Your rights

At any time you may ask for access to your data, rectification, erasure within the limits of the law, restriction and portability, and object to processing (Articles 15-22 GDPR), by writing to {{organization.email}}, and lodge a complaint with the Italian Data Protection Authority (www.garanteprivacy.it).

# Declaration

I, the undersigned {{patient.fullName}}, tax code {{patient.taxCode}}, declare that I have read and understood this notice and consent to the processing of my data, including data concerning health, for the care purposes stated above.

Date: {{document.date}}`,
    },
  },
  treatment_consent: {
    it: {
      title: 'Consenso informato al trattamento',
      body: `# Consenso informato al trattamento sanitario (Legge 219/2017)

Il/La sottoscritto/a {{patient.fullName}}, codice fiscale {{patient.taxCode}},

dichiara di essere stato/a informato/a in modo chiaro e comprensibile da {{doctor.fullName}} sulla prestazione "{{service.name}}" prevista il {{appointment.date}} alle {{appointment.time}} presso {{organization.name}}, e in particolare:

- sulla natura e sullo scopo della prestazione e sulle modalità con cui sarà eseguita;
- sui benefici attesi e sui rischi e le possibili complicanze, anche rare;
- sulle alternative possibili e sulle conseguenze del rifiuto del trattamento;
- sulle indicazioni da seguire prima e dopo la prestazione.

Dichiara di aver potuto fare domande e di aver ricevuto risposte soddisfacenti, e di sapere che può revocare il consenso in qualsiasi momento.

Pertanto acconsente liberamente all'esecuzione della prestazione.

Per i minori: il consenso è espresso da {{guardian.fullName}}, codice fiscale {{guardian.taxCode}}, tenendo conto della volontà del minore in relazione alla sua età e maturità.

Data: {{document.date}}`,
    },
    en: {
      title: 'Informed consent to treatment',
      body: `# Informed consent to treatment (Italian Law 219/2017)

I, the undersigned {{patient.fullName}}, tax code {{patient.taxCode}},

declare that {{doctor.fullName}} has informed me clearly and understandably about the service "{{service.name}}" planned on {{appointment.date}} at {{appointment.time}} at {{organization.name}}, and in particular about:

- the nature and purpose of the service and how it will be performed;
- the expected benefits and the risks and possible complications, even rare ones;
- the possible alternatives and the consequences of refusing the treatment;
- what to do before and after the service.

I declare that I could ask questions and received satisfactory answers, and that I know I may withdraw my consent at any time.

I therefore freely consent to the service being performed.

For minors: consent is given by {{guardian.fullName}}, tax code {{guardian.taxCode}}, taking into account the minor's wishes in view of their age and maturity.

Date: {{document.date}}`,
    },
  },
};
