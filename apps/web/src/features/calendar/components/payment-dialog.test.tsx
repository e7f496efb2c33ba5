import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@studiolo/contracts';
import { fakeApi, renderInApp } from '../../../../test/render';
import { PaymentDialog } from './payment-dialog';

const visit: Appointment = {
  id: '3f0c8a52-6d1e-4b7a-9c2d-5e8f1a2b3c4d',
  slotId: null,
  doctorId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  patientId: null,
  patientName: 'Mario Rossi',
  serviceId: null,
  serviceName: 'Visita di controllo',
  startsAt: '2026-11-30T09:00:00.000Z',
  endsAt: '2026-11-30T09:30:00.000Z',
  durationMinutes: 30,
  priceCents: 8000,
  paidCents: 0,
  paymentType: null,
  overpaid: false,
  status: 'arrived',
  checkedIn: true,
  notes: null,
  updatedAt: '2026-11-30T09:05:00.000Z',
};

/** The secretary records what a patient paid at the desk (SPEC §5's payment rules). */
describe('PaymentDialog', () => {
  it('asks how an amount was paid, under the methods, before sending anything', async () => {
    const sent = fakeApi(() => ({ status: 200, body: visit }));
    renderInApp(<PaymentDialog appointment={visit} onClose={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Importo pagato (€)' })).toHaveProperty('value', '80,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salva pagamento' }));
    expect(await screen.findByText('Scegli contanti o carta')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('warns above the price, refuses what is not an amount, and sends cents', async () => {
    const sent = fakeApi(({ body }) => ({ status: 200, body: { ...visit, ...(body as object) } }));
    const onClose = vi.fn();
    renderInApp(<PaymentDialog appointment={visit} onClose={onClose} />);
    const amount = screen.getByRole('textbox', { name: 'Importo pagato (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '95');
    expect(await screen.findByText("L'importo pagato supera il prezzo della prestazione")).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'ottanta');
    await userEvent.click(screen.getByRole('radio', { name: 'Carta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva pagamento' }));
    expect(await screen.findByText('Inserisci un importo in euro, ad es. 80,00')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '80,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salva pagamento' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/appointments/${visit.id}/payment`,
        body: { paidCents: 8050, paymentType: 'card' },
      },
    ]);
  });
});
