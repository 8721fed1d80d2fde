import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TaggedItinerary } from '@ota/contract';
import { ResultsTable } from './results-table';

function itinerary(id: string, price: number, depTime: string, duration: number): TaggedItinerary {
  return {
    id,
    wrapperName: `Wrapper ${id}`,
    validatingCarrier: 'DA',
    outbound: {
      segments: [
        {
          flightNo: `DA${id}`,
          carrier: 'DA',
          dep: 'FRA',
          arr: 'LHR',
          depTime,
          arrTime: '2030-03-12 23:00',
          duration,
          aircraft: 'A320',
          cabin: 'economy',
          fareBasis: 'Y',
        },
      ],
      duration,
    },
    fares: {
      currency: 'EUR',
      perPassenger: [{ ageType: 0, count: 1, base: price, taxes: 0, total: price }],
      total: price,
    },
    seatsLeft: 9,
    fareRules: { changeable: true, refundable: false, changePenalty: 50, refundPenalty: null },
  };
}

const ITINERARIES = [
  itinerary('1', 300, '2030-03-12 09:00', 90),
  itinerary('2', 120.5, '2030-03-12 18:00', 120),
  itinerary('3', 1999.99, '2030-03-12 06:00', 60),
];

const flightOrder = () =>
  screen
    .getAllByRole('row')
    .map((row) => within(row).queryByText(/^DA\d$/)?.textContent)
    .filter(Boolean);

describe('flight results', () => {
  it('lists the cheapest first and re-sorts by departure and duration', () => {
    render(<ResultsTable itineraries={ITINERARIES} loading={false} searched />);
    expect(flightOrder()).toEqual(['DA2', 'DA1', 'DA3']);
    expect(screen.getAllByTestId('itinerary-price').map((cell) => cell.textContent)).toEqual([
      '120.50 EUR',
      '300.00 EUR',
      '1,999.99 EUR',
    ]);
    fireEvent.click(screen.getByRole('columnheader', { name: /Departure/ }));
    expect(flightOrder()).toEqual(['DA3', 'DA1', 'DA2']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Duration/ }));
    expect(flightOrder()).toEqual(['DA3', 'DA1', 'DA2']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Duration/ }));
    expect(flightOrder()).toEqual(['DA2', 'DA1', 'DA3']);
  });

  it('says whether to search first or that nothing was found', () => {
    const { rerender } = render(<ResultsTable itineraries={[]} loading={false} searched={false} />);
    expect(screen.getByText('Choose a route and dates, then search')).toBeTruthy();
    rerender(<ResultsTable itineraries={[]} loading={false} searched />);
    expect(screen.getByText('No flights found. Please search with different criteria.')).toBeTruthy();
  });
});
