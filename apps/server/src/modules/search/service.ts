import { SEARCH_RESULTS_PER_KIND, type DashboardStats, type SearchResults } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { searchWords, tolerateTypos } from '../../db/search';
import { withTenant } from '../../db/tenancy';
import type { Tenant } from '../../domain/tenant';
import { patientsRepo } from '../patients/repo';
import { toPatientSummaries } from '../patients/service';
import { doctorsRepo, servicesRepo } from '../registry/repo';
import { toDoctor, toService } from '../registry/service';

/** /search: one box across patients, doctors and services, grouped by kind, names typo-tolerant. */
export async function searchEverything(app: AppContext, tenant: Tenant, q: string): Promise<SearchResults> {
  const words = searchWords(q);
  if (words.length === 0) return { patients: { items: [], total: 0 }, doctors: [], services: [] };
  return withTenant(app.database.db, tenant, async (tx) => {
    await tolerateTypos(tx);
    const patients = await patientsRepo.search(tx, {
      words,
      sort: 'name',
      limit: SEARCH_RESULTS_PER_KIND,
      offset: 0,
    });
    const doctors = await doctorsRepo.search(tx, words, SEARCH_RESULTS_PER_KIND);
    const services = await servicesRepo.search(tx, words, SEARCH_RESULTS_PER_KIND);
    return {
      patients: { items: await toPatientSummaries(tx, patients.rows), total: patients.total },
      doctors: doctors.map(toDoctor),
      services: services.map(toService),
    };
  });
}

/** The dashboard's figures: active doctors and patients on file. */
export async function dashboardStats(app: AppContext, tenant: Tenant): Promise<DashboardStats> {
  return withTenant(app.database.db, tenant, async (tx) => ({
    activeDoctors: await doctorsRepo.countActive(tx),
    uniquePatients: await patientsRepo.count(tx),
  }));
}
