import { useMemo, useState } from 'react';
import { Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import {
  sortItineraries,
  type ItinerarySortKey,
  type SortDirection,
  type TaggedItinerary,
} from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { arrivalOf, departureOf, flightNumbersOf, stopsOf } from '../lib/itinerary-view';
import { ItineraryDetails } from './itinerary-details';
import { JourneyLines } from './journey-text';
import { useDurationText } from './use-duration-text';

export interface ResultSort {
  by: ItinerarySortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: ResultSort = { by: 'price', direction: 'asc' };

const SORT_KEYS: readonly string[] = ['price', 'departure', 'duration'] satisfies ItinerarySortKey[];
const isSortKey = (key: unknown): key is ItinerarySortKey =>
  typeof key === 'string' && SORT_KEYS.includes(key);
const keyOf = (it: TaggedItinerary) => `${it.wrapperName}|${it.id}`;

export interface ResultsTableProps {
  itineraries: readonly TaggedItinerary[];
  loading: boolean;
  searched: boolean;
}

/** The merged list of every wrapper, sorted on the client exactly as the server's sortItineraries does. */
export function ResultsTable({ itineraries, loading, searched }: ResultsTableProps) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const [sort, setSort] = useState<ResultSort>(DEFAULT_SORT);
  const rows = useMemo(() => sortItineraries(itineraries, sort.by, sort.direction), [itineraries, sort]);

  const order = (by: ItinerarySortKey): SortOrder =>
    sort.by === by ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (by: ItinerarySortKey) => ({
    key: by,
    sorter: true,
    sortOrder: order(by),
    sortDirections: ['ascend', 'descend'] as SortOrder[],
  });

  const stops = (n: number) =>
    n === 0
      ? t('flightSearch.direct')
      : n === 1
        ? t('flightSearch.oneStop')
        : t('flightSearch.manyStops', { n });
  const columns: TableColumnsType<TaggedItinerary> = [
    {
      title: t('flightSearch.airline'),
      key: 'airline',
      render: (_v, it) => (
        <span>
          <Tag>{it.validatingCarrier}</Tag>
          {it.wrapperName}
        </span>
      ),
    },
    {
      title: t('flightSearch.flights'),
      key: 'flights',
      render: (_v, it) => <JourneyLines itinerary={it} render={flightNumbersOf} />,
    },
    {
      title: t('flightSearch.departure'),
      ...sortable('departure'),
      render: (_v, it) => <JourneyLines itinerary={it} render={departureOf} />,
    },
    {
      title: t('flightSearch.arrival'),
      key: 'arrival',
      render: (_v, it) => <JourneyLines itinerary={it} render={arrivalOf} />,
    },
    {
      title: t('flightSearch.duration'),
      ...sortable('duration'),
      render: (_v, it) => <JourneyLines itinerary={it} render={(journey) => duration(journey.duration)} />,
    },
    {
      title: t('flightSearch.stopsTitle'),
      key: 'stops',
      render: (_v, it) => <JourneyLines itinerary={it} render={(journey) => stops(stopsOf(journey))} />,
    },
    {
      title: t('flightSearch.price'),
      ...sortable('price'),
      align: 'right',
      render: (_v, it) => (
        <Typography.Text strong data-testid="itinerary-price">
          {formatMoney(it.fares.total, it.fares.currency)}
        </Typography.Text>
      ),
    },
  ];

  const onChange: TableProps<TaggedItinerary>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    if (!isSortKey(sorter.columnKey) || !sorter.order) return setSort(DEFAULT_SORT);
    setSort({ by: sorter.columnKey, direction: sorter.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<TaggedItinerary>
      rowKey={keyOf}
      data-testid="flight-results"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (it) => <ItineraryDetails itinerary={it} /> }}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        showTotal: (total) => t('flightSearch.resultsTotal', { count: total }),
      }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(searched ? 'flightSearch.noFlights' : 'flightSearch.startHint')}
          />
        ),
      }}
    />
  );
}
