import { defineDomainModule } from '../platform/domain-module.ts';
import { PEOPLE_RESOURCES } from './people.resource-list.ts';

/** People at work: teachers (staff records themselves live in organisation). */
export const peopleModule = defineDomainModule({
  name: 'people',
  resources: PEOPLE_RESOURCES,
});
