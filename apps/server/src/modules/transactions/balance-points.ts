import type { BalancePoint } from '@ota/contract';
import { toJsonAmount } from '../../platform/money';
import type { DailyBalance } from '../balance';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Every day of the range: the balance at its end (a quiet day keeps the day before's). */
export function balancePoints(
  startDay: string,
  endDay: string,
  balances: { opening: string; days: readonly DailyBalance[] },
  creditLimit: string,
): BalancePoint[] {
  const ofDay = new Map(balances.days.map((entry) => [entry.day, entry.balance]));
  const points: BalancePoint[] = [];
  let balance = balances.opening;
  for (let day = startDay; day <= endDay; day = nextDay(day)) {
    balance = ofDay.get(day) ?? balance;
    points.push({ day, balance: toJsonAmount(balance), creditLimit: toJsonAmount(creditLimit) });
  }
  return points;
}
