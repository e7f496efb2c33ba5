import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../../../test/render';
import { ServiceTypeForm } from './service-type-form';

const saved = {
  id: '7d1f2c1e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Fisioterapia',
  description: null,
  expenseType: 'SR',
  active: true,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

/** The registry's new-service-type dialog, on the form kit: what a secretary meets adding one. */
describe('ServiceTypeForm (the form kit in a registry dialog)', () => {
  it('refuses an empty name under the field, focused, without asking the server', async () => {
    const sent = fakeApi(() => ({ status: 201, body: saved }));
    renderInApp(<ServiceTypeForm onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi tipo' }));
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it("sends the contract's values and closes once saved", async () => {
    const sent = fakeApi(() => ({ status: 201, body: saved }));
    const onClose = vi.fn();
    renderInApp(<ServiceTypeForm onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Fisioterapia');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi tipo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/service-types',
        body: { name: 'Fisioterapia', description: null, expenseType: 'SR', active: true },
      },
    ]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    fakeApi(() => ({
      status: 409,
      body: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Esiste già un elemento con questo nome.',
        code: 'NAME_TAKEN',
      },
    }));
    const onClose = vi.fn();
    renderInApp(<ServiceTypeForm onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Fisioterapia');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi tipo' }));
    expect(await screen.findByText('Esiste già un elemento con questo nome.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveProperty('value', 'Fisioterapia');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before Annulla drops what was typed; Resta keeps it', async () => {
    fakeApi(() => ({ status: 201, body: saved }));
    const onClose = vi.fn();
    renderInApp(<ServiceTypeForm onClose={onClose} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Fisio');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resta' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveProperty('value', 'Fisio');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
