import { describe, expect, it } from 'vitest';
import { fillPlaceholders, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '@studiolo/contracts';
import { EXAMPLE_VALUES, insertAt, templateBlocks } from './template-example';

describe('insertAt', () => {
  it('puts a placeholder in place of the selection and the caret after it', () => {
    expect(insertAt('Io, , acconsento.', '{{patient.fullName}}', 4, 4)).toEqual({
      text: 'Io, {{patient.fullName}}, acconsento.',
      caret: 24,
    });
    expect(insertAt('Io, NOME, acconsento.', '{{patient.fullName}}', 4, 8).text).toBe(
      'Io, {{patient.fullName}}, acconsento.',
    );
  });
});

describe('EXAMPLE_VALUES', () => {
  it('fills every placeholder Studiolo knows, so the preview never shows a dash', () => {
    const every = TEMPLATE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(' ');
    expect(unknownPlaceholders(every)).toEqual([]);
    expect(fillPlaceholders(every, EXAMPLE_VALUES)).not.toContain('—');
  });
});

describe('templateBlocks', () => {
  it('reads headings, list items and paragraphs as the tablet and the PDF lay them out', () => {
    const body = '# Consenso\nIo sottoscritto\nacconsento.\n\n- primo\n- secondo\nFine.\n\n- altro';
    expect(templateBlocks(body)).toEqual([
      { kind: 'heading', text: 'Consenso' },
      { kind: 'paragraph', text: 'Io sottoscritto\nacconsento.' },
      { kind: 'list', items: ['primo', 'secondo'] },
      { kind: 'paragraph', text: 'Fine.' },
      { kind: 'list', items: ['altro'] },
    ]);
  });
});
