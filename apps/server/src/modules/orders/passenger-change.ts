import type { PassengerUpdate } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { createOrderOperationsRepository } from './order-operations.repository';
import { birthdayProblem, changedFields } from './passenger-rules';

export type PassengerRecord = Awaited<
  ReturnType<ReturnType<typeof createOrderOperationsRepository>['passengers']>
>[number];

/**
 * Writes one passenger's corrected name and documents (ages must still fit the age type); answers the
 * fields that changed, as the operator reads them, and the passenger before the change.
 */
export async function changePassenger(
  tx: DbTransaction,
  order: { id: number; orderNo: string; departDate: string },
  update: PassengerUpdate,
  field = 'passengerId',
): Promise<{ before: PassengerRecord; changed: string[] }> {
  const repository = createOrderOperationsRepository(tx);
  const before = (await repository.passengers(order.id)).find((passenger) => passenger.id === update.id);
  if (!before)
    throw new BadRequestError(`${field} ${update.id} is not a passenger of order ${order.orderNo}`);
  const problem = birthdayProblem(before.ageType, update.birthday, order.departDate);
  if (problem) throw new BadRequestError(`birthday ${problem}`);
  const [surname = '', givenName = ''] = update.name.split('/').map((part) => part.trim());
  const changed = changedFields(before, { ...update, surname, givenName });
  if (changed.length > 0)
    await repository.updatePassenger(update.id, {
      surname,
      givenName,
      gender: update.gender,
      birthday: update.birthday,
      nationality: update.nationality,
      cardType: update.cardType,
      cardNum: update.cardNum,
      cardExpired: update.cardExpired,
      cardIssuePlace: update.cardIssuePlace,
    });
  return { before, changed };
}
