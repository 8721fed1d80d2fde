import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DisruptionHistoryEntry } from '@ota/contract';
import { setLanguage } from '../../../lib/i18n';
import { HistoryTimeline } from './history-timeline';

const history: DisruptionHistoryEntry[] = [
  {
    createTime: '2026-11-17 09:00:00',
    operator: 'ops',
    fromStatus: null,
    toStatus: 'DETECTED',
    note: 'Fog over Madrid',
  },
  {
    createTime: '2026-11-17 10:00:00',
    operator: 'ops',
    fromStatus: 'ACCEPTED',
    toStatus: 'ACCEPTED',
    note: 'compensation check: eligible, 250.00 EUR per passenger: over 3 hours late',
    noteCode: 'disruptionCheckEligibleReason',
    noteParams: { amount: '250.00 EUR', reason: 'over 3 hours late' },
  },
  {
    createTime: '2026-11-17 11:00:00',
    operator: 'ops',
    fromStatus: 'ACCEPTED',
    toStatus: 'ACCEPTED',
    note: 'compensation check: not eligible',
    noteCode: 'disruptionCheckNotEligible',
    noteParams: {},
  },
];

const notes = () =>
  Array.from(document.querySelectorAll('[data-testid="disruption-history"] .ant-typography-secondary'))
    .map((element) => element.textContent ?? '')
    .filter((text) => text.startsWith(' — '));

afterEach(async () => {
  await setLanguage('en');
});

describe('disruption history', () => {
  it("shows a compensation check's note in the reader's language and a typed reason as typed", async () => {
    await setLanguage('zh');
    render(<HistoryTimeline history={history} />);
    expect(await screen.findByTestId('disruption-history')).toBeTruthy();
    expect(notes()).toEqual([
      ' — Fog over Madrid',
      ' — 赔偿审核：符合条件，每位乘客 €250.00：over 3 hours late',
      ' — 赔偿审核：不符合条件',
    ]);
  });

  it('shows the English notes as the server wrote them', async () => {
    render(<HistoryTimeline history={history} />);
    expect(await screen.findByTestId('disruption-history')).toBeTruthy();
    expect(notes()).toEqual([
      ' — Fog over Madrid',
      ' — compensation check: eligible, 250.00 EUR per passenger: over 3 hours late',
      ' — compensation check: not eligible',
    ]);
  });
});
