import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, loadConfig } from './config';

const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

it('the README documents every environment variable the server reads', () => {
  expect(ENVIRONMENT_VARIABLES.filter((name) => !README.includes(`\`${name}\``))).toEqual([]);
});

describe('loadConfig', () => {
  it('runs on the embedded database in ./data with local adapters by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      // The development outbox shows sign-in codes: only this machine may reach it unless HOST says.
      host: '127.0.0.1',
      trustedProxies: [],
      adminEmails: [],
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      logLevel: 'trace',
      database: { engine: 'pglite', dir: path.resolve('data', 'pglite') },
      storage: { kind: 'local', dir: path.resolve('data', 'files') },
      email: { smtpUrl: undefined },
    });
  });

  it('switches to PostgreSQL, SMTP and S3 when they are configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db/studiolo',
      SMTP_URL: 'smtp://mail:25',
      S3_BUCKET: 'studiolo',
      S3_FORCE_PATH_STYLE: 'true',
      NODE_ENV: 'production',
    });
    expect(config.database).toMatchObject({
      engine: 'postgres',
      url: 'postgres://app@db/studiolo',
      migrationUrl: 'postgres://app@db/studiolo',
    });
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'studiolo', forcePathStyle: true });
    expect(config.email.smtpUrl).toBe('smtp://mail:25');
    expect(config.logLevel).toBe('warn');
  });

  it('reads the trusted proxies and the administrators, and refuses what is not an address', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1',
      ADMIN_EMAILS: 'Admin@Studio.it, ops@studio.it',
      PUBLIC_URL: 'https://studio.example.it/',
      NODE_ENV: 'production',
    });
    expect(config.trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(config.adminEmails).toEqual(['admin@studio.it', 'ops@studio.it']);
    expect(config.ownOrigins).toEqual(['https://studio.example.it']);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  it("seals signed documents with the organization's .p12 when given, else the installation's certificate", () => {
    expect(loadConfig({}).signing).toEqual({ p12: undefined, installation: 'localhost:3000' });
    expect(
      loadConfig({
        PUBLIC_URL: 'https://studio.example.it',
        SIGNING_P12_PATH: 'certs/studio.p12',
        SIGNING_P12_PASSWORD: 'segreto',
      }).signing,
    ).toEqual({
      p12: { path: path.resolve('certs/studio.p12'), password: 'segreto' },
      installation: 'studio.example.it',
    });
    expect(loadConfig({ SIGNING_P12_PATH: 'studio.p12' }).signing.p12).toEqual({
      path: path.resolve('studio.p12'),
      password: '',
    });
    expect(() => loadConfig({ SIGNING_P12_PASSWORD: 'segreto' })).toThrow(
      /SIGNING_P12_PASSWORD: set SIGNING_P12_PATH too/,
    );
  });

  it("gives the simulator a demo line, Twilio only DEMO_NUMBER's, and refuses one not in E.164", () => {
    expect(loadConfig({}).demo).toEqual({ number: '+390294760000', smsFrom: '+390294760000' });
    const twilio = { TWILIO_ACCOUNT_SID: 'AC' + '0'.repeat(32), TWILIO_AUTH_TOKEN: 'token' };
    expect(loadConfig(twilio).demo).toEqual({ number: undefined, smsFrom: undefined });
    expect(loadConfig({ ...twilio, DEMO_NUMBER: '+390212345678', DEMO_SMS_FROM: 'Studiolo' }).demo).toEqual({
      number: '+390212345678',
      smsFrom: 'Studiolo',
    });
    expect(() => loadConfig({ DEMO_NUMBER: '02 1234 5678' })).toThrow(/DEMO_NUMBER/);
    expect(() => loadConfig({ DEMO_SMS_FROM: 'Studiolo Milano Centro' })).toThrow(/DEMO_SMS_FROM/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it("takes Twilio's regulatory bundle and address for buying numbers, and refuses anything else", () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC' + 'a'.repeat(32), TWILIO_AUTH_TOKEN: 'token' };
    const bundle = { TWILIO_BUNDLE_SID: 'BU' + 'b'.repeat(32), TWILIO_ADDRESS_SID: 'AD' + 'c'.repeat(32) };
    expect(loadConfig({ ...twilio, ...bundle }).twilio).toMatchObject({
      bundleSid: bundle.TWILIO_BUNDLE_SID,
      addressSid: bundle.TWILIO_ADDRESS_SID,
    });
    expect(() => loadConfig({ ...twilio, TWILIO_BUNDLE_SID: 'AD' + 'c'.repeat(32) })).toThrow(
      /TWILIO_BUNDLE_SID: a Twilio regulatory bundle SID/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_ADDRESS_SID: 'nope' })).toThrow(/TWILIO_ADDRESS_SID/);
  });
});
