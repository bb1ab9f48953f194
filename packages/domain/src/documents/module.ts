import { defineDomainModule } from '../platform/domain-module.ts';
import { documentsMessages } from './documents.messages.ts';
import { DOCUMENTS_ROUTES } from './verification.ts';

/** Printed documents: the words printed on them and their public verification page. */
export const documentsModule = defineDomainModule({
  name: 'documents',
  messages: [documentsMessages],
  routes: DOCUMENTS_ROUTES,
});
