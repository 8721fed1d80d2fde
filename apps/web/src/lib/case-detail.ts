/** A case id from an address: a positive whole number of at most ten digits, else null (nothing is read). */
export function caseIdOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** An order's details, where every case links to the order it was opened on. */
export const orderPath = (orderNo: string) =>
  `/html/orderList/details?orderNo=${encodeURIComponent(orderNo)}`;
