import { useState } from 'react';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlightSearchRequest } from '@ota/contract';
import { useAirports } from '../api/list-airports';
import { useFlightSearch } from '../api/search-flights';
import { ResultsTable } from '../components/results-table';
import { SearchForm } from '../components/search-form';
import { SearchWarnings } from '../components/search-warnings';

const sameRequest = (a: FlightSearchRequest | null, b: FlightSearchRequest) =>
  JSON.stringify(a) === JSON.stringify(b);

/** /html/flight/list (1006-1): one search across every online airline wrapper. */
export default function FlightListPage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<FlightSearchRequest | null>(null);
  const airports = useAirports();
  const search = useFlightSearch(request);
  const result = search.data;

  const onSearch = (next: FlightSearchRequest) => {
    if (sameRequest(request, next)) void search.refetch();
    else setRequest(next);
  };

  return (
    <div className="page-container" data-testid="flight-search-page">
      <Flex vertical gap={16}>
        <Card title={t('flightSearch.title')}>
          <SearchForm airports={airports.data ?? []} searching={search.isFetching} onSearch={onSearch} />
        </Card>
        <Card
          title={t('flightSearch.results')}
          extra={
            result && !search.isFetching ? (
              <Typography.Text type="secondary" data-testid="search-summary">
                {t('flightSearch.summary', {
                  itineraries: t('flightSearch.itinerariesCount', { count: result.itineraries.length }),
                  wrappers: t('flightSearch.airlinesCount', { count: result.wrappers.length }),
                })}
              </Typography.Text>
            ) : null
          }
        >
          <Flex vertical gap={16}>
            {result && !search.isFetching && result.wrappers.length === 0 && (
              <Alert type="info" showIcon title={t('flightSearch.noWrappers')} />
            )}
            {result && !search.isFetching && <SearchWarnings warnings={result.warnings} />}
            <ResultsTable
              itineraries={search.isFetching ? [] : (result?.itineraries ?? [])}
              loading={search.isFetching}
              searched={request !== null && !search.isError}
            />
          </Flex>
        </Card>
      </Flex>
    </div>
  );
}
