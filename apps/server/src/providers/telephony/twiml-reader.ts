import { XMLParser } from 'fast-xml-parser';
import type { HookQuery } from './events';

/** One TwiML verb as the provider reads it: its name, its attributes, the verbs nested in it. */
export interface TwimlVerb {
  name: string;
  attributes: Record<string, string>;
  children: TwimlVerb[];
  /** What it says (a <Say>'s words, a <Number>'s number). */
  text: string;
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
});

const verbsOf = (nodes: Node[]): TwimlVerb[] =>
  nodes.flatMap((node) => {
    const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text' && key !== '?xml');
    if (!name) return [];
    const inside = node[name] as Node[];
    const text = inside.map((child) => (typeof child['#text'] === 'string' ? child['#text'] : '')).join('');
    return [{ name, attributes: node[':@'] ?? {}, children: verbsOf(inside), text }];
  });

/**
 * The verbs of a TwiML document's <Response>, in order, as the simulator follows them (the
 * real provider's reading of what we answer). Anything but a <Response> reads as no verb at all.
 */
export function readTwiml(xml: string): TwimlVerb[] {
  const response = verbsOf(parser.parse(xml) as Node[]).find((verb) => verb.name === 'Response');
  return response?.children ?? [];
}

/** The query of one of our callback URLs (an action, a status callback), which the next webhook repeats. */
export function queryOf(url: string | undefined): HookQuery {
  return url ? (Object.fromEntries(new URL(url).searchParams) as HookQuery) : {};
}
