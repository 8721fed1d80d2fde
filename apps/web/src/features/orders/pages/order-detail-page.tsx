import { useState } from 'react';
import { Button, Card, Space, Spin } from 'antd';
import { ArrowLeftOutlined, EditOutlined, ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSENGER_CHANGE_CASE, FINAL_STATUSES, Permission } from '@ota/contract';
import { addFromOrderLink, type ProposedPassengerChange } from '../../../lib/add-from-order';
import { useSession } from '../../../lib/session';
import { useOrderDetail } from '../api/get-order-detail';
import { useUpdatePassengers } from '../api/update-passengers';
import { AfterSalesCard } from '../components/after-sales-card';
import { ContactCard } from '../components/contact-card';
import { LuggageTable } from '../components/luggage-table';
import { OrderActions } from '../components/order-actions';
import { OrderSummary } from '../components/order-summary';
import { PassengersFormModal } from '../components/passengers-form-modal';
import { PassengersTable } from '../components/passengers-table';
import { RecordsTimeline } from '../components/records-timeline';
import { SegmentsTable } from '../components/segments-table';
import { EMPTY_DETAIL } from '../lib/detail-view';
import { useOrderPrefix } from '../lib/order-prefix';

/** /html/orderList/details?orderNo= (the guard sends a visit without orderNo to Order Manage). */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  // A new order number starts with nothing selected and no form open.
  return <OrderDetail key={orderNo} orderNo={orderNo} />;
}

function OrderDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { codes } = useSession();
  const prefix = useOrderPrefix();
  const query = useOrderDetail(prefix, orderNo);
  const detail = query.data?.detail ?? EMPTY_DETAIL;
  const [segmentIds, setSegmentIds] = useState<number[]>([]);
  const [passengerIds, setPassengerIds] = useState<number[]>([]);
  const [editing, setEditing] = useState(false);
  const update = useUpdatePassengers(prefix);
  // Operation users may read details; acting on the order needs the order list's code.
  const mayAct = (codes ?? []).includes(Permission.ORDER_LIST) && query.data?.found === true;
  const editable = mayAct && !FINAL_STATUSES.includes(detail.summary.status);
  // A ticketed passenger's new name or document opens a passenger change, filled in (its form is on
  // the passenger change list, 1005-4).
  const startChange = (codes ?? []).includes(PASSENGER_CHANGE_CASE.pages.code)
    ? (change: ProposedPassengerChange) =>
        navigate(
          addFromOrderLink(PASSENGER_CHANGE_CASE.pages.list, {
            orderNo,
            passengerIds: [change.passenger.id],
            segmentIds: [],
          }),
          { state: { passengerChange: change } },
        )
    : undefined;

  return (
    <div className="page-container" data-testid="order-detail-page">
      <Spin spinning={query.isFetching}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title={t('orders.detail.title', { orderNo })}
            extra={
              <Space wrap>
                <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/html/orderList')}>
                  {t('orders.detail.back')}
                </Button>
                <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
                  {t('orders.detail.reload')}
                </Button>
                {mayAct && (
                  <Button
                    icon={<WalletOutlined />}
                    onClick={() => navigate(`/html/orderList/payment?orderNo=${encodeURIComponent(orderNo)}`)}
                  >
                    {t('orders.payment.open')}
                  </Button>
                )}
              </Space>
            }
          >
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {mayAct && <OrderActions summary={detail.summary} prefix={prefix} />}
              <OrderSummary summary={detail.summary} />
            </Space>
          </Card>
          <Card title={t('orders.detail.segmentsTitle')}>
            <SegmentsTable
              segments={detail.segments}
              passengers={detail.passengers}
              selected={segmentIds}
              onSelect={setSegmentIds}
            />
          </Card>
          <Card
            title={t('orders.detail.passengersTitle')}
            extra={
              editable && (
                <Button
                  icon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                  data-testid="edit-passengers"
                >
                  {t('orders.actions.updatePassengers')}
                </Button>
              )
            }
          >
            <PassengersTable
              passengers={detail.passengers}
              selected={passengerIds}
              onSelect={setPassengerIds}
            />
          </Card>
          <AfterSalesCard
            orderNo={orderNo}
            passengerIds={passengerIds}
            segmentIds={segmentIds}
            mayAct={mayAct}
          />
          <Card title={t('orders.detail.luggageTitle')}>
            <LuggageTable luggage={detail.luggage} />
          </Card>
          <Card title={t('orders.detail.contactTitle')}>
            <ContactCard contact={detail.contact} />
          </Card>
          <Card title={t('orders.detail.recordsTitle')}>
            <RecordsTimeline records={detail.operationRecordVOList} />
          </Card>
        </Space>
      </Spin>
      <PassengersFormModal
        open={editing}
        passengers={detail.passengers}
        saving={update.isPending}
        onClose={() => setEditing(false)}
        onStartChange={startChange}
        onSave={(passengers) =>
          update.mutate({ orderNo, passengers }, { onSuccess: (saved) => saved && setEditing(false) })
        }
      />
    </div>
  );
}
