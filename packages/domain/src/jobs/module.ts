import { defineDomainModule } from '../platform/domain-module.ts';
import { JOBS_ROUTES } from './jobs.api.ts';
import { jobsCountedMessages, jobsMessages } from './jobs.messages.ts';

/** Background jobs: the progress panel's words and the jobs API's errors. */
export const jobsModule = defineDomainModule({
  name: 'jobs',
  messages: [jobsMessages, jobsCountedMessages],
  routes: JOBS_ROUTES,
});
