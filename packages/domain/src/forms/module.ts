import { defineDomainModule } from '../platform/domain-module.ts';
import { formsMessages } from './forms.messages.ts';

/** The shared form builder (docs/forms.md): no resources of its own, its words. */
export const formsModule = defineDomainModule({ name: 'forms', messages: [formsMessages] });
