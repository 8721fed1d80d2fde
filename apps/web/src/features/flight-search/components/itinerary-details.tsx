import { Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaggedItinerary, WrapperPassengerFare, WrapperSegment } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { fareSubtotal } from '../lib/itinerary-view';
import { useDurationText } from './use-duration-text';

/** The expanded row: every segment of each direction, the fare of each passenger type, the fare rules. */
export function ItineraryDetails({ itinerary }: { itinerary: TaggedItinerary }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  const currency = itinerary.fares.currency;

  const segmentColumns: TableColumnsType<WrapperSegment> = [
    { title: t('flightSearch.flight'), dataIndex: 'flightNo' },
    { title: t('flightSearch.route'), key: 'route', render: (_v, s) => `${s.dep} → ${s.arr}` },
    { title: t('flightSearch.departure'), dataIndex: 'depTime' },
    { title: t('flightSearch.arrival'), dataIndex: 'arrTime' },
    {
      title: t('flightSearch.duration'),
      dataIndex: 'duration',
      render: (minutes: number) => duration(minutes),
    },
    { title: t('flightSearch.aircraft'), dataIndex: 'aircraft' },
    {
      title: t('flightSearch.cabin'),
      dataIndex: 'cabin',
      render: (cabin: string) => t(`flightSearch.cabins.${cabin}`),
    },
    { title: t('flightSearch.fareBasis'), dataIndex: 'fareBasis' },
  ];
  const fareColumns: TableColumnsType<WrapperPassengerFare> = [
    {
      title: t('flightSearch.passengerType'),
      dataIndex: 'ageType',
      render: (ageType: number) => t(`flightSearch.ageTypes.${ageType}`),
    },
    { title: t('flightSearch.count'), dataIndex: 'count', align: 'right' },
    {
      title: t('flightSearch.base'),
      dataIndex: 'base',
      align: 'right',
      render: (v: number) => formatMoney(v, currency),
    },
    {
      title: t('flightSearch.taxes'),
      dataIndex: 'taxes',
      align: 'right',
      render: (v: number) => formatMoney(v, currency),
    },
    {
      title: t('flightSearch.perPassenger'),
      dataIndex: 'total',
      align: 'right',
      render: (v: number) => formatMoney(v, currency),
    },
    {
      title: t('flightSearch.subtotal'),
      key: 'subtotal',
      align: 'right',
      render: (_v, fare) => formatMoney(fareSubtotal(fare), currency),
    },
  ];
  const journeys = [
    { key: 'outbound', journey: itinerary.outbound },
    ...(itinerary.inbound ? [{ key: 'inbound', journey: itinerary.inbound }] : []),
  ];
  const penalty = (allowed: boolean, amount: number | null) =>
    allowed
      ? amount
        ? formatMoney(amount, currency)
        : t('flightSearch.free')
      : t('flightSearch.notAllowed');

  return (
    <Flex vertical gap={16} data-testid="itinerary-details">
      {journeys.map(({ key, journey }) => (
        <div key={key}>
          <Typography.Title level={5}>
            {t(`flightSearch.${key}`)} · {duration(journey.duration)}
          </Typography.Title>
          <Table<WrapperSegment>
            size="small"
            rowKey={(segment) => `${segment.flightNo}-${segment.depTime}`}
            columns={segmentColumns}
            dataSource={journey.segments}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </div>
      ))}
      <div>
        <Typography.Title level={5}>{t('flightSearch.fares')}</Typography.Title>
        <Table<WrapperPassengerFare>
          size="small"
          rowKey="ageType"
          columns={fareColumns}
          dataSource={itinerary.fares.perPassenger}
          pagination={false}
          scroll={{ x: 'max-content' }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                <Typography.Text strong>{t('flightSearch.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong>{formatMoney(itinerary.fares.total, currency)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        bordered
        items={[
          {
            key: 'change',
            label: t('flightSearch.changePenalty'),
            children: penalty(itinerary.fareRules.changeable, itinerary.fareRules.changePenalty),
          },
          {
            key: 'refund',
            label: t('flightSearch.refundPenalty'),
            children: penalty(itinerary.fareRules.refundable, itinerary.fareRules.refundPenalty),
          },
          {
            key: 'seats',
            label: t('flightSearch.seatsLeft'),
            children: <Tag color={itinerary.seatsLeft < 4 ? 'orange' : 'default'}>{itinerary.seatsLeft}</Tag>,
          },
          { key: 'wrapper', label: t('flightSearch.wrapper'), children: itinerary.wrapperName },
        ]}
      />
    </Flex>
  );
}
