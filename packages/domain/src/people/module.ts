import { defineDomainModule } from '../platform/domain-module.ts';
import { teachersResource } from './teachers.resource.ts';

/** People at work: teachers (staff records themselves live in organisation). */
export const peopleModule = defineDomainModule({
  name: 'people',
  resources: [teachersResource],
});
