import { defineDomainModule } from '../platform/domain-module.ts';
import {
  resourceScreensCountedMessages,
  resourceScreensMessages,
} from './resource-screens.messages.ts';
import { richTextMessages } from '../richtext/richtext.messages.ts';
import { resourcesCountedMessages, resourcesMessages } from './resources.messages.ts';

/** The resource engine's own words and those of its generic screens (no resources of its own). */
export const resourcesModule = defineDomainModule({
  name: 'resources',
  messages: [
    resourcesMessages,
    resourcesCountedMessages,
    resourceScreensMessages,
    resourceScreensCountedMessages,
    richTextMessages,
  ],
});
