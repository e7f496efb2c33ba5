import { z } from 'zod';

/**
 * The Sistema TS expense types (tipoSpesa) a clinic's line may carry: SR medical visits and
 * specialist services, SP other health services, AD hearing aids and medical devices, TK tickets,
 * AA other expenses.
 */
export const ExpenseType = z.enum(['SR', 'SP', 'AD', 'TK', 'AA']);
export type ExpenseType = z.infer<typeof ExpenseType>;
