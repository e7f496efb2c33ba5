import { describe, expect, it } from 'vitest';
import { nextDoctorColor } from './doctor-color';

const palette = ['#0f766e', '#2563eb', '#7c3aed'];

describe('the colour of a new doctor', () => {
  it('is the first colour nobody has, whatever the case it was stored in', () => {
    expect(nextDoctorColor(palette, [])).toBe('#0f766e');
    expect(nextDoctorColor(palette, ['#0F766E'])).toBe('#2563eb');
    expect(nextDoctorColor(palette, ['#2563eb', '#123456'])).toBe('#0f766e');
  });

  it('is the least used one once every colour is taken', () => {
    expect(nextDoctorColor(palette, ['#0f766e', '#2563eb', '#7c3aed', '#0f766e'])).toBe('#2563eb');
    expect(nextDoctorColor(palette, [...palette, ...palette])).toBe('#0f766e');
  });
});
