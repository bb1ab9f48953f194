import { defineDomainModule } from '../platform/domain-module.ts';
import { guardiansResource } from './guardians.resource.ts';
import { specialCasesResource } from './special-cases.resource.ts';
import { studentCooperationResource } from './student-cooperation.resource.ts';
import { studentsCountedMessages } from './students-ui.messages.ts';
import { studentsMessages } from './students.messages.ts';
import { studentsResource } from './students.resource.ts';

/** Students and families: the plain entities (the workflows have their own routes). */
export const studentsModule = defineDomainModule({
  name: 'students',
  resources: [
    studentsResource,
    guardiansResource,
    specialCasesResource,
    studentCooperationResource,
  ],
  messages: [studentsMessages, studentsCountedMessages],
});
