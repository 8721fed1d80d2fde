import { describe, expect, it } from 'vitest';
import { addFromOrderLink, prefillOf } from './add-from-order';

describe('add from an order', () => {
  it('links a list page with the order and the picked passengers and flights, and reads them back', () => {
    const link = addFromOrderLink('/html/baggage', { orderNo: 'OF1', passengerIds: [3, 4], segmentIds: [7] });
    expect(link).toBe('/html/baggage?add=OF1&passengers=3%2C4&segments=7');
    expect(prefillOf(new URL(link, 'http://x').searchParams)).toEqual({
      orderNo: 'OF1',
      passengerIds: [3, 4],
      segmentIds: [7],
    });
  });

  it('takes only the order when nothing is picked, and nothing without an order', () => {
    expect(addFromOrderLink('/html/voidTicket', { orderNo: 'OF2', passengerIds: [], segmentIds: [] })).toBe(
      '/html/voidTicket?add=OF2',
    );
    expect(prefillOf(new URLSearchParams('passengers=1'))).toBeUndefined();
    expect(prefillOf(new URLSearchParams('add=of3&segments=x,5'))?.segmentIds).toEqual([5]);
  });
});
