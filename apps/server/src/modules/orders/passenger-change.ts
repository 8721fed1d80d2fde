import type { PassengerUpdate } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { createOrderOperationsRepository } from './order-operations.repository';
import { birthdayProblem, changedFields } from './passenger-rules';

export type PassengerRecord = Awaited<
  ReturnType<ReturnType<typeof createOrderOperationsRepository>['passengers']>
>[number];

/**
 * What a ticket carries: once a passenger is ticketed, these change only through a passenger change
 * (decision 0023: a name correction of at most 3 letters, or a document update, which the airline
 * confirms). Gender and birthday (still fitting the age type) stay direct edits.
 */
export const TICKETED_FIELDS: readonly string[] = [
  'name',
  'nationality',
  'cardType',
  'cardNum',
  'cardExpired',
  'cardIssuePlace',
];

/**
 * Writes one passenger's corrected name and documents (ages must still fit the age type); answers the
 * fields that changed, as the operator reads them, and the passenger before the change.
 */
export async function changePassenger(
  tx: DbTransaction,
  order: { id: number; orderNo: string; departDate: string },
  update: PassengerUpdate,
  field = 'passengerId',
  /** An order's own passenger edit (not a passenger change): `place` names the passenger in the list. */
  direct?: { place: string },
): Promise<{ before: PassengerRecord; changed: string[] }> {
  const repository = createOrderOperationsRepository(tx);
  const before = (await repository.passengers(order.id)).find((passenger) => passenger.id === update.id);
  if (!before)
    throw new BadRequestError(`${field} ${update.id} is not a passenger of order ${order.orderNo}`);
  const problem = birthdayProblem(before.ageType, update.birthday, order.departDate);
  if (problem) throw new BadRequestError(`birthday ${problem}`);
  const [surname = '', givenName = ''] = update.name.split('/').map((part) => part.trim());
  const changed = changedFields(before, { ...update, surname, givenName });
  const ticketed = changed.filter((name) => TICKETED_FIELDS.includes(name));
  if (direct && before.ticketNo && ticketed.length > 0)
    throw new BadRequestError(
      messageText('passengerTicketedNeedsChange', {
        place: direct.place,
        passenger: `${before.surname}/${before.givenName}`,
        ticketNo: before.ticketNo,
        fields: ticketed.join(', '),
      }),
    );
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
