import { describe, expect, it } from 'vitest';
import { formatDoctorIds, parseDoctorIds, readCalendarParams, shownDoctorIds } from './calendar-view-state';

const anna = { id: 'a', name: 'Anna Verdi', color: '#2563eb' };
const bruno = { id: 'b', name: 'Bruno Neri', color: '#16a34a' };
const carla = { id: 'c', name: 'Carla Bianchi', color: '#dc2626' };

describe('the doctor filter', () => {
  it('reads the doctors of the URL as a comma list, once each, and writes them back', () => {
    expect(parseDoctorIds('a,b, c,,a')).toEqual(['a', 'b', 'c']);
    expect(parseDoctorIds('')).toEqual([]);
    expect(parseDoctorIds(null)).toEqual([]);
    expect(formatDoctorIds(['a', 'c'])).toBe('a,c');
    expect(parseDoctorIds(formatDoctorIds(['c', 'a']))).toEqual(['c', 'a']);
  });

  it('tells a URL without doctors (the remembered choice applies) from one naming them', () => {
    expect(readCalendarParams(new URLSearchParams('view=day'), 1280).doctorIds).toBeNull();
    expect(readCalendarParams(new URLSearchParams('doctor=a,b'), 1280).doctorIds).toEqual(['a', 'b']);
  });

  it('shows the chosen doctors still in the registry, in its order; all when none is left', () => {
    expect(shownDoctorIds([anna, bruno, carla], ['c', 'a'])).toEqual(['a', 'c']);
    expect(shownDoctorIds([anna, bruno, carla], ['gone', 'b'])).toEqual(['b']);
    expect(shownDoctorIds([anna, bruno], ['gone'])).toEqual([]);
    expect(shownDoctorIds([anna, bruno], [])).toEqual([]);
  });
});
