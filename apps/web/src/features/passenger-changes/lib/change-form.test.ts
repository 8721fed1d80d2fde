import { describe, expect, it } from 'vitest';
import type { OrderPassenger } from '@ota/contract';
import { formFieldsOf, toAddInput } from './change-form';
import { changeMoves, fieldChangeView } from './change-view';

const passenger = {
  id: 3,
  name: 'WOLF/FIN',
  gender: 'M',
  birthday: '19900512',
  nationality: 'DE',
  cardType: 'PASSPORT',
  cardNum: 'P1234567',
  cardExpired: '2031-04-30',
  cardIssuePlace: 'DE',
} as OrderPassenger;

describe('passenger change form', () => {
  it('sends the whole passenger: the edited fields of the kind, the others as on the order', () => {
    const values = {
      ...formFieldsOf(passenger),
      orderNo: 'OF1',
      passengerId: 3,
      // Left over from a name edit before the kind was switched: a document update keeps the name.
      name: 'WOLF/FINN',
      cardNum: ' n7654321 ',
      changeType: 'DOCUMENT_UPDATE' as const,
      remark: '  ',
    };
    expect(toAddInput('OF1', passenger, values)).toEqual({
      orderNo: 'OF1',
      passengerId: 3,
      changeType: 'DOCUMENT_UPDATE',
      remark: undefined,
      name: 'WOLF/FIN',
      gender: 'M',
      birthday: '19900512',
      nationality: 'DE',
      cardType: 'PASSPORT',
      cardNum: 'N7654321',
      cardExpired: '2031-04-30',
      cardIssuePlace: 'DE',
    });
  });

  it('translates the server field names, shows birthdays as dates, and offers the declared moves', () => {
    expect(fieldChangeView({ field: 'document expiry', before: '2026-01-01', after: '2031-01-01' }).key).toBe(
      'cardExpired',
    );
    expect(fieldChangeView({ field: 'birthday', before: '19900512', after: '19900521' })).toMatchObject({
      before: '1990-05-12',
      after: '1990-05-21',
    });
    expect(fieldChangeView({ field: 'seat', before: 'A', after: 'B' }).key).toBeNull();
    expect(changeMoves('REQUESTED')).toEqual(['SUBMITTED', 'CANCELLED']);
    expect(changeMoves('DONE')).toEqual([]);
  });
});
