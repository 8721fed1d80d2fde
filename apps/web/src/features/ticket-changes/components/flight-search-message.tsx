import { Alert } from 'antd';
import { CHANGE_FLIGHT_MESSAGES } from '@ota/contract';
import type { FlightSearchResult } from '../api/search-change-flights';

const TYPES = { found: 'success', none: 'warning', failed: 'error' } as const;

/** What the last flight search found, in the exact words of spec section 8 (with the airline's reason on a failure). */
export function FlightSearchMessage({ result }: { result: FlightSearchResult }) {
  return (
    <Alert
      showIcon
      type={TYPES[result.kind]}
      data-testid="flight-search-message"
      data-kind={result.kind}
      title={CHANGE_FLIGHT_MESSAGES[result.kind]}
      description={result.kind === 'failed' ? result.detail : undefined}
    />
  );
}
