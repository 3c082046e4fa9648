import { eventCatalog } from '../../../generated/event-catalog.ts';
import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';

/** The catalog is generated from the contract (scripts/generate/emit-event-catalog.ts): nothing to look up. */
export const eventTypeHandlers: Pick<Handlers<HandlerContext>, 'listEventTypes'> = {
  listEventTypes() {
    return Promise.resolve({ status: 200, body: { data: eventCatalog } });
  },
};
