import { defineDomainModule } from '../platform/domain-module.ts';
import { RECRUITMENT_RESOURCES } from './recruitment.resources.ts';
import { RECRUITMENT_ROUTES } from './recruitment.api.ts';
import { recruitmentMessages } from './recruitment.messages.ts';
import { recruitmentCountedMessages, recruitmentUiMessages } from './recruitment-ui.messages.ts';

/**
 * Jobs and recruitment (docs/jobs-and-recruitment.md; "jobs" in code means background jobs, so
 * hiring is `recruitment`): its lookups as definitions, postings with a public application
 * link, the pipeline, scored interviews and hiring in one step as a workflow of its own.
 */
export const recruitmentModule = defineDomainModule({
  name: 'recruitment',
  resources: RECRUITMENT_RESOURCES,
  routes: RECRUITMENT_ROUTES,
  messages: [recruitmentMessages, recruitmentUiMessages, recruitmentCountedMessages],
});
