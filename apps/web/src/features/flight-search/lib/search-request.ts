import type { Dayjs } from 'dayjs';
import type { FlightSearchRequest, TripType, WrapperCabin } from '@ota/contract';

export interface SearchFormValues {
  tripType: TripType;
  origin: string;
  destination: string;
  departDate: Dayjs;
  returnDate?: Dayjs | null;
  adults: number;
  children: number;
  infants: number;
  cabin: WrapperCabin;
}

export const airportCode = (text: string | undefined): string => (text ?? '').trim().toUpperCase();

export const isAirportCode = (text: string | undefined): boolean => /^[A-Z]{3}$/.test(airportCode(text));

/** The form as `POST /flight/search` takes it; a return date only travels with a round trip. */
export function toSearchRequest(values: SearchFormValues): FlightSearchRequest {
  return {
    origin: airportCode(values.origin),
    destination: airportCode(values.destination),
    tripType: values.tripType,
    departDate: values.departDate.format('YYYY-MM-DD'),
    returnDate:
      values.tripType === 'roundTrip' && values.returnDate
        ? values.returnDate.format('YYYY-MM-DD')
        : undefined,
    adults: values.adults,
    children: values.children ?? 0,
    infants: values.infants ?? 0,
    cabin: values.cabin,
  };
}
