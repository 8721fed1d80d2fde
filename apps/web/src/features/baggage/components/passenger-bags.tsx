import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Permission, type PassengerBaggage } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePassengerBaggage } from '../api/get-passenger-baggage';
import { detailPath } from '../lib/baggage-view';
import { BagLabel, BaggageStatusTag } from './baggage-tags';

type BoughtBag = PassengerBaggage['bought'][number];

interface PassengerBagsProps {
  orderNo: string;
  passengerId: number;
  /** The bag the page shows: marked in the list rather than linked. */
  currentId: number;
}

/**
 * The passenger's bags beside the bag case: those included with the ticket and every bag bought
 * since (this one among them), so the operator sees what the passenger will fly with. Shown only to a
 * user with the baggage code the server's call takes (1005-3).
 */
export function PassengerBags(props: PassengerBagsProps) {
  const { t } = useTranslation();
  const mayRead = (useSession().codes ?? []).includes(Permission.BAGGAGE);
  const query = usePassengerBaggage(props.orderNo, props.passengerId, mayRead);
  if (!mayRead) return null;
  const answer = query.data;
  const name = answer?.found ? answer.baggage.passengerName : '';
  return (
    <Card
      size="small"
      title={name ? t('baggage.passengerBags.titleOf', { name }) : t('baggage.passengerBags.title')}
      data-testid="passenger-bags"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="passenger-bags-reload"
        >
          {t('cases.reload')}
        </Button>
      }
    >
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError || !answer ? (
        // The client showed the failure already; the card says what is missing.
        <Alert
          type="error"
          showIcon
          title={t('baggage.passengerBags.failed')}
          data-testid="passenger-bags-error"
        />
      ) : !answer.found ? (
        <Alert
          type="warning"
          showIcon
          title={t('baggage.passengerBags.failed')}
          description={answer.message}
          data-testid="passenger-bags-error"
        />
      ) : (
        <BagLists baggage={answer.baggage} currentId={props.currentId} />
      )}
    </Card>
  );
}

function BagLists({ baggage, currentId }: { baggage: PassengerBaggage; currentId: number }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div data-testid="passenger-bags-included">
        <Typography.Text strong>{t('baggage.passengerBags.included')}</Typography.Text>
        <div style={{ marginTop: 4 }}>
          {baggage.included.length === 0 ? (
            <Typography.Text type="secondary">{t('baggage.passengerBags.noneIncluded')}</Typography.Text>
          ) : (
            <Space wrap>
              {baggage.included.map((bag, index) => (
                <Tag key={index}>
                  <BagLabel bag={bag} />
                </Tag>
              ))}
            </Space>
          )}
        </div>
      </div>
      <div>
        <Typography.Text strong>{t('baggage.passengerBags.bought')}</Typography.Text>
        <Table<BoughtBag>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 4 }}
          data-testid="passenger-bags-bought"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('baggage.passengerBags.noneBought')}
              />
            ),
          }}
          dataSource={baggage.bought}
          columns={[
            {
              key: 'baggageNo',
              title: t('baggage.baggageNo'),
              render: (_value, bag) =>
                bag.id === currentId ? (
                  <Space size={4}>
                    {bag.baggageNo}
                    <Tag color="blue">{t('baggage.passengerBags.thisBag')}</Tag>
                  </Space>
                ) : (
                  <Link to={detailPath(bag.id)}>{bag.baggageNo}</Link>
                ),
            },
            { key: 'flight', title: t('baggage.flight'), dataIndex: 'segments' },
            { key: 'bag', title: t('baggage.bagType'), render: (_value, bag) => <BagLabel bag={bag} /> },
            {
              key: 'price',
              title: t('baggage.price'),
              align: 'right',
              render: (_value, bag) => formatMoney(bag.price, bag.currency),
            },
            {
              key: 'status',
              title: t('baggage.status'),
              render: (_value, bag) => <BaggageStatusTag status={bag.status} testId="passenger-bag-status" />,
            },
            { key: 'emd', title: t('baggage.emdNumber'), render: (_value, bag) => bag.emdNumber ?? '—' },
          ]}
        />
      </div>
    </Space>
  );
}
