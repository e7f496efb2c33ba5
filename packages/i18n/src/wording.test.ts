import { describe, expect, it } from 'vitest';
import { resources } from './index';

/** Every string of a catalogue, with its dotted key. */
function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}
const italian = Object.entries(resources.it).flatMap(([namespace, tree]) => strings(tree, namespace));

describe('Italian wording reviewed in #14', () => {
  it('says IA, not AI', () => {
    expect(italian.filter(([, text]) => /\bAI\b/.test(text))).toEqual([]);
  });

  it('writes minutes out in full, never "min"', () => {
    expect(italian.filter(([, text]) => /\{\{count\}\} min\b/.test(text))).toEqual([]);
  });

  it('welcomes back and invites without a gendered participle', () => {
    expect(resources.it.auth.login.lead).toMatch(/^Ti diamo il bentornato! /);
    expect(resources.it.auth.invite.lead).toMatch(/^Hai ricevuto un invito /);
    expect(italian.filter(([, text]) => /\b(Bentornato|Sei stato invitato)\b/.test(text))).toEqual([]);
  });
});
