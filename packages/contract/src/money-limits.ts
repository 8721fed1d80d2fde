/** The most one document (a ticket, an invoice line) can be worth, in its currency: a decimal string. */
export const MAX_DOCUMENT_AMOUNT = '999999.99';
