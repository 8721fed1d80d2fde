import { useOrderForAdd } from '../../../lib/case-queries';
import { changes } from './passenger-changes';

/** The order whose passengers the add form lists ('' reads nothing); an unknown one says so on its field. */
export function useOrderPassengers(orderNo: string) {
  return useOrderForAdd(changes.keys.order, orderNo);
}
