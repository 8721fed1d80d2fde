import { useState } from 'react';
import { Alert, Button, DatePicker, Empty, Form, Space, Table, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TaggedItinerary } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { useRebookFlights } from '../api/get-rebook-flights';
import { durationText } from '../lib/rebook-view';

interface FlightOffersProps {
  orderNo: string;
  /** The order's departure date, where the search starts. */
  initialDate: string;
  canSelect: boolean;
  selecting: boolean;
  onSelect: (itinerary: TaggedItinerary, departDate: string) => void;
}

const departure = (it: TaggedItinerary) => it.outbound.segments[0]?.depTime ?? '';
const flightsOf = (it: TaggedItinerary) => it.outbound.segments.map((s) => s.flightNo).join(' / ');

/** Searches the online wrappers for the order's route on a new date; sortable offers with Select. */
export function FlightOffers({ orderNo, initialDate, canSelect, selecting, onSelect }: FlightOffersProps) {
  const { t } = useTranslation();
  const [departDate, setDepartDate] = useState<string | null>(null);
  const search = useRebookFlights(orderNo, departDate);
  const today = dayjs().startOf('day');
  const start = dayjs(initialDate);

  const columns: TableProps<TaggedItinerary>['columns'] = [
    { title: t('rebooks.flightNo'), key: 'flights', render: (_v, it) => flightsOf(it) },
    { title: t('rebooks.wrapper'), dataIndex: 'wrapperName', key: 'wrapperName', responsive: ['md'] },
    {
      title: t('rebooks.departure'),
      key: 'departure',
      sorter: (a, b) => departure(a).localeCompare(departure(b)),
      render: (_v, it) => departure(it),
    },
    {
      title: t('rebooks.arrival'),
      key: 'arrival',
      render: (_v, it) => it.outbound.segments.at(-1)?.arrTime,
    },
    {
      title: t('rebooks.duration'),
      key: 'duration',
      sorter: (a, b) => a.outbound.duration - b.outbound.duration,
      render: (_v, it) => durationText(it.outbound.duration),
    },
    {
      title: t('rebooks.price'),
      key: 'price',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => Math.round(a.fares.total * 100) - Math.round(b.fares.total * 100),
      render: (_v, it) => formatMoney(it.fares.total, it.fares.currency),
    },
    {
      title: t('rebooks.action'),
      key: 'action',
      render: (_v, it) => (
        <Button
          type="primary"
          size="small"
          disabled={!canSelect}
          loading={selecting}
          data-testid="select-flight"
          onClick={() => departDate && onSelect(it, departDate)}
        >
          {t('rebooks.select')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Form
        layout="inline"
        name="rebook-flight-search"
        initialValues={{ date: start.isBefore(today) ? today : start }}
        onFinish={(values: { date: Dayjs }) => setDepartDate(values.date.format('YYYY-MM-DD'))}
      >
        <Form.Item
          name="date"
          label={t('rebooks.newDate')}
          rules={[{ required: true, message: t('rebooks.validation.departDate') }]}
        >
          <DatePicker disabledDate={(day) => day.isBefore(today)} data-testid="new-date" />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={search.isFetching}
            data-testid="search-flights"
          >
            {t('rebooks.searchFlights')}
          </Button>
        </Form.Item>
      </Form>
      {search.data?.warnings.map((warning) => (
        <Alert
          key={warning.wrapperName}
          type="warning"
          showIcon
          data-testid="wrapper-warning"
          title={t('rebooks.wrapperFailed', { name: warning.wrapperName })}
          description={warning.message}
        />
      ))}
      {departDate !== null && (
        <Table<TaggedItinerary>
          rowKey={(it) => `${it.wrapperName}:${it.id}`}
          data-testid="flight-offers"
          columns={columns}
          dataSource={search.data?.itineraries ?? []}
          loading={search.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rebooks.noFlights')} />,
          }}
        />
      )}
    </Space>
  );
}
