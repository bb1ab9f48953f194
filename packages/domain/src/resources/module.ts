import { defineDomainModule } from '../platform/domain-module.ts';
import { FILE_ROUTES } from './files.api.ts';
import {
  resourceScreensCountedMessages,
  resourceScreensMessages,
} from './resource-screens.messages.ts';
import { richTextMessages } from '../richtext/richtext.messages.ts';
import { resourcesCountedMessages, resourcesMessages } from './resources.messages.ts';

/**
 * The resource engine's own words and those of its generic screens (no resources of its own),
 * and the stored files its file and image fields hold.
 */
export const resourcesModule = defineDomainModule({
  name: 'resources',
  messages: [
    resourcesMessages,
    resourcesCountedMessages,
    resourceScreensMessages,
    resourceScreensCountedMessages,
    richTextMessages,
  ],
  routes: FILE_ROUTES,
});
