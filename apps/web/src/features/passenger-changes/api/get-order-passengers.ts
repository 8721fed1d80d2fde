import { useOrderForAdd } from '../../../lib/case-queries';
import { passengerChangeKeys } from './keys';

/** The order whose passengers the add form lists ('' reads nothing); an unknown one says so on its field. */
export function useOrderPassengers(orderNo: string) {
  return useOrderForAdd(passengerChangeKeys.order, orderNo);
}
