import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@studiolo/contracts';
import { loadConfig } from '../../config';
import { DEFAULT_TEMPLATES } from './default-templates';
import { privacyValues, type PrivacyContext } from './privacy-facts';

/**
 * The privacy notice states what is true of this installation and this clinic (issue #26 point 5,
 * docs/decisions/026): the processors configured, transfers outside the Union with their safeguard,
 * the DPO when designated, the calls add-on when the clinic has it, and no consent asked for care.
 */
const notice = (env: Record<string, string>, context: PrivacyContext, language: 'it' | 'en' = 'it') =>
  fillPlaceholders(DEFAULT_TEMPLATES.privacy_consent[language].body, {
    'organization.name': 'Studio Rossi',
    'organization.legalName': 'Studio Rossi S.r.l.',
    'organization.address': 'Via Roma 1, 20121 Milano (MI)',
    'organization.taxCode': '01234567890',
    'organization.vatNumber': '01234567890',
    'organization.email': 'info@studiorossi.it',
    'signers.opening':
      language === 'it'
        ? 'Il sottoscritto Mario Bianchi, codice fiscale BNCMRA80A01F205X'
        : 'I, the undersigned Mario Bianchi, tax code BNCMRA80A01F205X',
    'patient.fullName': 'Mario Bianchi',
    'patient.taxCode': 'BNCMRA80A01F205X',
    'document.date': '29/11/2026',
    ...privacyValues(loadConfig(env), language, context),
  });
const noExtras: PrivacyContext = { dpoContact: null, calls: null };

describe('the privacy notice', () => {
  it('with the local adapters names no outside provider, no transfer, no DPO and no calls', () => {
    const text = notice({}, noExtras);
    expect(text).toContain(
      '- invio delle email: dal server che ospita il gestionale dello studio, senza altri fornitori',
    );
    expect(text).toContain(
      '- archiviazione dei documenti e delle registrazioni: sul server che ospita il gestionale dello studio',
    );
    expect(text).toContain("I dati non sono diffusi né trasferiti fuori dall'Unione Europea.");
    expect(text).not.toMatch(/DPO|Telefonate|telefonia|SCC/);
    // Nothing blank is left where the optional parts would be.
    expect(text).not.toContain('—');
    expect(text).not.toMatch(/\n\s*\n\s*\n/);
  });

  it('asks no consent for care: the signature acknowledges the notice', () => {
    const text = notice({}, noExtras);
    expect(text).toContain('art. 9, par. 2, lett. h) GDPR');
    expect(text).toContain('per le cure non serve il Suo consenso');
    expect(text).toContain(
      'Mario Bianchi, codice fiscale BNCMRA80A01F205X, dichiara di aver ricevuto e letto questa informativa',
    );
    expect(text).not.toMatch(/acconsente|presta il consenso/);
    expect(DEFAULT_TEMPLATES.privacy_consent.it.title).toBe('Informativa sul trattamento dei dati personali');
  });

  it('names the configured providers, those outside the Union with the standard contractual clauses', () => {
    const text = notice(
      {
        SMTP_URL: 'smtps://user:secret@smtp.postaesempio.it:465',
        S3_BUCKET: 'studio',
        S3_REGION: 'eu-south-1',
        TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'token',
        TRANSCRIPTION_URL: 'https://api.openai.com/v1/audio/transcriptions',
        LLM_URL: 'https://api.mistral.ai/v1/chat/completions',
      },
      {
        dpoContact: 'Avv. Paolo Neri, dpo@studiorossi.it',
        calls: {
          number: '02 9475 0001',
          recordConversations: true,
          recordingRetentionDays: 15,
          transcriptRetentionDays: 60,
        },
      },
    );
    const scc =
      "ha sede fuori dall'Unione Europea: il trasferimento avviene sulla base delle clausole contrattuali standard (SCC)";
    expect(text).toContain(
      '- invio delle email: smtp.postaesempio.it, responsabile del trattamento (art. 28 GDPR)\n',
    );
    expect(text).not.toContain('secret');
    expect(text).toMatch(
      /- archiviazione [^\n]*: s3\.eu-south-1\.amazonaws\.com, responsabile del trattamento \(art\. 28 GDPR\)\n/,
    );
    expect(text).toContain(
      `- telefonia (numero dello studio): Twilio Inc., responsabile del trattamento (art. 28 GDPR) — ${scc}`,
    );
    expect(text).toContain(
      `- trascrizione automatica delle chiamate: api.openai.com, responsabile del trattamento (art. 28 GDPR) — ${scc}`,
    );
    expect(text).toMatch(
      /- analisi automatica delle chiamate: api\.mistral\.ai, responsabile del trattamento \(art\. 28 GDPR\)\n/,
    );
    expect(text).toContain("sono trasferiti fuori dall'Unione Europea solo verso i fornitori indicati sopra");
    expect(text).toContain(
      'Responsabile della protezione dei dati (DPO): Avv. Paolo Neri, dpo@studiorossi.it.',
    );
    expect(text).toContain('# Telefonate al numero dello studio');
    expect(text).toContain(
      'Le registrazioni sono cancellate dopo 15 giorni dalla chiamata, le trascrizioni e le analisi dopo 60 giorni.',
    );
    expect(text).toContain('può premere 1 oppure riagganciare, e sarà richiamato senza registrazione');
  });

  it('says a clinic with recording off records only the voicemail, and an S3 outside the Union is a transfer', () => {
    const text = notice(
      { S3_BUCKET: 'studio', S3_REGION: 'us-east-1' },
      {
        dpoContact: null,
        calls: {
          number: '02 9475 0001',
          recordConversations: false,
          recordingRetentionDays: 30,
          transcriptRetentionDays: 90,
        },
      },
      'en',
    );
    expect(text).toMatch(
      /- storing documents and recordings: s3\.us-east-1\.amazonaws\.com, processor \(Article 28 GDPR\) — established outside the European Union/,
    );
    expect(text).toContain("- telephony (the practice's number): no outside operator");
    expect(text).toContain(
      'the messages you leave on the voicemail are recorded, transcribed and analysed automatically',
    );
    expect(text).toContain('Conversations are neither recorded nor transcribed.');
    expect(text).not.toContain('DPO');
  });
});
