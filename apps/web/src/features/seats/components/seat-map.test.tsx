import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SeatSelectionInfo } from '@ota/contract';
import { contrastRatio } from '../../../lib/readable-color';
import { renderWithApp } from '../../../test/render';
import { SeatMap } from './seat-map';

const map: SeatSelectionInfo = {
  serviceCharge: '5.00',
  currency: 'EUR',
  orderNo: 'OF1',
  passenger: { id: 1, name: 'GARCIA/ANA', ageType: 1 },
  segment: { id: 1, flightNo: 'DA101', dep: 'MAD', arr: 'BCN', depTime: '2026-12-01 08:00' },
  letters: ['A', 'B', 'C', 'D'],
  rows: [
    { number: 1, seatType: 'FRONT' },
    { number: 2, seatType: 'STANDARD' },
  ],
  prices: [
    { seatType: 'FRONT', price: '20.00' },
    { seatType: 'STANDARD', price: '8.00' },
  ],
  taken: [],
  current: null,
};

/** '#rrggbb' of a computed 'rgb(r, g, b)'. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

describe('seat map', () => {
  it('prices the legend with the service charge its text says is included, in tags that read at AA', () => {
    renderWithApp(<SeatMap map={map} selected={undefined} onSelect={vi.fn()} />, '/');
    const legend = screen.getByTestId('seat-legend');
    expect(within(legend).getByText('front: 25.00 EUR')).toBeTruthy();
    expect(within(legend).getByText('standard: 13.00 EUR')).toBeTruthy();
    expect(within(legend).queryByText(/20\.00|8\.00 EUR/)).toBeNull();
    expect(screen.getByTestId('service-charge').textContent).toContain('5.00 EUR');
    for (const label of ['front: 25.00 EUR', 'standard: 13.00 EUR']) {
      const tag = within(legend).getByText(label).closest('.ant-tag') as HTMLElement;
      const style = getComputedStyle(tag);
      // antd fills a coloured tag with a light tint of its colour and writes in the colour.
      expect(contrastRatio(hexOf(style.color), hexOf(style.backgroundColor)), label).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
