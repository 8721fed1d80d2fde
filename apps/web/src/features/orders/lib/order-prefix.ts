import { orderPathPrefix, type OrderPathPrefix } from '@ota/contract';
import { useSession } from '../../../lib/session';

/** The order path prefix of the signed-in user's platform: /onefly, /edreams or '' (spec section 7). */
export function useOrderPrefix(): OrderPathPrefix {
  return orderPathPrefix(useSession().user?.platformType);
}
