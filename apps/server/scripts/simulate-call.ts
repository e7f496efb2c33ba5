/**
 * Plays a call to an organization's number against a running Studiolo, over HTTP, exactly as the
 * telephony provider would: the simulator's signed webhooks, one after the other.
 *
 *   npm run calls:simulate -- --number +39029475000 --caller +393331234567 \
 *     --outcome voicemail --duration 40 --transcript "Buongiorno, vorrei prenotare una visita."
 *
 * It reads the same configuration as the server (PUBLIC_URL, AUTH_SECRET or DATA_DIR) so that its
 * signatures are the server's. The number is the one shown in /calls-m (simulated calls made from
 * the app give the organization one).
 */
import { parseArgs } from 'node:util';
import { resolveAuthSecret } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { isSimulator } from '../src/providers/telephony/simulator';
import { selectTelephony } from '../src/providers/telephony/select';

const { values } = parseArgs({
  options: {
    number: { type: 'string' },
    caller: { type: 'string', default: '+393331234567' },
    outcome: { type: 'string', default: 'voicemail' },
    duration: { type: 'string', default: '40' },
    transcript: { type: 'string' },
    'forward-to': { type: 'string' },
  },
});

const outcome = values.outcome as 'answered' | 'voicemail' | 'missed';
if (!values.number || !['answered', 'voicemail', 'missed'].includes(outcome)) {
  console.error(
    'usage: --number <organization number, E.164> [--caller E.164] [--outcome answered|voicemail|missed]',
  );
  console.error('       [--duration seconds] [--transcript "what the caller says"] [--forward-to E.164]');
  process.exit(2);
}

const config = loadConfig();
const telephony = selectTelephony(config, resolveAuthSecret(config));
if (!isSimulator(telephony)) {
  console.error('TWILIO_ACCOUNT_SID is set: calls come from Twilio, not from the simulator.');
  process.exit(2);
}
const deliveries = await telephony.playCall(
  {
    number: values.number,
    caller: values.caller!,
    outcome,
    durationSeconds: Number(values.duration),
    transcript: values.transcript ?? null,
    forwardTo: values['forward-to'] ?? null,
    endsAt: new Date(),
  },
  // Each webhook as the provider posts it; its TwiML answer says what comes next.
  async (delivery) => {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': delivery.signature,
      },
      body: new URLSearchParams(delivery.params),
    });
    process.stdout.write(`${delivery.hook.padEnd(9)} ${response.status}\n`);
    const answer = await response.text();
    if (!response.ok) {
      console.error(answer);
      process.exit(1);
    }
    return answer;
  },
);
process.stdout.write(`call ${deliveries[0]!.params.CallSid} delivered to ${config.publicUrl}\n`);
