import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaggedItinerary } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';

interface FlightChoicesProps {
  /** Which way these flights go, for the table's test id and the radios' names. */
  way: 'go' | 'back';
  itineraries: readonly TaggedItinerary[];
  /** The picked itinerary's id (a Form.Item's value). */
  value?: string;
  onChange?: (id: string) => void;
}

const flightsOf = (it: TaggedItinerary) => it.outbound.segments.map((s) => s.flightNo).join(' / ');
const minute = (value: string | undefined) => formatApiDateTime(value, 'minute');

/** The airline's flights for one way of the change, one to pick (the fare shown is the airline's for the new flight). */
export function FlightChoices({ way, itineraries, value, onChange }: FlightChoicesProps) {
  const { t } = useTranslation();
  const columns: TableProps<TaggedItinerary>['columns'] = [
    { title: t('ticketChanges.flights.flightNo'), key: 'flightNo', render: (_v, it) => flightsOf(it) },
    {
      title: t('ticketChanges.flights.route'),
      key: 'route',
      render: (_v, it) => `${it.outbound.segments[0]?.dep ?? ''}-${it.outbound.segments.at(-1)?.arr ?? ''}`,
    },
    {
      title: t('ticketChanges.flights.departure'),
      key: 'departure',
      render: (_v, it) => minute(it.outbound.segments[0]?.depTime),
    },
    {
      title: t('ticketChanges.flights.arrival'),
      key: 'arrival',
      render: (_v, it) => minute(it.outbound.segments.at(-1)?.arrTime),
    },
    { title: t('ticketChanges.flights.seatsLeft'), dataIndex: 'seatsLeft', key: 'seatsLeft', align: 'right' },
    {
      title: t('ticketChanges.flights.fare'),
      key: 'fare',
      align: 'right',
      render: (_v, it) => formatMoney(it.fares.total, it.fares.currency),
    },
  ];
  return (
    <Table<TaggedItinerary>
      rowKey="id"
      size="small"
      data-testid={`flights-${way}`}
      columns={columns}
      dataSource={[...itineraries]}
      pagination={false}
      scroll={{ x: 'max-content', y: 240 }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: value ? [value] : [],
        onChange: (keys) => onChange?.(String(keys[0])),
        getCheckboxProps: (it) => ({
          'aria-label': t('ticketChanges.flights.pick', { flight: flightsOf(it) }),
        }),
      }}
      onRow={(it) => ({ onClick: () => onChange?.(it.id) })}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ticketChanges.flights.emptyWay')} />
        ),
      }}
    />
  );
}
