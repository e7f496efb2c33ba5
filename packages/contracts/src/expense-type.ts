import { z } from 'zod';

/**
 * tipoSpesa: every expense type of the Sistema TS specification (730 Spese Sanitarie v2.5 and the
 * schemas): TK ticket, FC medicine, FV veterinary medicine, AS pharmacy health services (ECG,
 * spirometry…), AD medical devices (bought or rented), SR medical visit / specialist outpatient
 * services (not aesthetic), CT thermal cures, PI prosthetics and supplements, IC aesthetic surgery and
 * medicine, AA other expenses, SV veterinary expenses, SP health services (prestazioni sanitarie).
 */
export const ExpenseType = z.enum(['SR', 'SP', 'IC', 'AD', 'AS', 'TK', 'CT', 'PI', 'FC', 'FV', 'SV', 'AA']);
export type ExpenseType = z.infer<typeof ExpenseType>;

/**
 * flagTipoSpesa: '1' on a TK line marks an emergency-room ticket (pronto soccorso), '2' on an SR
 * line a visit in intramoenia; no other type takes a flag.
 */
export const ExpenseTypeFlag = z.enum(['1', '2']);
export type ExpenseTypeFlag = z.infer<typeof ExpenseTypeFlag>;

/** The flag each type may carry (flagTipoSpesa's rule). */
export const EXPENSE_TYPE_FLAG: Partial<Record<ExpenseType, ExpenseTypeFlag>> = { TK: '1', SR: '2' };

export const expenseFlagAllowed = (type: ExpenseType, flag: ExpenseTypeFlag | null | undefined) =>
  !flag || EXPENSE_TYPE_FLAG[type] === flag;
