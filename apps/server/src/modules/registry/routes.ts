import {
  Doctor,
  DoctorInput,
  DoctorService,
  DoctorServiceInput,
  DoctorServiceListQuery,
  DoctorServiceUpdate,
  RegistryListQuery,
  Service,
  ServiceInput,
  ServiceType,
  ServiceTypeInput,
} from '@studiolo/contracts';
import { crudRoutes } from '../../http/crud';
import { router } from '../../http/router';
import * as registry from './service';

/** Doctors, services, service types and doctor-services (SPEC §2 /doctors, /services, /doctor-services). */
export const registryRoutes = router()
  .route(
    '/',
    crudRoutes({
      path: '/api/v1/service-types',
      tag: 'registry',
      noun: 'service type',
      query: RegistryListQuery,
      create: ServiceTypeInput,
      output: ServiceType,
      list: registry.listServiceTypes,
      get: registry.getServiceType,
      insert: registry.createServiceType,
      replace: registry.updateServiceType,
      remove: registry.deleteServiceType,
    }),
  )
  .route(
    '/',
    crudRoutes({
      path: '/api/v1/doctors',
      tag: 'registry',
      noun: 'doctor',
      query: RegistryListQuery,
      create: DoctorInput,
      output: Doctor,
      list: registry.listDoctors,
      get: registry.getDoctor,
      insert: registry.createDoctor,
      replace: registry.updateDoctor,
      remove: registry.deleteDoctor,
    }),
  )
  .route(
    '/',
    crudRoutes({
      path: '/api/v1/services',
      tag: 'registry',
      noun: 'service',
      query: RegistryListQuery,
      create: ServiceInput,
      output: Service,
      list: registry.listServices,
      get: registry.getService,
      insert: registry.createService,
      replace: registry.updateService,
      remove: registry.deleteService,
    }),
  )
  .route(
    '/',
    crudRoutes({
      path: '/api/v1/doctor-services',
      tag: 'registry',
      noun: 'doctor-service',
      query: DoctorServiceListQuery,
      create: DoctorServiceInput,
      update: DoctorServiceUpdate,
      output: DoctorService,
      list: registry.listDoctorServices,
      get: registry.getDoctorService,
      insert: registry.createDoctorService,
      replace: registry.updateDoctorService,
      remove: registry.deleteDoctorService,
    }),
  );
