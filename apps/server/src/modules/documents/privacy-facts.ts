import type { CallRecordingSettings, Locale, TemplatePlaceholder } from '@studiolo/contracts';
import type { Config } from '../../config';
import { translator } from '../../i18n';

/** What processes patients' data for the clinic on this installation, as configured (config.ts). */
type Service = 'email' | 'storage' | 'telephony' | 'transcription' | 'triage';

interface Processor {
  service: Service;
  /** Who or where: the outside service's host, or null when it stays on the installation's server. */
  host: string | null;
  /** The provider's name when it is a known company (Twilio). */
  name?: string;
  outsideEu: boolean;
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase();

function outside(config: Config, host: string): boolean {
  return config.privacy.outsideEuHosts.some((listed) => host === listed || host.endsWith(`.${listed}`));
}

function storageProcessor(config: Config): Processor {
  const storage = config.storage;
  if (storage.kind === 'local') return { service: 'storage', host: null, outsideEu: false };
  if (storage.endpoint) {
    const host = hostOf(storage.endpoint);
    return { service: 'storage', host, outsideEu: outside(config, host) };
  }
  // Amazon S3 itself: in the Union only in an EU region.
  const host = `s3.${storage.region}.amazonaws.com`;
  return { service: 'storage', host, outsideEu: !storage.region.startsWith('eu-') };
}

/**
 * The processors of the data, as configured: email and storage always; telephony, transcription
 * and the analysis of calls when the clinic has the calls add-on.
 */
export function configuredProcessors(config: Config, calls: boolean): Processor[] {
  const smtp = config.email.smtpUrl ? hostOf(config.email.smtpUrl) : null;
  const processors: Processor[] = [
    { service: 'email', host: smtp, outsideEu: smtp ? outside(config, smtp) : false },
    storageProcessor(config),
  ];
  if (!calls) return processors;
  processors.push(
    config.twilio
      ? { service: 'telephony', host: 'api.twilio.com', name: 'Twilio Inc.', outsideEu: true }
      : { service: 'telephony', host: null, outsideEu: false },
  );
  for (const [service, url] of [
    ['transcription', config.transcription?.url],
    ['triage', config.llm?.url],
  ] as const) {
    const host = url ? hostOf(url) : null;
    processors.push({ service, host, outsideEu: host ? outside(config, host) : false });
  }
  return processors;
}

/** The privacy notice's placeholders, filled from the configuration and the clinic. */
export type PrivacyValues = Record<Extract<TemplatePlaceholder, `privacy.${string}`>, string>;

/** What the privacy notice needs to know of the clinic beyond its profile. */
export interface PrivacyContext {
  dpoContact: string | null;
  /** The clinic's calls number and how its calls are recorded; null without the calls add-on. */
  calls: (CallRecordingSettings & { number: string }) | null;
}

/**
 * The privacy notice's facts as placeholder values: the processors actually configured (each
 * outside the Union named with its safeguard), whether data leave the Union, the DPO when
 * designated, and the calls add-on's recording, transcription and retention when the clinic has it.
 */
export function privacyValues(config: Config, language: Locale, context: PrivacyContext): PrivacyValues {
  const t = translator(language);
  const processors = configuredProcessors(config, context.calls !== null);
  const lines = processors.map((processor) => {
    const who = processor.host
      ? t('documents:privacy.external', { provider: processor.name ?? processor.host })
      : t(`documents:privacy.local.${processor.service}`);
    const transfer = processor.outsideEu ? ` ${t('documents:privacy.outsideEu')}` : '';
    return `- ${t(`documents:privacy.service.${processor.service}`)}: ${who}${transfer}`;
  });
  const calls = context.calls;
  return {
    'privacy.processors': lines.join('\n'),
    'privacy.transfers': t(
      processors.some((processor) => processor.outsideEu)
        ? 'documents:privacy.transfers.safeguarded'
        : 'documents:privacy.transfers.none',
    ),
    'privacy.dpo': context.dpoContact ? t('documents:privacy.dpo', { contact: context.dpoContact }) : '',
    'privacy.calls': calls
      ? [
          `# ${t('documents:privacy.calls.title')}`,
          t('documents:privacy.calls.voicemail', {
            number: calls.number,
            days: calls.recordingRetentionDays,
            transcriptDays: calls.transcriptRetentionDays,
          }),
          t(
            calls.recordConversations
              ? 'documents:privacy.calls.recorded'
              : 'documents:privacy.calls.notRecorded',
          ),
        ].join('\n\n')
      : '',
  };
}
