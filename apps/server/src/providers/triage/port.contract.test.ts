import { CallTriage } from '@studiolo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../../test/fake-llm';
import { triageInput } from './corpus';
import { localTriage, triageLocally } from './local';
import { openaiTriage } from './openai';
import type { TriageInput, TriagePort } from './port';

const call = triageInput;

function triageContract(name: string, kind: TriagePort['kind'], port: () => TriagePort) {
  describe(`triage port: ${name}`, () => {
    it(`is the ${kind} adapter and answers the contract's schema`, async () => {
      const triage = port();
      expect(triage.kind).toBe(kind);
      const result = await triage.triage(call('Buongiorno, vorrei prenotare una visita.'));
      expect(CallTriage.parse(result)).toEqual(result);
    });

    it('suggests a WhatsApp reply to a booking, addressed to the caller and signed by the practice', async () => {
      const result = await port().triage(
        call('Salve, vorrei fissare un appuntamento per giovedì.', { callerName: 'Giulia Conti' }),
      );
      expect(result).toMatchObject({ category: 'appointment_booking', suggestedAction: 'whatsapp_reply' });
      expect(result.draftReply).toContain('Giulia Conti');
      expect(result.draftReply?.trimEnd().endsWith('Studio Bianchi')).toBe(true);
    });

    it('calls back a clinical emergency first, with no draft', async () => {
      const result = await port().triage(call('Mio padre ha un forte dolore al petto e non respira bene!'));
      expect(result).toMatchObject({
        category: 'urgent_clinical',
        priority: 'high',
        suggestedAction: 'call_back',
        draftReply: null,
      });
    });

    it('ignores a sales call', async () => {
      const result = await port().triage(call('Le proponiamo una promozione su luce e gas, mi richiami.'));
      expect(result).toMatchObject({ category: 'spam', priority: 'low', suggestedAction: 'no_action' });
    });

    it('writes in the organization’s language', async () => {
      const result = await port().triage(
        call('Hi, I need to cancel my appointment tomorrow.', { locale: 'it' }),
      );
      expect(result.category).toBe('cancellation_or_change');
      expect(result.draftReply).toMatch(/^Buongiorno|^Gentile/);
    });
  });
}

/**
 * The stand-in model behind the fake API: it reads the call from the user message the adapter sends
 * (JSON) and answers as the rule-based triage would, so the same expectations hold for both.
 */
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({
    model: 'gpt-4o-mini',
    apiKey: 'sk-contract',
    respond: ({ body }) => {
      const user = JSON.parse(body.messages!.find((m) => m.role === 'user')!.content) as {
        practice: string;
        practiceLanguage: string;
        outcome: TriageInput['outcome'];
        callerName: string | null;
        transcript: string;
      };
      return {
        content: triageLocally({
          transcript: user.transcript,
          locale: user.practiceLanguage.startsWith('en') ? 'en' : 'it',
          callerName: user.callerName,
          organizationName: user.practice,
          outcome: user.outcome,
        }),
      };
    },
  });
});
afterAll(() => llm.close());

triageContract('local', 'local', () => localTriage());
triageContract('openai (against a local fake API)', 'openai', () =>
  openaiTriage({ url: llm.url, apiKey: 'sk-contract', model: 'gpt-4o-mini' }),
);
