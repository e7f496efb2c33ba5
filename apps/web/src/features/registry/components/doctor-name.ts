import type { Doctor } from '@studiolo/contracts';

/** 'Dott.ssa Anna Verdi': title, first and last name, as the server names a doctor in pairings. */
export function doctorName(doctor: Pick<Doctor, 'title' | 'firstName' | 'lastName'>): string {
  return [doctor.title, doctor.firstName, doctor.lastName].filter(Boolean).join(' ');
}
