import { exchangeRateBody } from '@ota/contract';
import { BadRequestError } from '../../platform/errors';
import type { RateInput } from './exchange-rates.repository';

/**
 * Lines of `date,currency,rate` (a first line that is not a date is a heading). All or nothing: the
 * first bad line is refused naming its number and field, and nothing is written.
 */
export function parseRateCsv(csvLines: readonly string[]): RateInput[] {
  const lines = csvLines
    .map((line, index) => ({ line: line.replace(/^\ufeff/, '').trim(), number: index + 1 }))
    .filter(({ line }) => line !== '');
  const first = lines[0];
  if (first && !/^\d/.test(first.line)) lines.shift();
  if (lines.length === 0) throw new BadRequestError('lines hold no rates');
  const seen = new Set<string>();
  return lines.map(({ line, number }) => {
    const [day, currency, rate, ...rest] = line.split(/[,;]/).map((cell) => cell.trim());
    if (rest.length > 0) throw new BadRequestError(`lines: line ${number}: expected date,currency,rate`);
    const parsed = exchangeRateBody.safeParse({ day, currency, rate });
    if (!parsed.success)
      throw new BadRequestError(`lines: line ${number}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const key = `${parsed.data.currency} ${parsed.data.day}`;
    if (seen.has(key)) throw new BadRequestError(`lines: line ${number}: ${key} appears twice`);
    seen.add(key);
    return parsed.data;
  });
}
