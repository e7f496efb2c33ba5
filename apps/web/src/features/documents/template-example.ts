import type { TemplatePlaceholder } from '@studiolo/contracts';

/** Made-up data to preview a template with: a patient, the clinic, a visit (never a real record). */
export const EXAMPLE_VALUES: Record<TemplatePlaceholder, string> = {
  'signers.opening': 'Il sottoscritto Mario Rossi, codice fiscale RSSMRA80A01H501U',
  'signers.agreement': '',
  'patient.fullName': 'Mario Rossi',
  'patient.firstName': 'Mario',
  'patient.lastName': 'Rossi',
  'patient.taxCode': 'RSSMRA80A01H501U',
  'patient.born': 'nato il 01/01/1980 a Roma (RM)',
  'patient.birthDate': '01/01/1980',
  'patient.birthPlace': 'Roma',
  'patient.address': 'Via Roma 1, 00100 Roma (RM)',
  'patient.email': 'mario.rossi@example.com',
  'patient.mobile': '+39 333 123 4567',
  'guardian.fullName': 'Anna Bianchi',
  'guardian.taxCode': 'BNCNNA75B41H501X',
  'guardian.relationship': 'Genitore',
  'organization.name': 'Studio Medico Esempio',
  'organization.legalName': 'Studio Medico Esempio S.r.l.',
  'organization.taxCode': '01234567890',
  'organization.vatNumber': 'IT01234567890',
  'organization.address': 'Via Milano 10, 20100 Milano (MI)',
  'organization.email': 'info@studio-esempio.it',
  'doctor.fullName': 'Dott.ssa Giulia Verdi',
  'service.name': 'Visita di controllo',
  'appointment.date': '25/11/2026',
  'appointment.time': '10:30',
  'document.date': '25/11/2026',
  'privacy.processors':
    '- invio delle email: smtp.esempio.it, responsabile del trattamento (art. 28 GDPR)\n- archiviazione dei documenti e delle registrazioni: sul server che ospita il gestionale dello studio',
  'privacy.transfers': "I dati non sono diffusi né trasferiti fuori dall'Unione Europea.",
  'privacy.dpo': 'Responsabile della protezione dei dati (DPO): Avv. Paolo Neri, dpo@studio-esempio.it.',
  'privacy.calls':
    '# Telefonate al numero dello studio\n\nLe telefonate al numero dello studio sono trattate come indicato nelle impostazioni delle chiamate.',
};

/** `text` with `insert` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/** The template's markup as blocks to lay out: '# ' headings, '- ' list items, paragraphs. */
export type TemplateBlock =
  { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

export function templateBlocks(body: string): TemplateBlock[] {
  const blocks: TemplateBlock[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    let list: string[] | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flush();
        if (!list) {
          list = [];
          blocks.push({ kind: 'list', items: list });
        }
        list.push(line.slice(2).trim());
        continue;
      }
      list = null;
      if (line.startsWith('# ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(2).trim() });
      } else paragraph.push(line);
    }
    flush();
  }
  return blocks;
}
