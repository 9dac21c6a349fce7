// Careers: job postings with their PDF, listed publicly while active, kept by careers staff.
export { listPublicCareerPostings, storeCareerDocument } from './careers-service';
export { hasAnyCareerPosting, insertCareerPosting } from './career-posting-repository';
export { createCareersRouter, registerPublicCareersRoutes } from './careers-routes';
export { CAREERS_CONFIG_VARIABLES } from './careers-config';
