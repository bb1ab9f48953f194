import { defineDomainModule } from '../platform/domain-module.ts';
import { STUDENTS_ROUTES } from './students-routes.api.ts';
import { STUDENTS_RESOURCES } from './students.resource-list.ts';
import { studentsCountedMessages } from './students-ui.messages.ts';
import { studentsMessages } from './students.messages.ts';

/** Students and families: the plain entities (the workflows have their own routes). */
export const studentsModule = defineDomainModule({
  name: 'students',
  resources: STUDENTS_RESOURCES,
  routes: STUDENTS_ROUTES,
  messages: [studentsMessages, studentsCountedMessages],
});
