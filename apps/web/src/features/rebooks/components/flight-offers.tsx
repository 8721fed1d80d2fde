import { useState } from 'react';
import { Alert, Button, DatePicker, Empty, Form, Space, Table, type TableProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { amountText, toCents, type TaggedItinerary, type WrapperJourney } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { useRebookFlights, type RebookSearchDates } from '../api/get-rebook-flights';
import { durationText } from '../lib/rebook-view';

interface FlightOffersProps {
  orderNo: string;
  /** A round trip is searched and rebooked both ways. */
  roundTrip: boolean;
  /** The order's departure and return dates, where the search starts. */
  initialDepart: string;
  initialReturn: string | null;
  canSelect: boolean;
  selecting: boolean;
  onSelect: (itinerary: TaggedItinerary, dates: RebookSearchDates) => void;
}

interface SearchFields {
  depart: Dayjs;
  back?: Dayjs;
}

const minute = (value: string | undefined) => formatApiDateTime(value, 'minute');
const flightsOf = (journey: WrapperJourney | undefined) =>
  journey?.segments.map((s) => s.flightNo).join(' / ') ?? '';
const departure = (journey: WrapperJourney | undefined) => journey?.segments[0]?.depTime ?? '';

/**
 * Searches the online wrappers for the order's route on new dates (a round trip both ways); the
 * offers, sortable, each with Select. The server leaves out any offer on a disrupted flight.
 */
export function FlightOffers(props: FlightOffersProps) {
  const { orderNo, roundTrip, initialDepart, initialReturn, canSelect, selecting, onSelect } = props;
  const { t } = useTranslation();
  const [dates, setDates] = useState<RebookSearchDates | null>(null);
  const search = useRebookFlights(orderNo, dates);
  const today = dayjs().startOf('day');
  const notPast = (value: string | null) => {
    const day = dayjs(value ?? undefined);
    return day.isBefore(today) ? today : day;
  };

  const journeyColumns = (
    key: 'outbound' | 'inbound',
    title: string,
  ): NonNullable<TableProps<TaggedItinerary>['columns']>[number] => ({
    title,
    key,
    children: [
      { title: t('rebooks.flightNo'), key: `${key}-flights`, render: (_v, it) => flightsOf(it[key]) },
      {
        title: t('rebooks.departure'),
        key: `${key}-departure`,
        sorter: (a, b) => departure(a[key]).localeCompare(departure(b[key])),
        render: (_v, it) => minute(departure(it[key])),
      },
      {
        title: t('rebooks.arrival'),
        key: `${key}-arrival`,
        render: (_v, it) => minute(it[key]?.segments.at(-1)?.arrTime),
      },
      {
        title: t('rebooks.duration'),
        key: `${key}-duration`,
        render: (_v, it) => (it[key] ? durationText(it[key].duration) : ''),
      },
    ],
  });

  const columns: TableProps<TaggedItinerary>['columns'] = [
    journeyColumns('outbound', t('rebooks.outbound')),
    ...(roundTrip ? [journeyColumns('inbound', t('rebooks.return'))] : []),
    { title: t('rebooks.wrapper'), dataIndex: 'wrapperName', key: 'wrapperName', responsive: ['md'] },
    {
      title: t('rebooks.price'),
      key: 'price',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => Number(toCents(amountText(a.fares.total)) - toCents(amountText(b.fares.total))),
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
          onClick={() => dates && onSelect(it, dates)}
        >
          {t('rebooks.select')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Form<SearchFields>
        layout="inline"
        name="rebook-flight-search"
        initialValues={{
          depart: notPast(initialDepart),
          ...(roundTrip ? { back: notPast(initialReturn ?? initialDepart) } : {}),
        }}
        onFinish={(values) =>
          setDates({
            departDate: values.depart.format('YYYY-MM-DD'),
            ...(roundTrip && values.back ? { returnDate: values.back.format('YYYY-MM-DD') } : {}),
          })
        }
      >
        <Form.Item
          name="depart"
          label={t('rebooks.newDate')}
          rules={[{ required: true, message: t('rebooks.validation.departDate') }]}
        >
          <DatePicker disabledDate={(day) => day.isBefore(today)} data-testid="new-date" />
        </Form.Item>
        {roundTrip && (
          <Form.Item
            name="back"
            label={t('rebooks.newReturnDate')}
            dependencies={['depart']}
            rules={[
              { required: true, message: t('rebooks.validation.returnDate') },
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | undefined) => {
                  const depart = getFieldValue('depart') as Dayjs | undefined;
                  return value && depart && value.isBefore(depart, 'day')
                    ? Promise.reject(new Error(t('rebooks.validation.returnBeforeDepart')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker disabledDate={(day) => day.isBefore(today)} data-testid="new-return-date" />
          </Form.Item>
        )}
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
      {dates !== null && (
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
