export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
  /** IANA zone: flight times are local to each airport, summer time included. */
  tz: string;
  /** Charges per departing passenger in EUR (security, passenger service, government taxes). */
  fee: number;
}

type Row = [
  code: string,
  name: string,
  city: string,
  country: string,
  lat: number,
  lon: number,
  tz: string,
  fee: number,
];

const rows: Row[] = [
  ['FRA', 'Frankfurt Airport', 'Frankfurt', 'DE', 50.0379, 8.5622, 'Europe/Berlin', 38],
  ['MUC', 'Munich Airport', 'Munich', 'DE', 48.3537, 11.775, 'Europe/Berlin', 36],
  ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'DE', 52.3667, 13.5033, 'Europe/Berlin', 34],
  ['LHR', 'Heathrow Airport', 'London', 'GB', 51.47, -0.4543, 'Europe/London', 62],
  ['LGW', 'Gatwick Airport', 'London', 'GB', 51.1537, -0.1821, 'Europe/London', 48],
  ['CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'FR', 49.0097, 2.5479, 'Europe/Paris', 44],
  ['AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'NL', 52.3105, 4.7683, 'Europe/Amsterdam', 41],
  ['BRU', 'Brussels Airport', 'Brussels', 'BE', 50.901, 4.4856, 'Europe/Brussels', 35],
  ['MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'ES', 40.4983, -3.5676, 'Europe/Madrid', 22],
  [
    'BCN',
    'Josep Tarradellas Barcelona–El Prat Airport',
    'Barcelona',
    'ES',
    41.2974,
    2.0833,
    'Europe/Madrid',
    21,
  ],
  ['LIS', 'Humberto Delgado Airport', 'Lisbon', 'PT', 38.7742, -9.1342, 'Europe/Lisbon', 24],
  ['FCO', 'Leonardo da Vinci–Fiumicino Airport', 'Rome', 'IT', 41.8003, 12.2389, 'Europe/Rome', 33],
  ['MXP', 'Milan Malpensa Airport', 'Milan', 'IT', 45.6306, 8.7281, 'Europe/Rome', 29],
  ['VIE', 'Vienna International Airport', 'Vienna', 'AT', 48.1103, 16.5697, 'Europe/Vienna', 37],
  ['ZRH', 'Zurich Airport', 'Zurich', 'CH', 47.4582, 8.5555, 'Europe/Zurich', 43],
  ['CPH', 'Copenhagen Airport', 'Copenhagen', 'DK', 55.618, 12.6508, 'Europe/Copenhagen', 27],
  ['ARN', 'Stockholm Arlanda Airport', 'Stockholm', 'SE', 59.6519, 17.9186, 'Europe/Stockholm', 28],
  ['OSL', 'Oslo Airport, Gardermoen', 'Oslo', 'NO', 60.1976, 11.1004, 'Europe/Oslo', 26],
  ['HEL', 'Helsinki Airport', 'Helsinki', 'FI', 60.3172, 24.9633, 'Europe/Helsinki', 25],
  ['DUB', 'Dublin Airport', 'Dublin', 'IE', 53.4264, -6.2499, 'Europe/Dublin', 19],
  ['ATH', 'Athens International Airport', 'Athens', 'GR', 37.9364, 23.9445, 'Europe/Athens', 31],
  ['IST', 'Istanbul Airport', 'Istanbul', 'TR', 41.2753, 28.7519, 'Europe/Istanbul', 23],
  ['WAW', 'Warsaw Chopin Airport', 'Warsaw', 'PL', 52.1657, 20.9671, 'Europe/Warsaw', 18],
  ['PRG', 'Václav Havel Airport Prague', 'Prague', 'CZ', 50.1008, 14.26, 'Europe/Prague', 17],
  [
    'JFK',
    'John F. Kennedy International Airport',
    'New York',
    'US',
    40.6413,
    -73.7781,
    'America/New_York',
    52,
  ],
  [
    'LAX',
    'Los Angeles International Airport',
    'Los Angeles',
    'US',
    33.9416,
    -118.4085,
    'America/Los_Angeles',
    49,
  ],
  ['YYZ', 'Toronto Pearson International Airport', 'Toronto', 'CA', 43.6777, -79.6248, 'America/Toronto', 46],
  ['DXB', 'Dubai International Airport', 'Dubai', 'AE', 25.2532, 55.3657, 'Asia/Dubai', 20],
  ['SIN', 'Singapore Changi Airport', 'Singapore', 'SG', 1.3644, 103.9915, 'Asia/Singapore', 32],
  ['HKG', 'Hong Kong International Airport', 'Hong Kong', 'HK', 22.308, 113.9185, 'Asia/Hong_Kong', 24],
  ['NRT', 'Narita International Airport', 'Tokyo', 'JP', 35.772, 140.3929, 'Asia/Tokyo', 21],
  ['ICN', 'Incheon International Airport', 'Seoul', 'KR', 37.4602, 126.4407, 'Asia/Seoul', 19],
  ['PVG', 'Shanghai Pudong International Airport', 'Shanghai', 'CN', 31.1443, 121.8083, 'Asia/Shanghai', 14],
  ['PEK', 'Beijing Capital International Airport', 'Beijing', 'CN', 40.0799, 116.6031, 'Asia/Shanghai', 14],
  ['SYD', 'Sydney Kingsford Smith Airport', 'Sydney', 'AU', -33.9399, 151.1753, 'Australia/Sydney', 47],
];

export const AIRPORTS: ReadonlyMap<string, Airport> = new Map(
  rows.map(([code, name, city, country, lat, lon, tz, fee]) => [
    code,
    { code, name, city, country, lat, lon, tz, fee },
  ]),
);

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), whole kilometres. */
export function distanceKm(a: Airport, b: Airport): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

/** True when the shorter way round the globe heads east, where the jet stream helps. */
export function headsEast(a: Airport, b: Airport): boolean {
  const dLon = ((((b.lon - a.lon) % 360) + 540) % 360) - 180;
  return dLon > 0;
}
