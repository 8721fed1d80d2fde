import { useMemo } from 'react';
import { AutoComplete } from 'antd';
import type { FlightAirport } from '@ota/contract';

export interface AirportInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  airports: readonly FlightAirport[];
  placeholder?: string;
  'aria-label'?: string;
}

const matches = (airport: FlightAirport, text: string) => {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [airport.code, airport.city, airport.name].some((part) => part.toLowerCase().includes(wanted));
};

/** The demo airports to pick from by code, city or name; any other IATA code can be typed. */
export function AirportInput({ id, value, onChange, airports, placeholder, ...rest }: AirportInputProps) {
  const options = useMemo(
    () =>
      airports
        .filter((airport) => matches(airport, value ?? ''))
        .map((airport) => ({
          value: airport.code,
          label: (
            <span>
              <strong>{airport.code}</strong> {airport.city} · {airport.name} ({airport.country})
            </span>
          ),
        })),
    [airports, value],
  );
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      allowClear
      popupMatchSelectWidth={360}
      style={{ width: '100%' }}
    />
  );
}
