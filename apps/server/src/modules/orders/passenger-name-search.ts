/**
 * What the operator typed, in the form orders.passenger_names holds ('given names surname', lower
 * case): 'SMITH/JOHN' (airline form) becomes 'john smith'; spaces are collapsed.
 */
export function normalizePassengerName(input: string): string {
  const text = input.trim().replace(/\s+/g, ' ').toLowerCase();
  const slash = text.indexOf('/');
  if (slash < 0) return text;
  const surname = text.slice(0, slash).trim();
  const given = text.slice(slash + 1).trim();
  return [given, surname].filter(Boolean).join(' ');
}
